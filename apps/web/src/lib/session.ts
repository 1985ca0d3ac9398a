import { useSyncExternalStore } from "react";
import { SESSION_KEYS, TRIAL_ACCOUNT_TYPE, AGENT_TYPES, type LoginDone } from "@lotus/contracts/web";

/**
 * The login session (spec §3): token, isAgent, account, merchant and cpw in session storage, so
 * a tab keeps its login across reloads and a closed tab forgets it. One small store that every
 * feature reads through `useSession`.
 */
export type SessionState = {
  token: string;
  isAgent: number;
  account: string;
  merchant: string;
  /** Spec §3: the forced change-password marker. */
  cpw: boolean;
};

/** Kept for the start-up check that runs before React. */
export const TOKEN_STORAGE_KEY = SESSION_KEYS.token;

const listeners = new Set<() => void>();
let snapshot: SessionState | null = read();

function read(): SessionState | null {
  try {
    const token = sessionStorage.getItem(SESSION_KEYS.token);
    if (!token) return null;
    return {
      token,
      isAgent: Number(sessionStorage.getItem(SESSION_KEYS.isAgent) ?? 0),
      account: sessionStorage.getItem(SESSION_KEYS.account) ?? "",
      merchant: sessionStorage.getItem(SESSION_KEYS.merchant) ?? "",
      cpw: sessionStorage.getItem(SESSION_KEYS.cpw) === "true",
    };
  } catch {
    return null;
  }
}

function publish() {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function hasSessionToken(): boolean {
  return snapshot !== null;
}

export function getSession(): SessionState | null {
  return snapshot;
}

/** Stores a finished login; `cpw` is true when the forced change-password dialog must open. */
export function saveSession(login: Pick<LoginDone, "token" | "member">, cpw: boolean) {
  try {
    sessionStorage.setItem(SESSION_KEYS.token, login.token);
    sessionStorage.setItem(SESSION_KEYS.isAgent, String(login.member.isAgent));
    sessionStorage.setItem(SESSION_KEYS.account, login.member.account);
    sessionStorage.setItem(SESSION_KEYS.merchant, login.member.merchant);
    sessionStorage.setItem(SESSION_KEYS.cpw, String(cpw));
  } finally {
    publish();
  }
}

/** Replaces the token after a rotation (password change) and clears the cpw marker. */
export function replaceToken(token: string) {
  try {
    sessionStorage.setItem(SESSION_KEYS.token, token);
    sessionStorage.setItem(SESSION_KEYS.cpw, "false");
  } finally {
    publish();
  }
}

/** Spec §4 logout: clears the session keys (the merchant code comes back from the permission call). */
export function clearSession() {
  try {
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  } finally {
    publish();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Spec §6: the member-centre check needs a token and isAgent other than 4. */
export const canEnterMemberCentre = (session: SessionState | null) =>
  session !== null && session.isAgent !== TRIAL_ACCOUNT_TYPE;
/** Spec §6: isAgent 1, 2, 41 or 42 passes the agent-centre check. */
export const canEnterAgentCentre = (session: SessionState | null) =>
  session !== null && (AGENT_TYPES as readonly number[]).includes(session.isAgent);
export const isTrialSession = (session: SessionState | null) => session?.isAgent === TRIAL_ACCOUNT_TYPE;
