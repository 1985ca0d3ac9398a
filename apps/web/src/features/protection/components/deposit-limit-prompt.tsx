import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { openMemberCentre } from "../../../lib/account-dialogs";
import { useDeclineDepositPrompt, useProtectionState } from "../api/protection";

/**
 * The prompt to set a deposit limit (issue 16; UKGC RTS 12): shown on the deposit page until the
 * member sets one or answers "not now" (recorded once).
 */
export function DepositLimitPrompt() {
  const { t } = useTranslation("protection");
  const state = useProtectionState();
  const decline = useDeclineDepositPrompt();
  if (!state.data?.depositPrompt) return null;
  return (
    <div
      role="region"
      aria-label={t("prompt.title")}
      className="grid gap-2 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3"
      data-testid="deposit-limit-prompt"
    >
      <span className="font-semibold text-fg">{t("prompt.title")}</span>
      <span className="text-sm text-fg-muted">{t("prompt.text")}</span>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="gold" onClick={() => openMemberCentre("responsibleGaming")}>
          {t("prompt.set")}
        </Button>
        <Button size="sm" variant="ghost" disabled={decline.isPending} onClick={() => decline.mutate()}>
          {t("prompt.later")}
        </Button>
      </div>
    </div>
  );
}
