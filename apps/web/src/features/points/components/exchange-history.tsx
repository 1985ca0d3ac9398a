import { useState } from "react";
import { useTranslation } from "react-i18next";
import { POINTS_EXCHANGE_STATES, formatMinor, type PointsExchangeState } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { Skeleton } from "../../../components/ui/skeleton";
import { TimeZoneLabel } from "../../../components/ui/time-zone-label";
import { cn } from "../../../components/ui/cn";
import { formatRecordTime } from "../../../lib/date-time";
import { useLanguage } from "../../../lib/i18n";
import { usePointsExchanges } from "../api/points-queries";
import { formatPoints, formatPointsChange } from "../utils/format";

const FILTERS = ["all", ...POINTS_EXCHANGE_STATES] as const;

export const STATE_TONE: Record<PointsExchangeState, string> = {
  applying: "bg-gold/15 text-gold",
  approved: "bg-jade/15 text-jade",
  rejected: "bg-danger/15 text-danger",
};

/** The member's exchanges (spec §3 record) with their state: applying → approved | rejected. */
export function ExchangeHistory() {
  const { t } = useTranslation("points");
  const language = useLanguage();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>("all");
  const [page, setPage] = useState(1);
  const list = usePointsExchanges(filter === "all" ? null : filter, page);
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.size) : 0;

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div className="flex flex-wrap gap-2" role="group" aria-label={t("history.filterLabel")}>
          {FILTERS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={filter === name}
              onClick={() => {
                setFilter(name);
                setPage(1);
              }}
              className={cn(
                "h-9 cursor-pointer rounded-full border px-3.5 text-sm font-medium",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                filter === name ? "border-brand bg-brand text-on-brand" : "border-line bg-surface text-fg",
              )}
            >
              {name === "all" ? t("history.all") : t(`states.${name}`)}
            </button>
          ))}
        </div>
        <span className="ml-auto text-xs text-fg-muted">
          <TimeZoneLabel />
        </span>
      </div>
      {list.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t("loading")}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-28 rounded-card" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert">
          <EmptyState
            title={t("error.title")}
            description={t("error.text")}
            action={<Button onClick={() => void list.refetch()}>{t("error.retry")}</Button>}
          />
        </div>
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t("history.empty")} description={t("history.emptyText")} />
      ) : (
        <ul className="grid gap-3">
          {list.data.list.map((row) => (
            <li key={row.orderNo}>
              <Card
                className="grid gap-3 p-4 sm:grid-cols-[auto_1fr_auto] sm:items-center"
                data-testid="points-exchange-row"
              >
                <img src={row.image} alt="" className="size-16 rounded-xl bg-surface-2 object-cover" loading="lazy" />
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-fg">
                    {row.productName} × {row.quantity}
                  </p>
                  <p className="text-fg-muted">
                    {t(`goods.types.${row.exchangeType}`)} · {row.orderNo} · {formatRecordTime(row.applyTime, language)}
                  </p>
                  <p className="text-fg-muted">{t("history.delivery", { address: row.address, phone: row.phone })}</p>
                  {row.status === "rejected" && row.remark && (
                    <p className="text-danger">{t("history.reason", { reason: row.remark })}</p>
                  )}
                </div>
                <div className="flex flex-row items-center justify-between gap-2 sm:flex-col sm:items-end">
                  <span
                    className={cn("rounded-full px-3 py-1 text-xs font-bold", STATE_TONE[row.status])}
                    data-testid="points-exchange-status"
                  >
                    {t(`states.${row.status}`)}
                  </span>
                  <span
                    className={cn(
                      "text-sm font-semibold tabular-nums",
                      row.status === "rejected" && "text-fg-muted line-through",
                    )}
                  >
                    {t("goods.points", { points: formatPointsChange(row.pointsChange, language) })}
                  </span>
                  {row.status === "rejected" && <span className="text-xs text-jade">{t("history.refunded")}</span>}
                  {row.payAmount !== "0" && (
                    <span className="text-xs text-fg-muted">
                      {t("history.paid", { cash: formatMinor(row.payAmount, language) })}
                    </span>
                  )}
                  <span className="text-xs text-fg-muted">
                    {t("history.balanceAfter", { points: formatPoints(row.pointsBalance, language) })}
                  </span>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className="mt-6"
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        labels={{
          nav: t("history.pages"),
          previous: t("pages.previous"),
          next: t("pages.next"),
          page: (n) => t("pages.page", { page: n }),
        }}
      />
    </div>
  );
}
