import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type TransactionRow, type TransactionType, type TransactionsValue } from "@lotus/contracts/web";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { Skeleton } from "../../../components/ui/skeleton";
import { presetRange, rangeProblem, type DateRange } from "../../../lib/date-presets";
import {
  RECORDS_PAGE_SIZE,
  useTransactionsFeed,
  useTransactionsPage,
  type RecordFilters,
} from "../api/get-transactions";
import { useRecordsTableLayout } from "../hooks/records-media";
import { formatCalendarDate } from "../../../lib/date-time";
import { FeedFooter, PagedFooter, RecordFrame, useFeedSentinel } from "../../../components/ui/record-list";
import { DateFilter } from "../../../components/ui/date-filter";
import { TypeFilter } from "./type-filter";
import { RecordCards, RecordsTable } from "./records-rows";

/**
 * The account record (transactionHistory, spec §9) from the ledger (ODSFE2_MemTransDet): date
 * presets and a custom range, type chips, totals in and out for the whole range; a paged table on
 * wide screens and an infinitely scrolling card list on phones.
 */
export default function RecordsPage() {
  const [range, setRange] = useState<DateRange>(() => presetRange("last7"));
  const [types, setTypes] = useState<TransactionType[]>([]);
  const [page, setPage] = useState(1);
  const wide = useRecordsTableLayout();
  const valid = rangeProblem(range) === null;
  const filters = useMemo<RecordFilters>(() => ({ ...range, types }), [range, types]);

  return (
    <div className="grid gap-5">
      <Card className="grid gap-4 p-4 sm:p-5">
        <DateFilter
          range={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <TypeFilter
          types={types}
          onChange={(next) => {
            setTypes(next);
            setPage(1);
          }}
        />
      </Card>
      {wide ? (
        <PagedRecords filters={filters} enabled={valid} page={page} onPage={setPage} />
      ) : (
        <RecordFeed filters={filters} enabled={valid} />
      )}
    </div>
  );
}

type Query = {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/** The parts every layout shares: totals, loading, error with retry, empty state. */
function RecordsFrame({
  filters,
  enabled,
  query,
  value,
  children,
}: {
  filters: RecordFilters;
  enabled: boolean;
  query: Query;
  value: TransactionsValue | undefined;
  children: (rows: TransactionRow[]) => ReactNode;
}) {
  const { t } = useTranslation("wallet");
  return (
    <RecordFrame
      enabled={enabled}
      query={query}
      value={value}
      titleId="records-result-title"
      labels={{
        error: t("records.error"),
        tryAgain: t("common.tryAgain"),
        retry: t("common.retry"),
        loading: t("records.loading"),
        result: t("records.result"),
        empty: t("records.empty"),
        emptyHint: t("records.emptyHint"),
      }}
      totalsSkeleton={
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      }
      rowSkeletonClassName="h-12 w-full rounded-xl"
      totals={value && <Totals value={value} filters={filters} />}
    >
      {children}
    </RecordFrame>
  );
}

function Totals({ value, filters }: { value: TransactionsValue; filters: RecordFilters }) {
  const { t, i18n } = useTranslation("wallet");
  const language = i18n.language;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-fg-muted" role="status" aria-live="polite" data-testid="records-summary">
        {t("records.summary", {
          count: value.total,
          start: formatCalendarDate(filters.startDate, language),
          end: formatCalendarDate(filters.endDate, language),
        })}
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-card border border-line bg-surface px-4 py-3">
          <dt className="text-xs font-medium text-fg-muted">{t("records.totalIn")}</dt>
          <dd
            className={cn("mt-0.5 font-semibold tabular-nums", value.totalIn === "0" ? "text-fg-muted" : "text-jade")}
            data-testid="records-total-in"
          >
            {value.totalIn !== "0" && "+"}
            {formatMinor(value.totalIn, language)}
            <span className="ml-1 text-[10px] font-bold text-fg-muted">VND</span>
          </dd>
        </div>
        <div className="rounded-card border border-line bg-surface px-4 py-3">
          <dt className="text-xs font-medium text-fg-muted">{t("records.totalOut")}</dt>
          <dd
            className={cn(
              "mt-0.5 font-semibold tabular-nums",
              value.totalOut === "0" ? "text-fg-muted" : "text-danger",
            )}
            data-testid="records-total-out"
          >
            {value.totalOut !== "0" && "\u2212"}
            {formatMinor(value.totalOut, language)}
            <span className="ml-1 text-[10px] font-bold text-fg-muted">VND</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}

function PagedRecords({
  filters,
  enabled,
  page,
  onPage,
}: {
  filters: RecordFilters;
  enabled: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation("wallet");
  const query = useTransactionsPage(filters, page, enabled);
  const value = query.data;
  const caption = t("records.caption", {
    start: formatCalendarDate(filters.startDate, i18n.language),
    end: formatCalendarDate(filters.endDate, i18n.language),
  });
  return (
    <RecordsFrame filters={filters} enabled={enabled} query={query} value={value}>
      {(rows) => (
        <>
          <RecordsTable rows={rows} caption={caption} dimmed={query.isPlaceholderData} />
          <PagedFooter
            isError={query.isError}
            page={page}
            total={value?.total ?? 0}
            pageSize={RECORDS_PAGE_SIZE}
            onPage={onPage}
            labels={{
              pageError: t("records.pageError"),
              nav: t("records.pagination.nav"),
              previous: t("records.pagination.previous"),
              next: t("records.pagination.next"),
              page: (n) => t("records.pagination.page", { page: n }),
            }}
          />
        </>
      )}
    </RecordsFrame>
  );
}

function RecordFeed({ filters, enabled }: { filters: RecordFilters; enabled: boolean }) {
  const { t } = useTranslation("wallet");
  const feed = useTransactionsFeed(filters, enabled);
  const first = feed.data?.pages[0];
  const rows = useMemo(() => feed.data?.pages.flatMap((p) => p.list) ?? [], [feed.data]);
  const sentinel = useFeedSentinel(feed);
  return (
    <RecordsFrame filters={filters} enabled={enabled} query={feed} value={first}>
      {() => (
        <>
          <RecordCards rows={rows} />
          <FeedFooter
            feed={feed}
            sentinel={sentinel}
            labels={{
              loadingMore: t("records.loadingMore"),
              loadMoreFailed: t("records.loadMoreFailed"),
              loadMore: t("records.loadMore"),
              end: t("records.end"),
            }}
          />
        </>
      )}
    </RecordsFrame>
  );
}
