import { useSyncExternalStore } from "react";
import type { LoginSecondStep, MemberCentrePage } from "@lotus/contracts/web";

/**
 * Which account dialog is open, as a store any feature can write: "please log in first" in a
 * game lobby opens the login dialog without the lobby importing the account feature.
 */
export type AccountDialog =
  | { kind: "login"; tab?: "username" | "sms" }
  | { kind: "register"; tab?: "username" | "mobile" }
  | { kind: "forgotPassword" }
  | { kind: "resetPassword"; token: string }
  | { kind: "changePassword"; forced: boolean }
  | { kind: "secondVerification"; step: LoginSecondStep }
  | { kind: "postLogin" }
  | { kind: "freePlay" }
  | { kind: "needRealAccount" }
  | { kind: "logoutConfirm" }
  /** Back from a social-login provider: the one-time ticket to exchange, or the failure code. */
  | { kind: "socialReturn"; ticket: string }
  | { kind: "socialError"; code: string };

/** The agent centre's page keys (spec §2); the agents feature resolves and checks them. */
export type AgentCentrePageKey = string;

type State = {
  dialog: AccountDialog | null;
  memberCentre: MemberCentrePage | null;
  agentCentre: AgentCentrePageKey | null;
};

let state: State = { dialog: null, memberCentre: null, agentCentre: null };
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function openAccountDialog(dialog: AccountDialog) {
  set({ dialog });
}

export function closeAccountDialog() {
  set({ dialog: null });
}

/** Spec §2: the member centre opens by setting a page and a show flag; securityCenter by default. */
export function openMemberCentre(page: MemberCentrePage = "securityCenter") {
  set({ memberCentre: page });
}

export function closeMemberCentre() {
  set({ memberCentre: null });
}

/**
 * Spec §2: the agent centre is a modal opened on a page (agentTeamOverview by default). A store in
 * lib so the user menu (and its phone sheet, which unmounts as the centre opens) can open it.
 */
export function openAgentCentre(page: AgentCentrePageKey = "agentTeamOverview") {
  set({ agentCentre: page });
}

export function closeAgentCentre() {
  set({ agentCentre: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useAccountDialog = () => useSyncExternalStore(subscribe, () => state.dialog);
export const useMemberCentrePage = () => useSyncExternalStore(subscribe, () => state.memberCentre);
export const useAgentCentrePage = () => useSyncExternalStore(subscribe, () => state.agentCentre);
