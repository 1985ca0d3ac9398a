import { useTranslation } from "react-i18next";
import { formatMinor, type ProfitValue } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { useProfitLoss } from "../api/get-profit-loss";
import { formatCalendarDate } from "../../../lib/date-time";
import { BettingFilterPanel, useBettingFilters } from "./betting-filters";
import { BettingTotals, Profit } from "./betting-parts";
import { ProfitChart } from "./profit-chart";

/**
 * Profit and loss (personalProfit) from the platform's own game rounds (ODSFE2_MemProfitLoss):
 * the betting record's filters without paging, bet, win and profit totals, a bar chart of the
 * daily profit and a breakdown per vendor.
 */
export default function ProfitPage() {
  const { t, i18n } = useTranslation("betting");
  const state = useBettingFilters();
  const query = useProfitLoss(state.filters, state.valid);
  const value = query.data;
  return (
    <div className="grid gap-5">
      <BettingFilterPanel state={state} />
      {!state.valid ? null : !value && query.isError ? (
        <div role="alert">
          <EmptyState
            title={t("profit.error")}
            description={t("tryAgain")}
            action={<Button onClick={() => void query.refetch()}>{t("retry")}</Button>}
          />
        </div>
      ) : !value ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{t("profit.loading")}</span>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="col-span-2 h-20 w-full sm:col-span-1" />
          </div>
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <section
          aria-labelledby="profit-result-title"
          className={cn("grid gap-4 transition-opacity", query.isPlaceholderData && "opacity-60")}
        >
          <h3 id="profit-result-title" className="sr-only">
            {t("profit.result")}
          </h3>
          <p className="text-sm text-fg-muted" role="status" aria-live="polite" data-testid="profit-summary">
            {t("profit.summary", {
              count: value.rounds,
              start: formatCalendarDate(state.filters.startDate, i18n.language),
              end: formatCalendarDate(state.filters.endDate, i18n.language),
            })}
          </p>
          <BettingTotals
            totals={value}
            testIds={{ bet: "profit-total-bet", win: "profit-total-win", profit: "profit-total" }}
          />
          {value.rounds === 0 ? (
            <EmptyState title={t("profit.empty")} description={t("profit.emptyHint")} />
          ) : (
            <>
              <Card className="p-4 sm:p-5">
                <ProfitChart days={value.days} />
              </Card>
              <VendorBreakdown vendors={value.byVendor} />
            </>
          )}
        </section>
      )}
    </div>
  );
}

function VendorBreakdown({ vendors }: { vendors: ProfitValue["byVendor"] }) {
  const { t, i18n } = useTranslation(["betting", "common"]);
  const language = i18n.language;
  const th = "py-2.5 pr-3 font-semibold whitespace-nowrap";
  return (
    <section aria-labelledby="profit-vendors-title" className="grid gap-3">
      <h4 id="profit-vendors-title" className="font-semibold text-fg">
        {t("profit.byVendor")}
      </h4>
      {/* Phones: a card per vendor. */}
      <ul className="grid gap-2 sm:hidden" data-testid="profit-vendor-cards">
        {vendors.map((v) => (
          <li key={v.vassalage} className="grid gap-1 rounded-xl border border-line bg-surface p-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="grid min-w-0 leading-tight">
                <span className="font-semibold text-fg">{v.vendorName}</span>
                <span className="text-xs text-fg-muted">
                  {t(`common:categories.${v.gameCategory}`)} · {t("profit.rounds", { count: v.rounds })}
                </span>
              </span>
              <Profit amount={v.profit} className="font-semibold whitespace-nowrap" />
            </div>
            <div className="flex flex-wrap justify-between gap-x-3 text-xs text-fg-muted tabular-nums">
              <span>{t("record.betShort", { amount: formatMinor(v.bet, language) })}</span>
              <span>{t("record.winShort", { amount: formatMinor(v.win, language) })}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm" data-testid="profit-vendor-table">
          <caption className="sr-only">{t("profit.byVendor")}</caption>
          <thead className="text-xs tracking-wide text-fg-muted uppercase">
            <tr className="border-b border-line">
              <th scope="col" className={th}>
                {t("profit.columns.vendor")}
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                {t("profit.columns.rounds")}
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                {t("profit.columns.bet")}
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                {t("profit.columns.win")}
              </th>
              <th scope="col" className={cn(th, "pr-0 text-right")}>
                {t("profit.columns.profit")}
              </th>
            </tr>
          </thead>
          <tbody>
            {vendors.map((v) => (
              <tr key={v.vassalage} className="border-b border-line/60 last:border-0">
                <th scope="row" className="py-2.5 pr-3 font-normal">
                  <span className="block font-medium text-fg">{v.vendorName}</span>
                  <span className="block text-xs text-fg-muted">{t(`common:categories.${v.gameCategory}`)}</span>
                </th>
                <td className="py-2.5 pr-3 text-right text-fg tabular-nums">{v.rounds}</td>
                <td className="py-2.5 pr-3 text-right whitespace-nowrap text-fg tabular-nums">
                  {formatMinor(v.bet, language)}
                </td>
                <td className="py-2.5 pr-3 text-right whitespace-nowrap text-fg tabular-nums">
                  {formatMinor(v.win, language)}
                </td>
                <td className="py-2.5 text-right font-semibold whitespace-nowrap">
                  <Profit amount={v.profit} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
