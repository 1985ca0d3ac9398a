import { useNavigate } from "react-router";
import { POPUP_HIDDEN_DAY_KEY, POPUP_SHOWN_SESSION_KEY } from "@lotus/contracts/web";
import { closeAccountDialog, closeMemberCentre } from "../../../lib/account-dialogs";
import { queryClient } from "../../../lib/query-client";
import { clearSession } from "../../../lib/session";
import { logout } from "../api/logout";
import { setFinishedLogin, setPendingLogin } from "../utils/login-context";

/**
 * Spec §4 Logout: the server revokes the session; the client clears session storage (the
 * merchant code comes back from the permission answer), forgets the publicity-closed marker
 * so the popup notice shows again, refetches what depended on the login and goes to /.
 */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    // A failed call must not keep anyone logged in here: the token is dropped either way and
    // expires on the server by its idle timeout.
    await logout().catch(() => undefined);
    clearSession();
    setPendingLogin(null);
    setFinishedLogin(null);
    try {
      localStorage.removeItem(POPUP_HIDDEN_DAY_KEY);
      sessionStorage.removeItem(POPUP_SHOWN_SESSION_KEY);
    } catch {
      // storage blocked: there is no marker to clear
    }
    void queryClient.invalidateQueries();
    closeMemberCentre();
    closeAccountDialog();
    void navigate("/");
  };
}
