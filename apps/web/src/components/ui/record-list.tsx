import type { ReactNode } from "react";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { Pagination } from "./pagination";
import { Skeleton } from "./skeleton";
import { Spinner } from "./spinner";
import { useInfiniteScroll } from "../../lib/use-infinite-scroll";

/**
 * The shell the member centre's record pages share (the account record and the betting record):
 * loading, error with retry and empty states around the totals, the paged table's footer and the
 * infinitely scrolling card list's footer. Each page brings its own rows, totals and words.
 */

type FrameQuery = { isError: boolean; refetch: () => unknown };

export type RecordFrameLabels = {
  error: string;
  tryAgain: string;
  retry: string;
  loading: string;
  result: string;
  empty: string;
  emptyHint: string;
};

/** What both layouts share: totals, loading, error with retry, empty state. */
export function RecordFrame<Row>({
  enabled,
  query,
  value,
  titleId,
  labels,
  totalsSkeleton,
  rowSkeletonClassName,
  totals,
  children,
}: {
  enabled: boolean;
  query: FrameQuery;
  value: { total: number; list: Row[] } | undefined;
  /** The id of the visually hidden result heading. */
  titleId: string;
  labels: RecordFrameLabels;
  /** The placeholder of the totals while the first page loads. */
  totalsSkeleton: ReactNode;
  rowSkeletonClassName: string;
  /** The summary and totals above the rows, once the first page is here. */
  totals: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  if (!enabled) return null;
  if (!value && query.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={labels.error}
          description={labels.tryAgain}
          action={<Button onClick={() => void query.refetch()}>{labels.retry}</Button>}
        />
      </div>
    );
  }
  if (!value) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{labels.loading}</span>
        {totalsSkeleton}
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className={rowSkeletonClassName} />
        ))}
      </div>
    );
  }
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <h3 id={titleId} className="sr-only">
        {labels.result}
      </h3>
      {totals}
      {value.total === 0 ? <EmptyState title={labels.empty} description={labels.emptyHint} /> : children(value.list)}
    </section>
  );
}

/** Under the paged table: the error of a later page and the pagination. */
export function PagedFooter({
  isError,
  page,
  total,
  pageSize,
  onPage,
  labels,
}: {
  isError: boolean;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  labels: { pageError: string; nav: string; previous: string; next: string; page: (n: number) => string };
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      {isError && (
        <p role="alert" className="text-sm text-danger">
          {labels.pageError}
        </p>
      )}
      <Pagination
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={onPage}
        labels={{ nav: labels.nav, previous: labels.previous, next: labels.next, page: labels.page }}
      />
    </>
  );
}

type Feed = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The infinite scroll of a card list's feed; called by the page (not the footer) so that its
 * throttle lives as long as the feed, across the loading state of a new range.
 */
export function useFeedSentinel(feed: Feed): (node: Element | null) => void {
  return useInfiniteScroll({
    hasMore: feed.hasNextPage,
    loading: feed.isFetchingNextPage || feed.isFetchNextPageError,
    loadMore: () => void feed.fetchNextPage(),
  });
}

/** Under the card list: the scroll sentinel and the loading, retry, more or end line. */
export function FeedFooter({
  feed,
  sentinel,
  labels,
}: {
  feed: Feed;
  sentinel: (node: Element | null) => void;
  labels: { loadingMore: string; loadMoreFailed: string; loadMore: string; end: string };
}) {
  return (
    <>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      <div className="flex min-h-10 items-center justify-center">
        {feed.isFetchingNextPage ? (
          <Spinner label={labels.loadingMore} className="size-5" />
        ) : feed.isFetchNextPageError ? (
          <Button variant="secondary" size="sm" onClick={() => void feed.fetchNextPage()}>
            {labels.loadMoreFailed}
          </Button>
        ) : feed.hasNextPage ? (
          <Button variant="secondary" size="sm" onClick={() => void feed.fetchNextPage()}>
            {labels.loadMore}
          </Button>
        ) : (
          <p className="text-xs text-fg-muted">{labels.end}</p>
        )}
      </div>
    </>
  );
}
