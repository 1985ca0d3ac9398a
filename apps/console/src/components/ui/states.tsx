import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../lib/api-client";
import { Button } from "./button";

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid place-items-center gap-1 px-4 py-12 text-center">
      <svg viewBox="0 0 24 24" className="mb-2 size-10 text-fg-muted/60" aria-hidden="true">
        <path
          d="M4 7h16v12H4zM4 7l2-3h12l2 3M9 12h6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
      <p className="text-sm font-medium">{title}</p>
      {children && <div className="text-sm text-fg-muted">{children}</div>}
    </div>
  );
}

/** Placeholder rows while a table loads (announced once as "Loading…"). */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("common.loading")} className="space-y-2 p-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-8 animate-pulse rounded bg-surface-2" />
      ))}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid place-items-center gap-3 px-4 py-10 text-center text-sm">
      <p className="text-danger">{errorText(error, t)}</p>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {t("actions.retry")}
        </Button>
      )}
    </div>
  );
}

/** What QueryStates needs of a TanStack query: its state, its data, its error and a retry. */
type LoadedQuery<T> =
  | { isPending: true; isError: false; data: undefined; error: null; refetch: () => unknown }
  | { isPending: false; isError: true; data: T | undefined; error: unknown; refetch: () => unknown }
  | { isPending: false; isError: false; data: T; error: null; refetch: () => unknown };

/**
 * A page part that needs its data first: a skeleton while it loads, the error with a retry when it
 * failed, then `children(data)` (a settings form rebuilt from fresh data, for instance).
 */
export function QueryStates<T>({
  query,
  rows,
  children,
}: {
  query: LoadedQuery<T>;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <TableSkeleton rows={rows} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
