import { useTranslation } from "react-i18next";
import { formatMinor, type TransactionRow } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { signedAmount, type AmountDirection } from "../../../lib/signed-amount";
import { formatRecordTime } from "../../../lib/date-time";
import { TimeZoneLabel } from "../../../components/ui/time-zone-label";

const amountColour: Record<AmountDirection, string> = {
  in: "text-jade",
  out: "text-danger",
  none: "text-fg-muted",
};

function useRowText() {
  const { t, i18n } = useTranslation("wallet");
  const language = i18n.language;
  return (row: TransactionRow) => ({
    time: formatRecordTime(row.at, language),
    type: t(`records.typeNames.${row.type}`),
    wallet: row.wallet ? t("records.wallet", { wallet: row.wallet }) : "",
    amount: signedAmount(row.amount, language),
    balanceAfter: formatMinor(row.balanceAfter, language),
  });
}

/** Wide screens: one row per ledger entry, amounts right-aligned, + green and − red. */
export function RecordsTable({ rows, caption, dimmed }: { rows: TransactionRow[]; caption: string; dimmed: boolean }) {
  const { t } = useTranslation("wallet");
  const text = useRowText();
  const th = "py-2.5 pr-3 font-semibold whitespace-nowrap";
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="records-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs tracking-wide text-fg-muted uppercase">
          <tr className="border-b border-line">
            <th scope="col" className={th}>
              {t("records.columns.time")} <TimeZoneLabel />
            </th>
            <th scope="col" className={th}>
              {t("records.columns.type")}
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              {t("records.columns.amount")}
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              {t("records.columns.balanceAfter")}
            </th>
            <th scope="col" className={th}>
              {t("records.columns.reference")}
            </th>
            <th scope="col" className={cn(th, "pr-0")}>
              {t("records.columns.remark")}
            </th>
          </tr>
        </thead>
        <tbody className={cn("transition-opacity", dimmed && "opacity-60")}>
          {rows.map((row) => {
            const cell = text(row);
            return (
              <tr key={row.id} className="border-b border-line/60 align-top last:border-0">
                <td className="py-2.5 pr-3 whitespace-nowrap text-fg-muted tabular-nums">{cell.time}</td>
                <td className="py-2.5 pr-3">
                  <span className="block font-medium whitespace-nowrap text-fg">{cell.type}</span>
                  {cell.wallet && <span className="block text-xs whitespace-nowrap text-fg-muted">{cell.wallet}</span>}
                </td>
                <td
                  className={cn(
                    "py-2.5 pr-3 text-right font-semibold whitespace-nowrap tabular-nums",
                    amountColour[cell.amount.direction],
                  )}
                >
                  {cell.amount.text}
                </td>
                <td className="py-2.5 pr-3 text-right whitespace-nowrap text-fg tabular-nums">{cell.balanceAfter}</td>
                <td className="py-2.5 pr-3 text-fg-muted">
                  {row.reference ? <span className="font-mono text-xs break-all">{row.reference}</span> : "—"}
                </td>
                <td className="max-w-48 py-2.5 text-fg-muted [overflow-wrap:anywhere]">{row.remark || "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per entry, newest first. */
export function RecordCards({ rows }: { rows: TransactionRow[] }) {
  const { t } = useTranslation("wallet");
  const text = useRowText();
  return (
    <ul className="grid gap-2" data-testid="records-cards">
      {rows.map((row) => {
        const cell = text(row);
        return (
          <li key={row.id} className="grid gap-1.5 rounded-xl border border-line bg-surface p-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="grid leading-tight">
                <span className="font-semibold text-fg">{cell.type}</span>
                {cell.wallet && <span className="text-xs text-fg-muted">{cell.wallet}</span>}
              </span>
              <span className={cn("font-semibold whitespace-nowrap tabular-nums", amountColour[cell.amount.direction])}>
                {cell.amount.text}
              </span>
            </div>
            <div className="flex items-center justify-between gap-3 text-xs text-fg-muted">
              <span className="tabular-nums">
                {cell.time} <TimeZoneLabel />
              </span>
              <span className="whitespace-nowrap tabular-nums">
                {t("records.balanceAfterShort", { amount: cell.balanceAfter })}
              </span>
            </div>
            {(row.reference || row.remark) && (
              <div className="grid gap-0.5 border-t border-line/60 pt-1.5 text-xs text-fg-muted">
                {row.reference && (
                  <span className="break-all">
                    {t("records.columns.reference")}: <span className="font-mono text-fg">{row.reference}</span>
                  </span>
                )}
                {row.remark && (
                  <span className="[overflow-wrap:anywhere]">
                    {t("records.columns.remark")}: <span className="text-fg">{row.remark}</span>
                  </span>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
