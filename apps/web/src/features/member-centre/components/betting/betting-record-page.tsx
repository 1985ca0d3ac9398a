import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BettingRecordRow, BettingRecordValue } from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { EmptyState } from "../../../../components/ui/empty-state";
import { Pagination } from "../../../../components/ui/pagination";
import { Skeleton } from "../../../../components/ui/skeleton";
import { Spinner } from "../../../../components/ui/spinner";
import {
  BETTING_PAGE_SIZE,
  useBettingFeed,
  useBettingPage,
  type BettingFilters,
} from "../../../../lib/queries/betting";
import { useInfiniteScroll } from "../../hooks/records-infinite-scroll";
import { formatCalendarDate } from "../../utils/format";
import { BettingFilterPanel, useBettingFilters } from "./betting-filters";
import { BettingTotals } from "./betting-parts";
import { BettingCards, BettingTable } from "./betting-rows";
import { useBettingTableLayout } from "./use-betting-table-layout";

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
  if (!enabled) return null;
  if (!value && query.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t("record.error")}
          description={t("tryAgain")}
          action={<Button onClick={() => void query.refetch()}>{t("retry")}</Button>}
        />
      </div>
    );
  }
  if (!value) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t("record.loading")}</span>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="col-span-2 h-20 w-full sm:col-span-1" />
        </div>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <section aria-labelledby="betting-result-title" className="grid gap-4">
      <h3 id="betting-result-title" className="sr-only">
        {t("record.result")}
      </h3>
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
      {value.total === 0 ? (
        <EmptyState title={t("record.empty")} description={t("record.emptyHint")} />
      ) : (
        children(value.list)
      )}
    </section>
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
  const pageCount = value ? Math.max(1, Math.ceil(value.total / BETTING_PAGE_SIZE)) : 1;
  const caption = t("record.caption", {
    start: formatCalendarDate(filters.startDate, i18n.language),
    end: formatCalendarDate(filters.endDate, i18n.language),
  });
  return (
    <RoundsFrame filters={filters} enabled={enabled} query={query} value={value}>
      {(rows) => (
        <>
          <BettingTable rows={rows} caption={caption} dimmed={query.isPlaceholderData} />
          {query.isError && (
            <p role="alert" className="text-sm text-danger">
              {t("record.pageError")}
            </p>
          )}
          <Pagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onPageChange={onPage}
            labels={{
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
  const sentinel = useInfiniteScroll({
    hasMore: feed.hasNextPage,
    loading: feed.isFetchingNextPage || feed.isFetchNextPageError,
    loadMore: () => void feed.fetchNextPage(),
  });
  return (
    <RoundsFrame filters={filters} enabled={enabled} query={feed} value={first}>
      {() => (
        <>
          <BettingCards rows={rows} />
          <div ref={sentinel} aria-hidden="true" className="h-px" />
          <div className="flex min-h-10 items-center justify-center">
            {feed.isFetchingNextPage ? (
              <Spinner label={t("record.loadingMore")} className="size-5" />
            ) : feed.isFetchNextPageError ? (
              <Button variant="secondary" size="sm" onClick={() => void feed.fetchNextPage()}>
                {t("record.loadMoreFailed")}
              </Button>
            ) : feed.hasNextPage ? (
              <Button variant="secondary" size="sm" onClick={() => void feed.fetchNextPage()}>
                {t("record.loadMore")}
              </Button>
            ) : (
              <p className="text-xs text-fg-muted">{t("record.end")}</p>
            )}
          </div>
        </>
      )}
    </RoundsFrame>
  );
}
