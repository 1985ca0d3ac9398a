import { useMemo, useState, type ReactNode } from "react";
import type { UseInfiniteQueryResult, UseQueryResult, InfiniteData } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FeedFooter, PagedFooter, RecordFrame, useFeedSentinel } from "../../../components/ui/record-list";
import { Skeleton } from "../../../components/ui/skeleton";
import { useMinWidth } from "../../../lib/use-min-width";
import type { AgentPage } from "../api/agent-keys";
import { AGENT_PAGE_SIZE } from "../api/report-query";

/** From this window width the agent lists are paged tables; below it, cards that scroll on. */
export const AGENT_TABLE_MIN_WIDTH = 1024;

type Params = Record<string, string | number | undefined>;

/**
 * An agent-centre list in both layouts of the record pages (spec §9): a table with pagination
 * (page range 3, margin 1) on wide screens, and cards with infinite scroll on phones. The page
 * brings its call (both hooks), its rows, and an optional summary above them.
 */
export function AgentList<V extends AgentPage<Row>, Row>({
  params,
  enabled = true,
  usePage,
  useFeed,
  table,
  cards,
  summary,
  testId,
}: {
  params: Params;
  enabled?: boolean;
  usePage: (params: Params, page: number, enabled: boolean) => UseQueryResult<V>;
  useFeed: (params: Params, enabled: boolean) => UseInfiniteQueryResult<InfiniteData<V>>;
  table: (rows: Row[], dimmed: boolean) => ReactNode;
  cards: (rows: Row[]) => ReactNode;
  summary?: (value: V) => ReactNode;
  testId?: string;
}) {
  const wide = useMinWidth(AGENT_TABLE_MIN_WIDTH);
  const key = JSON.stringify(params);
  return (
    <div data-testid={testId}>
      {wide ? (
        <PagedList key={key} {...{ params, enabled, usePage, table, summary }} />
      ) : (
        <FeedList {...{ params, enabled, useFeed, cards, summary }} />
      )}
    </div>
  );
}

function useFrameLabels() {
  const { t } = useTranslation(["agents", "common"]);
  return {
    error: t("list.error"),
    tryAgain: t("list.tryAgain"),
    retry: t("common:actions.retry"),
    loading: t("centre.loading"),
    result: t("list.result"),
    empty: t("list.empty"),
    emptyHint: t("list.emptyHint"),
  };
}

const skeleton = (
  <div className="grid grid-cols-2 gap-3">
    <Skeleton className="h-12 w-full" />
    <Skeleton className="h-12 w-full" />
  </div>
);

function PagedList<V extends AgentPage<Row>, Row>({
  params,
  enabled,
  usePage,
  table,
  summary,
}: {
  params: Params;
  enabled: boolean;
  usePage: (params: Params, page: number, enabled: boolean) => UseQueryResult<V>;
  table: (rows: Row[], dimmed: boolean) => ReactNode;
  summary?: (value: V) => ReactNode;
}) {
  const { t } = useTranslation("agents");
  const [page, setPage] = useState(1);
  const query = usePage(params, page, enabled);
  const value = query.data;
  return (
    <RecordFrame
      enabled={enabled}
      query={query}
      value={value}
      titleId="agent-list-title"
      labels={useFrameLabels()}
      totalsSkeleton={skeleton}
      rowSkeletonClassName="h-11 w-full rounded-xl"
      totals={value && summary?.(value)}
    >
      {(rows) => (
        <>
          {table(rows, query.isPlaceholderData)}
          <PagedFooter
            isError={query.isError}
            page={page}
            total={value?.total ?? 0}
            pageSize={AGENT_PAGE_SIZE}
            onPage={setPage}
            labels={{
              pageError: t("list.pageError"),
              nav: t("list.pagination.nav"),
              previous: t("list.pagination.previous"),
              next: t("list.pagination.next"),
              page: (n) => t("list.pagination.page", { page: n }),
            }}
          />
        </>
      )}
    </RecordFrame>
  );
}

function FeedList<V extends AgentPage<Row>, Row>({
  params,
  enabled,
  useFeed,
  cards,
  summary,
}: {
  params: Params;
  enabled: boolean;
  useFeed: (params: Params, enabled: boolean) => UseInfiniteQueryResult<InfiniteData<V>>;
  cards: (rows: Row[]) => ReactNode;
  summary?: (value: V) => ReactNode;
}) {
  const { t } = useTranslation("agents");
  const feed = useFeed(params, enabled);
  const first = feed.data?.pages[0];
  const rows = useMemo(() => feed.data?.pages.flatMap((p) => p.list) ?? [], [feed.data]);
  const sentinel = useFeedSentinel(feed);
  return (
    <RecordFrame
      enabled={enabled}
      query={feed}
      value={first}
      titleId="agent-feed-title"
      labels={useFrameLabels()}
      totalsSkeleton={skeleton}
      rowSkeletonClassName="h-24 w-full rounded-xl"
      totals={first && summary?.(first)}
    >
      {() => (
        <>
          {cards(rows)}
          <FeedFooter
            feed={feed}
            sentinel={sentinel}
            labels={{
              loadingMore: t("list.loadingMore"),
              loadMoreFailed: t("list.loadMoreFailed"),
              loadMore: t("list.loadMore"),
              end: t("list.end"),
            }}
          />
        </>
      )}
    </RecordFrame>
  );
}

/** A table of the agent lists: caption for screen readers, horizontal scroll when narrow. */
export function AgentTable({
  caption,
  head,
  children,
  dimmed,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
  dimmed?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      <table className={`w-full min-w-[640px] text-sm ${dimmed ? "opacity-60" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2/60 text-left text-xs text-fg-muted">
          <tr>
            {head.map((label, index) => (
              <th key={index} scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/** A card of the phone lists: a title line and label/value pairs. */
export function AgentCard({
  title,
  aside,
  items,
  footer,
}: {
  title: ReactNode;
  aside?: ReactNode;
  items: { label: string; value: ReactNode }[];
  footer?: ReactNode;
}) {
  return (
    <li className="grid gap-2 rounded-card border border-line bg-surface px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 truncate font-semibold text-fg">{title}</span>
        {aside}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
        {items.map((item) => (
          <div key={item.label} className="min-w-0">
            <dt className="text-xs text-fg-muted">{item.label}</dt>
            <dd className="truncate tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
      {footer}
    </li>
  );
}
