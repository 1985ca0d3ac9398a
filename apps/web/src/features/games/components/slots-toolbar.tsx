import { useId, useMemo, useRef, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import { CloseIcon, FlameIcon, Icon } from "../../../components/ui/icons";
import type { LobbyFilters, LobbySort } from "../utils/catalogue";

function SearchIcon() {
  return (
    <Icon className="size-5">
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </Icon>
  );
}

function FilterChip({
  pressed,
  onToggle,
  testId,
  children,
}: {
  pressed: boolean;
  onToggle: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-testid={testId}
      onClick={onToggle}
      className={cn(
        "inline-flex h-10 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors",
        pressed
          ? "border-gold bg-gold-fill text-on-gold"
          : "border-line bg-surface text-fg-muted hover:border-gold/60 hover:text-fg",
      )}
    >
      {children}
    </button>
  );
}

/**
 * The lobby's search box (instant, no debounce: a keystroke costs ~1 ms of filtering), the hot /
 * new / favorites filters, the sort and the result count, announced politely to screen readers.
 */
export function SlotsToolbar({
  filters,
  onQueryChange,
  onFiltersChange,
  showFavorites,
  resultCount,
  ready,
}: {
  filters: LobbyFilters;
  onQueryChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onFiltersChange: (patch: Partial<LobbyFilters>) => void;
  showFavorites: boolean;
  resultCount: number;
  ready: boolean;
}) {
  const { t, i18n } = useTranslation("slots");
  const searchId = useId();
  const sortId = useId();
  const input = useRef<HTMLInputElement>(null);
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const count = numbers.format(resultCount);

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t("search.label")}
          </label>
          <span className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-fg-muted">
            <SearchIcon />
          </span>
          <input
            ref={input}
            id={searchId}
            type="search"
            data-testid="lobby-search"
            value={filters.query}
            onChange={onQueryChange}
            onKeyDown={(event) => {
              if (event.key === "Escape" && filters.query !== "") {
                event.preventDefault();
                onFiltersChange({ query: "" });
              }
            }}
            placeholder={t("search.placeholder")}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            className="h-12 w-full rounded-full border border-line bg-surface pr-12 pl-11 text-base text-fg placeholder:text-fg-muted focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-focus [&::-webkit-search-cancel-button]:hidden"
          />
          {filters.query !== "" && (
            <button
              type="button"
              onClick={() => {
                onFiltersChange({ query: "" });
                input.current?.focus();
              }}
              aria-label={t("search.clear")}
              className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-surface-2 hover:text-fg"
            >
              <CloseIcon className="size-4" />
            </button>
          )}
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm whitespace-nowrap text-fg-muted">
            {t("sort.label")}
          </label>
          <select
            id={sortId}
            value={filters.sort}
            onChange={(event) => onFiltersChange({ sort: event.target.value as LobbySort })}
            className="h-11 cursor-pointer rounded-full border border-line bg-surface px-4 text-sm text-fg focus:border-gold"
          >
            <option value="hot">{t("sort.hot")}</option>
            <option value="az">{t("sort.az")}</option>
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("filters.label")}>
        <FilterChip
          testId="lobby-filter-hot"
          pressed={filters.hot}
          onToggle={() => onFiltersChange({ hot: !filters.hot })}
        >
          <FlameIcon className="size-4" />
          {t("filters.hot")}
        </FilterChip>
        <FilterChip
          testId="lobby-filter-new"
          pressed={filters.recent}
          onToggle={() => onFiltersChange({ recent: !filters.recent })}
        >
          {t("filters.new")}
        </FilterChip>
        {showFavorites && (
          <FilterChip
            testId="lobby-filter-favorites"
            pressed={filters.favorites}
            onToggle={() => onFiltersChange({ favorites: !filters.favorites })}
          >
            {t("filters.favorites")}
          </FilterChip>
        )}
        <p
          data-testid="lobby-count"
          aria-live="polite"
          aria-atomic="true"
          className="ml-auto text-sm font-semibold text-fg-muted"
        >
          {ready ? t("count", { count: resultCount, formatted: count }) : "\u00a0"}
        </p>
      </div>
    </div>
  );
}
