import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { openAccountDialog } from "../../../lib/account-dialogs";

/** Spec §6: a visitor who presses Play is asked to log in first, and "log in" opens the login dialog. */
export function LoginFirstDialog({ vendorName, onClose }: { vendorName: string | null; onClose: () => void }) {
  const { t } = useTranslation(["games", "layout"]);
  return (
    <Modal
      open={vendorName !== null}
      onOpenChange={(open) => !open && onClose()}
      size="dialog"
      title={t("loginFirst.title")}
      description={t("loginFirst.body", { name: vendorName ?? "" })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("loginFirst.ok")}
          </Button>
          <Button
            onClick={() => {
              onClose();
              openAccountDialog({ kind: "login" });
            }}
          >
            {t("layout:account.login")}
          </Button>
        </>
      }
    />
  );
}
