import { useSyncExternalStore } from "react";
import type { Operator } from "@lotus/contracts/web";

/*
 * The operator's session: the opaque Bearer token and who is logged in, in session storage, so a
 * reload keeps the login and a closed tab forgets it. One store; `useConsoleSession` re-renders on change.
 */
export type ConsoleSession = { token: string; operator: Operator };

const STORAGE_KEY = "lotusConsoleSession";
const listeners = new Set<() => void>();
let snapshot: ConsoleSession | null = read();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(): ConsoleSession | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ConsoleSession>;
    if (typeof parsed.token !== "string" || !parsed.operator) return null;
    return { token: parsed.token, operator: parsed.operator };
  } catch {
    return null;
  }
}

function publish() {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function getSession(): ConsoleSession | null {
  return snapshot;
}

export function getToken(): string | null {
  return snapshot?.token ?? null;
}

export function saveSession(session: ConsoleSession): void {
  lastEnd = null;
  storage()?.setItem(STORAGE_KEY, JSON.stringify(session));
  publish();
}

/** Keeps the token, refreshes who is logged in (after GET /me). */
export function updateOperator(operator: Operator): void {
  if (!snapshot) return;
  const same =
    snapshot.operator.username === operator.username &&
    snapshot.operator.role === operator.role &&
    snapshot.operator.displayName === operator.displayName;
  if (!same) saveSession({ token: snapshot.token, operator });
}

export type EndReason = "logout" | "expired";
let lastEnd: EndReason | null = null;

/** Ends the session: the operator logged out, or the server answered 401 (expired, revoked). */
export function clearSession(reason: EndReason = "expired"): void {
  const had = snapshot !== null;
  storage()?.removeItem(STORAGE_KEY);
  if (had) lastEnd = reason;
  publish();
}

/** Why the last session ended (the login page says "your session has ended"); null after a login. */
export function lastEndReason(): EndReason | null {
  return lastEnd;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsoleSession(): ConsoleSession | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
