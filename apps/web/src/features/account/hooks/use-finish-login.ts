import { useLocation, useNavigate } from "react-router";
import type { LoginDone } from "@lotus/contracts/web";
import { closeAccountDialog, openAccountDialog } from "../../../lib/account-dialogs";
import { queryClient } from "../../../lib/query-client";
import { saveSession } from "../../../lib/session";
import { setFinishedLogin, setPendingLogin, type PendingLogin } from "../utils/login-context";

/** Spec §4 Login 6: after a login the user goes to / unless already on / or /index. */
export function shouldGoHome(pathname: string): boolean {
  return pathname !== "/" && pathname !== "/index";
}

/**
 * Spec §4 Login 5: the forced change opens when the password was the weak default 123456 (never
 * for SMS logins, where no password was typed), or when the server will accept nothing but a
 * password change (the account was created with the default, or its password expired with
 * PWDEXPFORCECHANGE3 on; the server already leaves SMS logins out of the expiry rule).
 */
export function needsForcedChange(done: Pick<LoginDone, "mustChangePassword">, login: PendingLogin): boolean {
  return done.mustChangePassword || (login.method === "username" && login.weakPassword);
}

/**
 * Everything a finished login does (spec §4 Login 4–6): store the session, refetch what
 * depends on being logged in (announcements among them), then the forced change-password
 * dialog, or the post-login dialog (registration and phone reset just close, spec §4) and the
 * way home.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (done: LoginDone, login: PendingLogin) => {
    setPendingLogin(null);
    const forced = needsForcedChange(done, login);
    // The cpw marker (spec §3) means "the forced change-password dialog must open", so a reload
    // opens it again; a first login with a password the member chose is no reason to force one.
    saveSession(done, forced);
    setFinishedLogin({ member: done.member, firstTimeLogin: done.firstTimeLogin });
    void queryClient.invalidateQueries();
    if (forced) {
      openAccountDialog({ kind: "changePassword", forced: true });
      return;
    }
    if (login.method === "register" || login.method === "phoneReset") closeAccountDialog();
    else openAccountDialog({ kind: "postLogin" });
    if (shouldGoHome(pathname)) void navigate("/");
  };
}
