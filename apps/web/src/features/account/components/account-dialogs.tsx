import type { AccountDialog } from "../../../lib/account-dialogs";
import { ChangePasswordDialog } from "./change-password-dialog";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { FreePlayDialog } from "./free-play-dialog";
import { LoginDialog } from "./login-dialog";
import { LogoutConfirmDialog } from "./logout-confirm-dialog";
import { NeedRealAccountDialog } from "./need-real-account-dialog";
import { PostLoginDialog } from "./post-login-dialog";
import { RegisterDialog } from "./register-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { SecondVerificationDialog } from "./second-verification-dialog";
import { SocialErrorDialog, SocialReturnDialog } from "./social-dialogs";

/**
 * Every account dialog of spec §2, one at a time: whichever the dialog store names. Loaded as
 * one lazy chunk the first time any of them opens.
 */
export default function AccountDialogs({ dialog }: { dialog: AccountDialog }) {
  switch (dialog.kind) {
    case "login":
      return <LoginDialog initialTab={dialog.tab} />;
    case "register":
      return <RegisterDialog initialTab={dialog.tab} />;
    case "forgotPassword":
      return <ForgotPasswordDialog />;
    case "resetPassword":
      return <ResetPasswordDialog token={dialog.token} />;
    case "changePassword":
      return <ChangePasswordDialog key={String(dialog.forced)} forced={dialog.forced} />;
    case "secondVerification":
      return <SecondVerificationDialog key={dialog.step.ticket} step={dialog.step} />;
    case "postLogin":
      return <PostLoginDialog />;
    case "freePlay":
      return <FreePlayDialog />;
    case "needRealAccount":
      return <NeedRealAccountDialog />;
    case "logoutConfirm":
      return <LogoutConfirmDialog />;
    case "socialReturn":
      return <SocialReturnDialog key={dialog.ticket} ticket={dialog.ticket} />;
    case "socialError":
      return <SocialErrorDialog code={dialog.code} />;
  }
}
