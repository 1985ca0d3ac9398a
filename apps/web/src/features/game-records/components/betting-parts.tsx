import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type BettingRecordRow } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { signedAmount, type AmountDirection } from "../../../lib/signed-amount";

/* Pieces both pages share: the totals, signed profit, the round status and the verification link. */

export const profitColour: Record<AmountDirection, string> = {
  in: "text-jade",
  out: "text-danger",
  none: "text-fg-muted",
};

/** A profit: "+" green, "−" red, zero muted, 2 decimals in the language's separators. */
export function Profit({ amount, className }: { amount: string; className?: string }) {
  const { i18n } = useTranslation();
  const { text, direction } = signedAmount(amount, i18n.language);
  return <span className={cn("tabular-nums", profitColour[direction], className)}>{text}</span>;
}

function Total({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-card border border-line bg-surface px-3 py-3 sm:px-4">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words tabular-nums" data-testid={testId}>
        {children}
        <span className="ml-1 text-[10px] font-bold text-fg-muted">VND</span>
      </dd>
    </div>
  );
}

/** Bet, win and profit over the whole filtered range. */
export function BettingTotals({
  totals,
  testIds,
}: {
  totals: { totalBet: string; totalWin: string; totalProfit: string };
  testIds: { bet: string; win: string; profit: string };
}) {
  const { t, i18n } = useTranslation("betting");
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
      <Total label={t("totals.bet")} testId={testIds.bet}>
        <span className="text-fg">{formatMinor(totals.totalBet, i18n.language)}</span>
      </Total>
      <Total label={t("totals.win")} testId={testIds.win}>
        <span className="text-fg">{formatMinor(totals.totalWin, i18n.language)}</span>
      </Total>
      <div className="col-span-2 sm:col-span-1">
        <Total label={t("totals.profit")} testId={testIds.profit}>
          <Profit amount={totals.totalProfit} />
        </Total>
      </div>
    </dl>
  );
}

const statusTone: Record<BettingRecordRow["status"], string> = {
  open: "border-gold/50 bg-gold/10 text-gold",
  settled: "border-line bg-surface-2 text-fg-muted",
  rolled_back: "border-danger/40 bg-danger/10 text-danger",
};

export function RoundStatus({ status }: { status: BettingRecordRow["status"] }) {
  const { t } = useTranslation("betting");
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        statusTone[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** The vendor's page that recomputes the round from its revealed seeds, in a new tab. */
export function VerifyLink({ row }: { row: BettingRecordRow }) {
  const { t } = useTranslation("betting");
  if (!row.verifyUrl) return null;
  return (
    <a
      href={row.verifyUrl}
      target="_blank"
      rel="noopener"
      data-testid="betting-verify-link"
      aria-label={t("record.verifyLabel", { round: row.roundId })}
      className="inline-flex w-fit items-center gap-1 rounded text-xs font-semibold whitespace-nowrap text-gold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {t("record.verify")}
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M9 3h4v4M13 3 7.5 8.5M11 9.5V13H3V5h3.5"
        />
      </svg>
    </a>
  );
}
