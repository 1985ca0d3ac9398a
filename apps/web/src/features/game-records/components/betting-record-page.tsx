import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BettingRecordRow, BettingRecordValue } from "@lotus/contracts/web";
import { Skeleton } from "../../../components/ui/skeleton";
import { BETTING_PAGE_SIZE, useBettingFeed, useBettingPage } from "../api/get-betting-record";
import type { BettingFilters } from "../utils/betting-query";
import { formatCalendarDate } from "../../../lib/date-time";
import { FeedFooter, PagedFooter, RecordFrame, useFeedSentinel } from "../../../components/ui/record-list";
import { BettingFilterPanel, useBettingFilters } from "./betting-filters";
import { BettingTotals } from "./betting-parts";
import { BettingCards, BettingTable } from "./betting-rows";
import { useBettingTableLayout } from "../hooks/use-betting-table-layout";

/**
 * The betting record (personalHistoryCopy) from the platform's own game rounds
 * (ODSFE2_MemBetDet): date presets and a custom range, category and vendor, bet, win and profit
 * totals for the whole range; a paged table on wide screens and an infinitely scrolling card list
 * on phones; a verification link for the rounds of a provably fair vendor.
 */
export default function BettingRecordPage() {
  const [page, setPage] = useState(1);
  const state = useBettingFilters(() => setPage(1));
  const wide = useBettingTableLayout();
  return (
    <div className="grid gap-5">
      <BettingFilterPanel state={state} />
      {wide ? (
        <PagedRounds filters={state.filters} enabled={state.valid} page={page} onPage={setPage} />
      ) : (
        <RoundFeed filters={state.filters} enabled={state.valid} />
      )}
    </div>
  );
}

type Query = { isError: boolean; refetch: () => unknown };

/** What both layouts share: totals, loading, error with retry, empty state. */
function RoundsFrame({
  filters,
  enabled,
  query,
  value,
  children,
}: {
  filters: BettingFilters;
  enabled: boolean;
  query: Query;
  value: BettingRecordValue | undefined;
  children: (rows: BettingRecordRow[]) => ReactNode;
}) {
  const { t, i18n } = useTranslation("betting");
  return (
    <RecordFrame
      enabled={enabled}
      query={query}
      value={value}
      titleId="betting-result-title"
      labels={{
        error: t("record.error"),
        tryAgain: t("tryAgain"),
        retry: t("retry"),
        loading: t("record.loading"),
        result: t("record.result"),
        empty: t("record.empty"),
        emptyHint: t("record.emptyHint"),
      }}
      totalsSkeleton={
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="col-span-2 h-20 w-full sm:col-span-1" />
        </div>
      }
      rowSkeletonClassName="h-14 w-full rounded-xl"
      totals={
        value && (
          <>
            <p className="text-sm text-fg-muted" role="status" aria-live="polite" data-testid="betting-summary">
              {t("record.summary", {
                count: value.total,
                start: formatCalendarDate(filters.startDate, i18n.language),
                end: formatCalendarDate(filters.endDate, i18n.language),
              })}
            </p>
            <BettingTotals
              totals={value}
              testIds={{ bet: "betting-total-bet", win: "betting-total-win", profit: "betting-total-profit" }}
            />
          </>
        )
      }
    >
      {children}
    </RecordFrame>
  );
}

function PagedRounds({
  filters,
  enabled,
  page,
  onPage,
}: {
  filters: BettingFilters;
  enabled: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation("betting");
  const query = useBettingPage(filters, page, enabled);
  const value = query.data;
  const caption = t("record.caption", {
    start: formatCalendarDate(filters.startDate, i18n.language),
    end: formatCalendarDate(filters.endDate, i18n.language),
  });
  return (
    <RoundsFrame filters={filters} enabled={enabled} query={query} value={value}>
      {(rows) => (
        <>
          <BettingTable rows={rows} caption={caption} dimmed={query.isPlaceholderData} />
          <PagedFooter
            isError={query.isError}
            page={page}
            total={value?.total ?? 0}
            pageSize={BETTING_PAGE_SIZE}
            onPage={onPage}
            labels={{
              pageError: t("record.pageError"),
              nav: t("record.pagination.nav"),
              previous: t("record.pagination.previous"),
              next: t("record.pagination.next"),
              page: (n) => t("record.pagination.page", { page: n }),
            }}
          />
        </>
      )}
    </RoundsFrame>
  );
}

function RoundFeed({ filters, enabled }: { filters: BettingFilters; enabled: boolean }) {
  const { t } = useTranslation("betting");
  const feed = useBettingFeed(filters, enabled);
  const first = feed.data?.pages[0];
  const rows = useMemo(() => feed.data?.pages.flatMap((p) => p.list) ?? [], [feed.data]);
  const sentinel = useFeedSentinel(feed);
  return (
    <RoundsFrame filters={filters} enabled={enabled} query={feed} value={first}>
      {() => (
        <>
          <BettingCards rows={rows} />
          <FeedFooter
            feed={feed}
            sentinel={sentinel}
            labels={{
              loadingMore: t("record.loadingMore"),
              loadMoreFailed: t("record.loadMoreFailed"),
              loadMore: t("record.loadMore"),
              end: t("record.end"),
            }}
          />
        </>
      )}
    </RoundsFrame>
  );
}
