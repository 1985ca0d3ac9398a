import type { MemberInfo } from "@lotus/contracts/web";

/**
 * What the dialogs after a login need to know and the dialog store does not carry: how the
 * login was made (for the forced change of spec §4 Login 5, which never applies to SMS logins)
 * and the member of the finished login (for the post-login dialog). Kept in memory only; the
 * password itself is never kept, just whether it was the weak default.
 */
export type LoginMethod = "username" | "sms" | "register" | "social" | "phoneReset";
export type PendingLogin = { method: LoginMethod; weakPassword: boolean };
export type FinishedLogin = { member: MemberInfo; firstTimeLogin: boolean };

let pending: PendingLogin | null = null;
let finished: FinishedLogin | null = null;

/** Kept while the second verification runs, so its result is finished like the first step. */
export function setPendingLogin(login: PendingLogin | null) {
  pending = login;
}

export function takePendingLogin(): PendingLogin {
  const login = pending ?? { method: "username", weakPassword: false };
  pending = null;
  return login;
}

export function setFinishedLogin(login: FinishedLogin | null) {
  finished = login;
}

export function finishedLogin(): FinishedLogin | null {
  return finished;
}
