import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { closeAccountDialog } from "../../../lib/account-dialogs";
import { useLogout } from "../hooks/use-logout";

/** Spec §2 Header: sign out asks for confirmation with cancel and confirm. */
export function LogoutConfirmDialog() {
  const { t } = useTranslation("account");
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open
      size="dialog"
      onOpenChange={(open) => !open && !pending && closeAccountDialog()}
      title={t("logout.title")}
      description={t("logout.body")}
      footer={
        <>
          <Button variant="secondary" onClick={closeAccountDialog} disabled={pending}>
            {t("logout.cancel")}
          </Button>
          <Button
            disabled={pending}
            onClick={() => {
              setPending(true);
              void logout();
            }}
          >
            {pending && <Spinner className="size-4 border-current/30 border-t-current" />}
            {t("logout.confirm")}
          </Button>
        </>
      }
    />
  );
}
