import { useTranslation } from "react-i18next";
import { isSettingEnabled } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { closeAccountDialog, openAccountDialog } from "../../../lib/account-dialogs";
import { usePermissionValue } from "../../../lib/queries/permission";

/** Spec §6: a trial account is told to register an official one before member-only features. */
export function NeedRealAccountDialog() {
  const { t } = useTranslation("account");
  const { whitelabel } = usePermissionValue();
  const canRegister = isSettingEnabled(whitelabel, "USERNAMEREG3") || isSettingEnabled(whitelabel, "MOBILENUMREG3");
  return (
    <Modal
      open
      size="dialog"
      onOpenChange={(open) => !open && closeAccountDialog()}
      title={t("trial.needRealTitle")}
      description={t("trial.needRealBody")}
    >
      <TrialLimits />
      <div className="mt-6 grid gap-2">
        {canRegister && (
          <Button size="lg" variant="gold" onClick={() => openAccountDialog({ kind: "register" })}>
            {t("trial.register")}
          </Button>
        )}
        <Button variant="ghost" onClick={closeAccountDialog}>
          {t("trial.later")}
        </Button>
      </div>
    </Modal>
  );
}

/** What a trial account can and cannot do (spec §6). */
export function TrialLimits() {
  const { t } = useTranslation("account");
  const items = [
    { ok: true, text: t("trial.limits.play") },
    { ok: false, text: t("trial.limits.memberCentre") },
    { ok: false, text: t("trial.limits.money") },
  ];
  return (
    <ul className="grid gap-2.5 text-sm">
      {items.map((item) => (
        <li key={item.text} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={
              item.ok
                ? "grid size-5 shrink-0 place-items-center rounded-full bg-jade/15 text-xs font-bold text-jade"
                : "grid size-5 shrink-0 place-items-center rounded-full bg-danger/15 text-xs font-bold text-danger"
            }
          >
            {item.ok ? "✓" : "✕"}
          </span>
          <span className="text-fg">
            <span className="sr-only">{item.ok ? t("trial.limits.yes") : t("trial.limits.no")}</span>
            {item.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
