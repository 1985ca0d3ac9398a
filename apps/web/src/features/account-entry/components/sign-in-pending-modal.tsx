import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { CustomerServiceList } from "../../../components/ui/customer-service-list";
import { Modal } from "../../../components/ui/modal";
import { usePermissionValue } from "../../../lib/queries/permission";

export type AccountAction = "login" | "register" | "freePlay";

/**
 * Until sign-in lands (issue 3), the login, register and free-trial buttons open this notice,
 * which points the visitor to customer service instead of a dead end.
 */
export function SignInPendingModal({ action, onClose }: { action: AccountAction | null; onClose: () => void }) {
  const { t } = useTranslation("layout");
  const { customerService } = usePermissionValue();
  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      size="dialog"
      title={t(`account.pending.title.${action ?? "login"}`)}
      description={t("account.pending.body")}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t("account.pending.ok")}
        </Button>
      }
    >
      {customerService.length > 0 && (
        <>
          <p className="mb-3 text-sm font-semibold text-fg">{t("account.pending.channels")}</p>
          <CustomerServiceList channels={customerService} />
        </>
      )}
    </Modal>
  );
}
