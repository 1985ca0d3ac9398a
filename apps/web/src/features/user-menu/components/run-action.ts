import { openAccountDialog, openAgentCentre, openMemberCentre } from "../../../lib/account-dialogs";
import type { UserMenuAction } from "../utils/menu-entries";

export function runUserMenuAction(action: UserMenuAction) {
  switch (action.type) {
    case "memberCentre":
      openMemberCentre(action.page);
      return;
    case "needRealAccount":
      openAccountDialog({ kind: "needRealAccount" });
      return;
    case "agentCentre":
      openAgentCentre();
      return;
    case "signOut":
      // Spec §2: sign out asks for confirmation first; the account feature owns that dialog.
      openAccountDialog({ kind: "logoutConfirm" });
      return;
  }
}
