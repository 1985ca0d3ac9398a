import { useId, type ReactNode } from "react";
import { cn } from "./cn";
import { inputClasses } from "./form-parts";

/**
 * The left menu of the member centre and the agent centre (spec §2): on desktop a list of page
 * buttons (the current one marked aria-current="page"), under an optional header; on phones a
 * labelled select above the page, so no page hides in a row scrolled out of sight.
 */
export function CentreMenu<Page extends string>({
  pages,
  current,
  onSelect,
  label,
  selectLabel,
  pageLabel,
  icon,
  header,
  selectTestId,
  itemTestId,
  badge,
}: {
  pages: readonly Page[];
  current: Page;
  onSelect: (page: Page) => void;
  /** The accessible name of the desktop menu. */
  label: string;
  /** The visible label of the phone select. */
  selectLabel: string;
  pageLabel: (page: Page) => string;
  icon?: (page: Page, active: boolean) => ReactNode;
  /** Shown above the desktop menu only (e.g. the member's name and VIP level). */
  header?: ReactNode;
  selectTestId?: string;
  itemTestId?: (page: Page) => string;
  /** A count shown next to a page (e.g. missions ready to claim), with its spoken label. */
  badge?: (page: Page) => { count: number; label: string } | undefined;
}) {
  const selectId = useId();
  return (
    <aside className="shrink-0 border-b border-line bg-surface/50 md:min-h-0 md:overflow-y-auto md:border-r md:border-b-0">
      <div className="grid gap-1.5 px-4 py-3 md:hidden">
        <label htmlFor={selectId} className="text-xs font-medium text-fg-muted">
          {selectLabel}
        </label>
        <select
          id={selectId}
          value={current}
          onChange={(event) => onSelect(event.target.value as Page)}
          className={inputClasses}
          data-testid={selectTestId}
        >
          {pages.map((key) => (
            <option key={key} value={key}>
              {badge?.(key) ? `${pageLabel(key)} (${badge(key)!.count})` : pageLabel(key)}
            </option>
          ))}
        </select>
      </div>
      {header && <div className="hidden md:block">{header}</div>}
      <nav aria-label={label} className="hidden md:block md:p-3">
        <ul className="grid gap-0.5">
          {pages.map((key) => {
            const active = key === current;
            return (
              <li key={key}>
                <button
                  type="button"
                  aria-current={active ? "page" : undefined}
                  onClick={() => onSelect(key)}
                  data-testid={itemTestId?.(key)}
                  className={cn(
                    "flex w-full cursor-pointer items-center gap-2.5 rounded-xl px-3.5 py-2.5 text-left text-sm font-medium",
                    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
                    active
                      ? "bg-gold/15 text-fg shadow-[inset_3px_0_0_var(--lt-gold)]"
                      : "text-fg-muted hover:bg-surface-2 hover:text-fg",
                  )}
                >
                  {icon?.(key, active)}
                  {pageLabel(key)}
                  <MenuBadge badge={badge?.(key)} />
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}

function MenuBadge({ badge }: { badge: { count: number; label: string } | undefined }) {
  if (!badge) return null;
  return (
    <span
      className="ml-auto rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-bg tabular-nums"
      data-testid="centre-menu-badge"
    >
      <span aria-hidden="true">{badge.count > 99 ? "99+" : badge.count}</span>
      <span className="sr-only">{badge.label}</span>
    </span>
  );
}
