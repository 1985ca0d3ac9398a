import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "./cn";
import { compactAmount, shortDayLabel } from "./bar-chart-format";
import { barChartLayout } from "./bar-chart-scale";

const HEIGHT = 220;
const MARGINS = { left: 52, right: 6, top: 12, bottom: 26 };

/** The width of an element, kept current as it resizes (0 before the first layout). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.round(entries[0]?.contentRect.width ?? 0);
      setWidth((current) => (current === next ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** One bar: its day (yyyy-MM-dd) and its amount in minor units (a signed digit string). */
export type DailyBar = { date: string; amount: string };

/**
 * A daily amount as bars above (positive) and below (negative) a zero line — the member's profit
 * and loss, the agent team's figures. Keyboard: one tab stop; the arrow keys, Home and End move
 * between days, each announced by `describe`; hover or focus shows `tooltip`. The page adds a
 * visually hidden table with the same figures (`table`) for screen readers.
 */
export function DailyBarChart({
  bars: days,
  title,
  hint,
  describe,
  tooltip,
  table,
  initialIndex,
  testId,
  barTestId,
}: {
  bars: DailyBar[];
  title: string;
  hint: string;
  /** The accessible name of a day's bar. */
  describe: (index: number) => string;
  tooltip: (index: number) => ReactNode;
  table: ReactNode;
  /** The day that holds the tab stop at first (default the last). */
  initialIndex?: number;
  testId?: string;
  barTestId?: string;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const ids = { title: useId(), hint: useId() };
  const [container, width] = useWidth();
  const layout = useMemo(
    () =>
      width > 0
        ? barChartLayout(
            days.map((d) => d.amount),
            { width, height: HEIGHT, ...MARGINS },
          )
        : null,
    [days, width],
  );
  const bars = useRef<(SVGRectElement | null)[]>([]);
  const [current, setCurrent] = useState(() => initialIndex ?? Math.max(0, days.length - 1));
  const [shown, setShown] = useState<number | null>(null);
  const stop = Math.min(current, days.length - 1);

  const move = (event: KeyboardEvent) => {
    const last = days.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? Math.min(last, stop + 1)
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? Math.max(0, stop - 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    setShown(next);
    bars.current[next]?.focus();
  };

  const tip = shown !== null && layout ? layout.bars[shown] : undefined;
  const tipX = tip ? tip.slotX + tip.slotWidth / 2 : 0;
  const tipAlign = tipX < 90 ? "left" : tipX > width - 90 ? "right" : "center";
  // Above the bar when there is room for the tooltip there, else just under the bar's top.
  const tipAnchor = tip && layout ? Math.min(tip.y, layout.zeroY) : 0;
  const tipAbove = tipAnchor > 84;

  return (
    <figure className="grid gap-2" data-testid={testId} aria-labelledby={ids.title}>
      <figcaption id={ids.title} className="font-semibold text-fg">
        {title}
      </figcaption>
      <p id={ids.hint} className="text-xs text-fg-muted">
        {hint}
      </p>
      <div ref={container} className="relative w-full" style={{ height: HEIGHT }}>
        {layout && (
          <svg
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            role="group"
            aria-labelledby={ids.title}
            aria-describedby={ids.hint}
            onKeyDown={move}
            className="block overflow-visible"
          >
            <g aria-hidden="true" className="text-fg-muted">
              {layout.ticks.map((tick) => (
                <g key={tick.value}>
                  <line
                    x1={layout.plot.left}
                    x2={layout.plot.right}
                    y1={tick.y}
                    y2={tick.y}
                    className="stroke-line"
                    strokeDasharray={tick.value === 0 ? undefined : "2 4"}
                  />
                  <text
                    x={layout.plot.left - 6}
                    y={tick.y}
                    textAnchor="end"
                    dominantBaseline="middle"
                    className="fill-current text-[10px] tabular-nums"
                  >
                    {compactAmount(tick.value, language)}
                  </text>
                </g>
              ))}
              {layout.labels.map((index) => {
                const bar = layout.bars[index]!;
                return (
                  <text
                    key={index}
                    x={bar.slotX + bar.slotWidth / 2}
                    y={HEIGHT - 8}
                    textAnchor={layout.labels.length === 1 ? "start" : "middle"}
                    className="fill-current text-[10px] tabular-nums"
                  >
                    {shortDayLabel(days[index]!.date, language)}
                  </text>
                );
              })}
            </g>
            <line
              aria-hidden="true"
              x1={layout.plot.left}
              x2={layout.plot.right}
              y1={layout.zeroY}
              y2={layout.zeroY}
              className="stroke-fg-muted"
              strokeWidth={1}
            />
            {layout.bars.map((bar) => {
              const day = days[bar.index]!;
              const highlighted = shown === bar.index;
              return (
                <g key={day.date}>
                  {highlighted && (
                    <rect
                      aria-hidden="true"
                      x={bar.slotX}
                      y={layout.plot.top}
                      width={bar.slotWidth}
                      height={layout.plot.bottom - layout.plot.top}
                      className="fill-gold/10 stroke-focus"
                      strokeWidth={1.5}
                      rx={2}
                    />
                  )}
                  <rect
                    aria-hidden="true"
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    rx={Math.min(3, bar.width / 3)}
                    className={cn(bar.sign >= 0 ? "fill-jade" : "fill-danger", highlighted && "opacity-80")}
                  />
                  <rect
                    ref={(node) => {
                      bars.current[bar.index] = node;
                    }}
                    x={bar.slotX}
                    y={layout.plot.top}
                    width={bar.slotWidth}
                    height={layout.plot.bottom - layout.plot.top}
                    fill="transparent"
                    tabIndex={bar.index === stop ? 0 : -1}
                    role="img"
                    aria-label={describe(bar.index)}
                    data-testid={barTestId}
                    data-date={day.date}
                    style={{ outline: "none" }}
                    onFocus={() => {
                      setCurrent(bar.index);
                      setShown(bar.index);
                    }}
                    onBlur={() => setShown((s) => (s === bar.index ? null : s))}
                    onPointerEnter={() => setShown(bar.index)}
                    onPointerLeave={() => setShown((s) => (s === bar.index ? null : s))}
                  />
                </g>
              );
            })}
          </svg>
        )}
        {tip && shown !== null && (
          <div
            aria-hidden="true"
            className={cn(
              "pointer-events-none absolute z-10 grid w-max max-w-[240px] gap-0.5 rounded-xl border border-line bg-bg-elevated px-3 py-2 text-xs shadow-card",
              tipAlign === "center" && "-translate-x-1/2",
              tipAlign === "right" && "-translate-x-full",
              tipAbove && "-translate-y-full",
            )}
            style={{ left: tipX, top: tipAbove ? tipAnchor - 8 : tipAnchor + 8 }}
          >
            {tooltip(shown)}
          </div>
        )}
      </div>
      {table}
    </figure>
  );
}
