import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { openAccountDialog } from "../../../lib/account-dialogs";

/**
 * Spec §6: a visitor who presses Play is asked to log in first; "log in" opens the login dialog
 * (which offers free play when the brand enables it).
 */
export function LoginFirstDialog({ gameName, onClose }: { gameName: string | null; onClose: () => void }) {
  const { t } = useTranslation(["launch", "layout"]);
  return (
    <Modal
      open={gameName !== null}
      onOpenChange={(open) => !open && onClose()}
      size="dialog"
      title={t("loginFirst.title")}
      description={gameName ? t("loginFirst.body", { name: gameName }) : t("loginFirst.bodyGeneric")}
      footer={
        <>
          <Button variant="secondary" data-testid="login-first-cancel" onClick={onClose}>
            {t("loginFirst.later")}
          </Button>
          <Button
            data-testid="login-first-login"
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
