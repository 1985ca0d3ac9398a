import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../../../components/ui/cn";

export type LotteryTab<T extends string> = { id: T; label: ReactNode; testId?: string };

export const tabId = (base: string, id: string) => `${base}-tab-${id}`;
export const panelId = (base: string) => `${base}-panel`;

/**
 * A row of tabs (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move and select;
 * only the selected tab is in the Tab order. The caller renders the panel with `TabPanel`.
 */
export function LotteryTabs<T extends string>({
  label,
  base,
  tabs,
  value,
  onChange,
  variant = "pill",
  className,
}: {
  label: string;
  base: string;
  tabs: readonly LotteryTab<T>[];
  value: T;
  onChange: (tab: T) => void;
  variant?: "pill" | "chip";
  className?: string;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === value);
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next < 0 ? last : next > last ? 0 : next]!;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn(
        variant === "pill"
          ? "flex gap-1 overflow-x-auto rounded-full border border-line bg-surface p-1"
          : "lotus-scroll-x -mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible",
        className,
      )}
    >
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            id={tabId(base, tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(base)}
            tabIndex={selected ? 0 : -1}
            data-testid={tab.testId}
            onClick={() => onChange(tab.id)}
            className={cn(
              "shrink-0 cursor-pointer text-sm font-semibold whitespace-nowrap transition-colors",
              variant === "pill"
                ? cn(
                    "min-h-10 flex-1 rounded-full px-4",
                    selected ? "bg-gold-fill text-on-gold" : "text-fg-muted hover:text-fg",
                  )
                : cn(
                    "min-h-10 rounded-xl border px-3",
                    selected
                      ? "border-gold bg-gold-soft/20 text-fg"
                      : "border-line bg-surface text-fg-muted hover:border-gold/50 hover:text-fg",
                  ),
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  base,
  value,
  children,
  className,
}: {
  base: string;
  value: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="tabpanel" id={panelId(base)} aria-labelledby={tabId(base, value)} className={className}>
      {children}
    </div>
  );
}
