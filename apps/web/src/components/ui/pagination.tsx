import { PAGINATION_MARGIN_PAGES, PAGINATION_PAGE_RANGE } from "@lotus/contracts/web";
import { cn } from "./cn";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

export type PageItem = { type: "page"; page: number } | { type: "gap"; after: number };

/**
 * Spec §9 pagination: `range` pages around the current one (shifted inward at the ends, so there
 * are always `range` of them), `margin` pages at each end, and a gap for anything skipped. A gap
 * that would hide a single page shows that page instead: "…" never stands for one number.
 */
export function pageList(
  current: number,
  total: number,
  range: number = PAGINATION_PAGE_RANGE,
  margin: number = PAGINATION_MARGIN_PAGES,
): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  let start = page - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) [start, end] = [1, Math.min(total, range)];
  if (end > total) [start, end] = [Math.max(1, total - range + 1), total];

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);

  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push({ type: "page", page: p - 1 });
    else if (p - previous > 2) items.push({ type: "gap", after: previous });
    items.push({ type: "page", page: p });
    previous = p;
  }
  if (previous < total) items.push({ type: "gap", after: previous });
  return items;
}

export type PaginationLabels = {
  /** The navigation landmark's name, e.g. "Pages of the account record". */
  nav: string;
  previous: string;
  next: string;
  /** The accessible name of a page button, e.g. (3) => "Page 3". */
  page: (page: number) => string;
};

const itemClasses =
  "inline-flex h-9 min-w-9 cursor-pointer items-center justify-center rounded-full px-2.5 text-sm font-semibold tabular-nums " +
  "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus " +
  "disabled:cursor-not-allowed disabled:opacity-40";

/**
 * Page buttons with previous and next. Plain buttons in a named navigation landmark: Tab and
 * Enter or Space work everywhere, the current page carries aria-current="page".
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  labels,
  disabled,
  className,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  disabled?: boolean;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <nav aria-label={labels.nav} className={cn("flex justify-center", className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            aria-label={labels.previous}
            disabled={disabled || page <= 1}
            onClick={() => go(page - 1)}
            className={cn(itemClasses, "text-fg hover:bg-surface-2")}
          >
            <ChevronLeftIcon className="size-4" />
          </button>
        </li>
        {pageList(page, pageCount).map((item) =>
          item.type === "gap" ? (
            <li key={`gap-${item.after}`} aria-hidden="true" className="px-1 text-sm text-fg-muted select-none">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                aria-label={labels.page(item.page)}
                aria-current={item.page === page ? "page" : undefined}
                disabled={disabled && item.page !== page}
                onClick={() => go(item.page)}
                className={cn(
                  itemClasses,
                  item.page === page
                    ? "bg-gold-fill text-on-gold"
                    : "border border-line text-fg hover:border-gold/60 hover:bg-surface-2",
                )}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label={labels.next}
            disabled={disabled || page >= pageCount}
            onClick={() => go(page + 1)}
            className={cn(itemClasses, "text-fg hover:bg-surface-2")}
          >
            <ChevronRightIcon className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
