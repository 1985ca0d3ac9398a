import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isSettingEnabled } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { usePermissionValue } from "../../../lib/queries/permission";
import { SignInPendingModal, type AccountAction } from "./sign-in-pending-modal";

/**
 * The logged-out buttons (spec §2): login always, register only with DIRECTREG3 on, free trial
 * only with FREEPLAY3 on. `only` limits the set, e.g. to move free trial into a phone menu.
 */
export function AccountButtons({ only, className }: { only?: AccountAction[]; className?: string }) {
  const { t } = useTranslation("layout");
  const { whitelabel } = usePermissionValue();
  const [action, setAction] = useState<AccountAction | null>(null);
  const shows = (a: AccountAction) => !only || only.includes(a);
  return (
    <div className={cn("flex items-center gap-2", className)}>
      {shows("freePlay") && isSettingEnabled(whitelabel, "FREEPLAY3") && (
        <Button variant="ghost" size="sm" onClick={() => setAction("freePlay")} className="border border-line">
          {t("account.freePlay")}
        </Button>
      )}
      {shows("login") && (
        <Button variant="secondary" size="sm" onClick={() => setAction("login")}>
          {t("account.login")}
        </Button>
      )}
      {shows("register") && isSettingEnabled(whitelabel, "DIRECTREG3") && (
        <Button variant="gold" size="sm" onClick={() => setAction("register")}>
          {t("account.register")}
        </Button>
      )}
      <SignInPendingModal action={action} onClose={() => setAction(null)} />
    </div>
  );
}
