import { useTranslation } from "react-i18next";
import { isSettingEnabled } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { openAccountDialog } from "../../../lib/account-dialogs";
import { usePermissionValue } from "../../../lib/queries/permission";

export type AccountAction = "login" | "register" | "freePlay";

/**
 * The logged-out buttons (spec §2): login always, register only with DIRECTREG3 on, free trial
 * only with FREEPLAY3 on. `only` limits the set, e.g. to move free trial into a phone menu.
 */
export function AccountButtons({
  only,
  className,
  onAction,
}: {
  only?: AccountAction[];
  className?: string;
  /** Called before the dialog opens, e.g. to close the phone menu the button sits in. */
  onAction?: () => void;
}) {
  const { t } = useTranslation("layout");
  const { whitelabel } = usePermissionValue();
  const shows = (a: AccountAction) => !only || only.includes(a);
  const open = (action: AccountAction) => {
    onAction?.();
    openAccountDialog({ kind: action });
  };
  // Phones from 360 px wide hold logo, login, register and the menu button on one row.
  const compact = "max-[399px]:px-2.5 max-[399px]:text-[13px]";
  return (
    <div className={cn("flex items-center gap-1.5 sm:gap-2", className)}>
      {shows("freePlay") && isSettingEnabled(whitelabel, "FREEPLAY3") && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => open("freePlay")}
          className={cn("border border-line", compact)}
        >
          {t("account.freePlay")}
        </Button>
      )}
      {shows("login") && (
        <Button variant="secondary" size="sm" onClick={() => open("login")} className={compact}>
          {t("account.login")}
        </Button>
      )}
      {shows("register") && isSettingEnabled(whitelabel, "DIRECTREG3") && (
        <Button variant="gold" size="sm" onClick={() => open("register")} className={compact}>
          {t("account.register")}
        </Button>
      )}
    </div>
  );
}
