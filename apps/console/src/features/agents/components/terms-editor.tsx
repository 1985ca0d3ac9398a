import { useTranslation } from "react-i18next";
import type { AgentContractKind } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import type { TermsDraft } from "../utils/terms";

const MAX_TIERS = 10;

/**
 * The terms of a contract as a form: tiers (minimum team valid bet in đồng, minimum active members,
 * rate in %) for dividends and salaries, plus the hourly threshold; win and loss rates and the
 * window threshold for real-time salary. `invalid` names the field the server or the check refused.
 */
export function TermsEditor({
  kind,
  draft,
  onChange,
  invalid,
}: {
  kind: AgentContractKind;
  draft: TermsDraft;
  onChange: (draft: TermsDraft) => void;
  invalid: string | null;
}) {
  const { t } = useTranslation();
  const error = (field: string) => (invalid === field ? t("agents.terms.invalid") : null);
  if (kind === "realtime_salary") {
    return (
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold">{t("agents.terms.title")}</legend>
        <TextField
          label={t("agents.terms.lossRate")}
          inputMode="decimal"
          value={draft.lossRate}
          error={error("lossRate")}
          onChange={(event) => onChange({ ...draft, lossRate: event.target.value })}
        />
        <TextField
          label={t("agents.terms.winRate")}
          inputMode="decimal"
          value={draft.winRate}
          error={error("winRate")}
          onChange={(event) => onChange({ ...draft, winRate: event.target.value })}
        />
        <TextField
          label={t("agents.terms.minBetPerWindow")}
          inputMode="decimal"
          value={draft.minBetPerWindow}
          error={error("minBetPerWindow")}
          onChange={(event) => onChange({ ...draft, minBetPerWindow: event.target.value })}
        />
      </fieldset>
    );
  }
  const setTier = (index: number, patch: Partial<TermsDraft["tiers"][number]>) =>
    onChange({ ...draft, tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)) });
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold">{t("agents.terms.title")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("agents.terms.activeMemberMinBet")}
          hint={t("agents.terms.activeHint")}
          inputMode="decimal"
          value={draft.activeMemberMinBet}
          error={error("activeMemberMinBet")}
          onChange={(event) => onChange({ ...draft, activeMemberMinBet: event.target.value })}
        />
        {kind === "hourly_salary" && (
          <TextField
            label={t("agents.terms.minBetPerHour")}
            inputMode="decimal"
            value={draft.minBetPerHour}
            error={error("minBetPerHour")}
            onChange={(event) => onChange({ ...draft, minBetPerHour: event.target.value })}
          />
        )}
      </div>
      <p className="text-xs text-fg-muted">{t("agents.terms.tiersHint")}</p>
      <ol className="space-y-2">
        {draft.tiers.map((tier, index) => (
          <li key={index} className="rounded-md border border-line p-2">
            <div className="mb-1 flex items-center justify-between gap-2">
              <p className="text-xs font-semibold">{t("agents.terms.tier", { n: index + 1 })}</p>
              <Button
                size="sm"
                variant="ghost"
                disabled={draft.tiers.length === 1}
                onClick={() => onChange({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) })}
              >
                {t("agents.terms.removeTier", { n: index + 1 })}
              </Button>
            </div>
            <div className="grid gap-2 sm:grid-cols-3 sm:items-end">
              <TextField
                label={t("agents.terms.minTeamBet")}
                inputMode="decimal"
                value={tier.minTeamBet}
                error={error(`tier${index}`)}
                onChange={(event) => setTier(index, { minTeamBet: event.target.value })}
              />
              <TextField
                label={t("agents.terms.minActive")}
                inputMode="numeric"
                value={tier.minActive}
                onChange={(event) => setTier(index, { minActive: event.target.value })}
              />
              <TextField
                label={t("agents.terms.rate")}
                inputMode="decimal"
                value={tier.rate}
                onChange={(event) => setTier(index, { rate: event.target.value })}
              />
            </div>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        disabled={draft.tiers.length >= MAX_TIERS}
        onClick={() => onChange({ ...draft, tiers: [...draft.tiers, { minTeamBet: "", minActive: "0", rate: "" }] })}
      >
        {t("agents.terms.addTier")}
      </Button>
    </fieldset>
  );
}
