import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { HeadsetIcon } from "../../../components/ui/icons";
import { Modal } from "../../../components/ui/modal";
import { openCustomerService } from "../../../lib/customer-service";
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
          <ul className="grid gap-2">
            {customerService.map((channel) => (
              <li key={channel.csType}>
                <button
                  type="button"
                  onClick={() => openCustomerService(channel.path)}
                  className="flex w-full cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-left text-sm font-medium text-fg hover:border-gold/60"
                >
                  <span className="grid size-9 place-items-center rounded-full bg-gold-soft/15 text-gold">
                    <HeadsetIcon className="size-5" />
                  </span>
                  {channel.title}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
