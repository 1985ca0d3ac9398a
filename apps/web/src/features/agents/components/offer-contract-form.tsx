import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AgentContractKind, AgentContractPeriod, ContractPreviewValue, ContractTerms } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormActions, FormError, inputClasses, RequestError, TextField } from "../../../components/ui/form-parts";
import { formatDateTime } from "../../../lib/date-time";
import { toast } from "../../../lib/toast";
import { useRequestId } from "../../../lib/use-request-id";
import { previewContract, useContractAction } from "../api/contract-call";
import { draftToTerms, emptyOffer, emptyTier, type OfferDraft, type OfferProblem } from "../utils/offer-terms";
import { formatRate } from "../utils/rate";
import { DownlineAgentPicker } from "./downline-agent-picker";

const DIVIDEND_PERIODS: AgentContractPeriod[] = ["D", "W", "H", "M"];
const TIERS_MAX = 10;

/**
 * A new offer to a direct downline agent (spec §4): tiers (team valid bet, active members, rate)
 * or the real-time rates; "check" shows the agent's own rate (the ceiling) and which of the
 * downline's contracts signing would end; then "offer" sends it.
 */
export function OfferContractForm({ kind }: { kind: AgentContractKind }) {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  const periodId = useId();
  const [downlineId, setDownlineId] = useState("");
  const [period, setPeriod] = useState<AgentContractPeriod>("D");
  const [draft, setDraft] = useState<OfferDraft>(emptyOffer);
  const [problem, setProblem] = useState<OfferProblem | null>(null);
  const [preview, setPreview] = useState<{ key: string; value: ContractPreviewValue } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const offer = useContractAction(kind);
  const requestId = useRequestId();

  const read = (): { terms: ContractTerms; key: string } | null => {
    const result = draftToTerms(kind, draft);
    if (!result.ok) {
      setProblem(result.problem);
      return null;
    }
    setProblem(null);
    return { terms: result.terms, key: JSON.stringify([downlineId, period, result.terms]) };
  };
  const body = (terms: ContractTerms) => ({
    downlineId,
    terms,
    ...(kind === "dividend" ? { period } : {}),
  });

  async function check() {
    const parsed = read();
    if (!parsed || downlineId === "") return;
    setPreviewError(null);
    try {
      setPreview({ key: parsed.key, value: await previewContract(kind, body(parsed.terms)) });
    } catch (error) {
      setPreview(null);
      setPreviewError(error instanceof Error && error.message ? error.message : t("list.error"));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = read();
    if (!parsed || downlineId === "") return;
    offer.mutate(
      { action: "offer", ...body(parsed.terms), requestId: requestId.idFor(parsed.key) },
      {
        onSuccess: () => {
          requestId.done();
          setPreview(null);
          // A sent offer leaves an empty form: the next offer starts from nothing, not from this one.
          setDownlineId("");
          setPeriod("D");
          setDraft(emptyOffer);
          setProblem(null);
          toast({ tone: "success", title: t("contracts.done.offer") });
        },
      },
    );
  }

  const fieldError = (field: string, index?: number) =>
    problem && problem.field === field && problem.index === index ? t(`contracts.problems.${field}`) : undefined;
  const setTier = (index: number, patch: Partial<OfferDraft["tiers"][number]>) =>
    setDraft({ ...draft, tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)) });
  const current = preview && previewKey(kind, draft, downlineId, period) === preview.key ? preview.value : null;

  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={submit} noValidate className="grid gap-4" data-testid="offer-contract-form">
        <h3 className="font-semibold text-fg">{t("contracts.offerTitle")}</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <DownlineAgentPicker value={downlineId} onChange={setDownlineId} />
          {kind === "dividend" && (
            <div className="grid content-start gap-1.5">
              <label htmlFor={periodId} className="text-sm font-medium text-fg">
                {t("contracts.period")}
              </label>
              <select
                id={periodId}
                value={period}
                onChange={(event) => setPeriod(event.target.value as AgentContractPeriod)}
                className={inputClasses}
              >
                {DIVIDEND_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`periods.${p}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {kind === "realtime_salary" ? (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t("contracts.lossRatePercent")}
              inputMode="decimal"
              value={draft.lossRate}
              onChange={(e) => setDraft({ ...draft, lossRate: e.target.value })}
              error={fieldError("lossRate")}
              data-testid="offer-loss-rate"
            />
            <TextField
              label={t("contracts.winRatePercent")}
              inputMode="decimal"
              value={draft.winRate}
              onChange={(e) => setDraft({ ...draft, winRate: e.target.value })}
              error={fieldError("winRate")}
              data-testid="offer-win-rate"
            />
            <TextField
              label={t("contracts.minBetPerWindowInput")}
              inputMode="decimal"
              value={draft.minBetPerWindow}
              onChange={(e) => setDraft({ ...draft, minBetPerWindow: e.target.value })}
              error={fieldError("minBetPerWindow")}
            />
          </div>
        ) : (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t("contracts.activeMemberMinBetInput")}
                inputMode="decimal"
                value={draft.activeMemberMinBet}
                onChange={(e) => setDraft({ ...draft, activeMemberMinBet: e.target.value })}
                error={fieldError("activeMemberMinBet")}
              />
              {kind === "hourly_salary" && (
                <TextField
                  label={t("contracts.minBetPerHourInput")}
                  inputMode="decimal"
                  value={draft.minBetPerHour}
                  onChange={(e) => setDraft({ ...draft, minBetPerHour: e.target.value })}
                  error={fieldError("minBetPerHour")}
                />
              )}
            </div>
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium text-fg">{t("contracts.tiers")}</legend>
              {draft.tiers.map((tier, index) => (
                <div
                  key={index}
                  className="grid gap-2 rounded-xl border border-line p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
                >
                  <TextField
                    label={t("contracts.tierMinTeamBet", { n: index + 1 })}
                    inputMode="decimal"
                    value={tier.minTeamBet}
                    onChange={(e) => setTier(index, { minTeamBet: e.target.value })}
                    error={fieldError("minTeamBet", index)}
                  />
                  <TextField
                    label={t("contracts.tierMinActive", { n: index + 1 })}
                    inputMode="numeric"
                    value={tier.minActive}
                    onChange={(e) => setTier(index, { minActive: e.target.value })}
                    error={fieldError("minActive", index)}
                  />
                  <TextField
                    label={t("contracts.tierRate", { n: index + 1 })}
                    inputMode="decimal"
                    value={tier.rate}
                    onChange={(e) => setTier(index, { rate: e.target.value })}
                    error={fieldError("rate", index)}
                    data-testid={`offer-tier-rate-${index}`}
                  />
                  {draft.tiers.length > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="sm:mt-7"
                      onClick={() => setDraft({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) })}
                    >
                      {t("contracts.removeTier", { n: index + 1 })}
                    </Button>
                  )}
                </div>
              ))}
              {draft.tiers.length < TIERS_MAX && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="w-fit"
                  onClick={() => setDraft({ ...draft, tiers: [...draft.tiers, emptyTier] })}
                >
                  {t("contracts.addTier")}
                </Button>
              )}
            </fieldset>
          </>
        )}
        {current && (
          <div
            role="status"
            className="grid gap-1 rounded-xl border border-line bg-surface-2/60 px-3 py-2 text-sm"
            data-testid="offer-preview"
          >
            <p>
              {t("contracts.previewRates", {
                rate: formatRate(current.ratioPpm, language),
                own: formatRate(current.ownRatioPpm, language),
              })}
            </p>
            {current.wouldEnd.length === 0 ? (
              <p>{t("contracts.endsNone")}</p>
            ) : (
              <>
                <p className="font-semibold text-danger">
                  {t("contracts.offerEnds", {
                    count: current.wouldEnd.length,
                    at: formatDateTime(current.endsAt, language),
                  })}
                </p>
                <ul>
                  {current.wouldEnd.map((c) => (
                    <li key={c.id}>
                      {c.downlineAccount} — {formatRate(c.ratioPpm, language)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        <FormError message={previewError} />
        <RequestError request={offer} />
        <FormActions>
          <Button variant="secondary" onClick={() => void check()} disabled={downlineId === ""}>
            {t("contracts.check")}
          </Button>
          <Button
            type="submit"
            variant="gold"
            disabled={downlineId === "" || offer.isPending}
            data-testid="offer-submit"
          >
            {t("contracts.moves.offer")}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}

/** The key the preview was made for: a changed field hides a preview that no longer applies. */
function previewKey(kind: AgentContractKind, draft: OfferDraft, downlineId: string, period: AgentContractPeriod) {
  const result = draftToTerms(kind, draft);
  return result.ok ? JSON.stringify([downlineId, period, result.terms]) : "";
}
