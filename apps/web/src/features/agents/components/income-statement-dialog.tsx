import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { RequestError } from "../../../components/ui/form-parts";
import { Modal } from "../../../components/ui/modal";
import { Skeleton } from "../../../components/ui/skeleton";
import { signedAmount } from "../../../lib/signed-amount";
import { useIncomeStatement } from "../api/get-income-statement";
import { periodLabel } from "../utils/period-label";
import { formatRate } from "../utils/rate";
import { statementInputs } from "../utils/statement-inputs";

/** A figure as sent, for a key the web does not know yet. */
function rawText(value: unknown): string {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/**
 * One statement (issue 13 §6): the inputs it was computed from, the tier chosen, the contract
 * version, the deductions (the downlines' level difference), clawback, carried amounts, the
 * amount paid, and the hash that `settlement verify` checks.
 */
export function IncomeStatementDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  const statement = useIncomeStatement(id);
  const s = statement.data;
  const money = (amount: string) => formatMinor(amount, language);
  return (
    <Modal open closable onOpenChange={(open) => !open && onClose()} title={t("income.statementTitle")}>
      {s ? (
        <div className="grid gap-4 text-sm" data-testid="income-statement-detail">
          <dl className="grid grid-cols-2 gap-3">
            <Item label={t("income.kind")} value={t(`kinds.${s.kind}`)} />
            <Item
              label={t("income.contract")}
              value={t("income.contractVersion", { id: s.contractId, version: s.contractVersion })}
            />
            <Item label={t("income.period")} value={periodLabel(s.kind, s.periodStart, s.periodEnd, language)} />
            <Item label={t("columns.status")} value={t(`statementStatuses.${s.status}`)} />
            <Item
              label={t("income.tier")}
              value={
                s.tier
                  ? t("income.tierText", {
                      rate: formatRate(s.tier.ratePpm, language),
                      bet: money(s.tier.minTeamBet),
                      active: s.tier.minActive,
                    })
                  : s.kind === "realtime_salary"
                    ? t("income.tierRealtime")
                    : t("income.noTier")
              }
            />
          </dl>
          <section className="grid gap-1">
            <h3 className="font-semibold">{t("income.inputs")}</h3>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl bg-surface-2/60 px-3 py-2">
              {statementInputs(s.inputs).map(({ key, kind, value }) => (
                <div key={key} className="min-w-0">
                  <dt className="text-xs text-fg-muted">{kind === "other" ? key : t(`income.inputLabels.${key}`)}</dt>
                  <dd className="truncate text-xs tabular-nums">
                    {kind === "money"
                      ? money(String(value))
                      : kind === "rate"
                        ? formatRate(Number(value), language)
                        : kind === "flag"
                          ? t(value ? "income.yes" : "income.no")
                          : rawText(value)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <table className="w-full text-left">
            <caption className="sr-only">{t("income.calculation")}</caption>
            <tbody className="divide-y divide-line">
              <Line label={t("income.gross")} value={money(s.gross)} />
              {s.deductions.map((d, index) => (
                <Line
                  key={index}
                  label={
                    d.label === "downline" && d.contractId
                      ? t("income.deductionDownline", { id: d.contractId })
                      : d.label
                  }
                  value={d.amount === "0" ? money("0") : `\u2212${money(d.amount)}`}
                />
              ))}
              <Line
                label={t("income.clawback")}
                value={s.clawback === "0" ? money("0") : `\u2212${money(s.clawback)}`}
              />
              <Line label={t("income.carriedIn")} value={signedAmount(s.carriedIn, language).text} />
              <Line label={t("income.carriedOut")} value={signedAmount(s.carriedOut, language).text} />
              <Line label={t("income.amount")} value={money(s.amount)} strong />
            </tbody>
          </table>
          <div className="grid gap-1">
            <span className="text-xs text-fg-muted">{t("income.hash")}</span>
            <code className="font-mono text-xs break-all" data-testid="income-hash">
              {s.hash}
            </code>
            <span className="text-xs text-fg-muted">{t("income.operation")}</span>
            <span className="font-mono text-xs" data-testid="income-operation">
              {s.operationId ?? t("income.operationNone")}
            </span>
          </div>
        </div>
      ) : statement.isError ? (
        <RequestError request={statement} />
      ) : (
        <div role="status">
          <span className="sr-only">{t("centre.loading")}</span>
          <Skeleton className="h-48 w-full" />
        </div>
      )}
    </Modal>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr>
      <th scope="row" className="py-1.5 font-normal text-fg-muted">
        {label}
      </th>
      <td className={`py-1.5 text-right tabular-nums ${strong ? "font-bold" : ""}`}>{value}</td>
    </tr>
  );
}
