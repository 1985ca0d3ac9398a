import { useState } from "react";
import { useTranslation } from "react-i18next";
import { POINTS_TYPES, formatMinor, type PointsEntry } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { Skeleton } from "../../../components/ui/skeleton";
import { TimeZoneLabel } from "../../../components/ui/time-zone-label";
import { cn } from "../../../components/ui/cn";
import { formatRecordTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { usePointsDetails } from "../api/points-queries";
import { formatPoints, formatPointsChange } from "../utils/format";

const FILTERS = ["all", ...POINTS_TYPES] as const;

/** Points details: every entry of the member's points account (what it came from, the balance after). */
export function PointsDetails() {
  const { t } = useTranslation("points");
  const language = useLanguage();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>("all");
  const [page, setPage] = useState(1);
  const list = usePointsDetails(filter === "all" ? null : filter, page);
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.size) : 0;

  return (
    <div>
      <label className="mb-4 flex max-w-xs flex-col gap-1.5 text-sm font-medium">
        {t("details.type")}
        <select
          className="h-11 rounded-xl border border-line bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-focus"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as (typeof FILTERS)[number]);
            setPage(1);
          }}
        >
          {FILTERS.map((name) => (
            <option key={name} value={name}>
              {name === "all" ? t("details.all") : t(`types.${name}`)}
            </option>
          ))}
        </select>
      </label>
      {list.isPending ? (
        <Skeleton className="h-64 rounded-card" />
      ) : list.isError ? (
        <div role="alert">
          <EmptyState
            title={t("error.title")}
            description={t("error.text")}
            action={<Button onClick={() => void list.refetch()}>{t("error.retry")}</Button>}
          />
        </div>
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t("details.empty")} description={t("details.emptyText")} />
      ) : (
        <div className="overflow-x-auto rounded-card border border-line">
          <table className="w-full min-w-[560px] text-sm">
            <caption className="sr-only">{t("details.caption")}</caption>
            <thead className="bg-surface-2 text-left text-xs text-fg-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t("details.time")} <TimeZoneLabel />
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("details.type")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("details.source")}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t("details.change")}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t("details.balance")}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((entry) => (
                <tr key={entry.id} className="border-t border-line">
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatRecordTime(entry.time, language)}</td>
                  <td className="px-4 py-3">{t(`types.${entry.type}`)}</td>
                  <td className="px-4 py-3 text-fg-muted">{sourceText(entry, t, language)}</td>
                  <td
                    className={cn(
                      "px-4 py-3 text-right font-semibold tabular-nums",
                      entry.pointsChange.startsWith("-") ? "text-danger" : "text-jade",
                    )}
                  >
                    {formatPointsChange(entry.pointsChange, language)}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatPoints(entry.pointsBalance, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        className="mt-6"
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        labels={{
          nav: t("details.pages"),
          previous: t("pages.previous"),
          next: t("pages.next"),
          page: (n) => t("pages.page", { page: n }),
        }}
      />
    </div>
  );
}

function sourceText(
  entry: PointsEntry,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
): string {
  switch (entry.kind) {
    case "deposit":
      return t("details.fromDeposits", { count: entry.sources, amount: formatMinor(entry.baseAmount, language) });
    case "redeem":
      return t("details.redeem", { orderNo: entry.reference });
    case "refund":
      return t("details.refund", { orderNo: entry.reference });
    case "convert":
      return t("details.convert", { orderNo: entry.reference, cash: formatMinor(entry.baseAmount, language) });
    default:
      return t("details.fromRounds", { count: entry.sources, amount: formatMinor(entry.baseAmount, language) });
  }
}
