import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import { barGeometry, chartScale, shortDay, zeroLine } from "../utils/chart";

export type ChartSeries = {
  label: string;
  /** One value per day (minor units or a count). */
  values: readonly bigint[];
  /** Tailwind fill and background classes of the series (theme variables: both themes). */
  fill: string;
  swatch: string;
};

const HEIGHT = 120;
const DAY_WIDTH = 12;

/**
 * Grouped daily bars drawn by hand in SVG. For assistive technology the SVG is one image with a
 * summary (role=img, aria-label + aria-describedby); the same figures are in the table under it
 * (a disclosure), which is also what a keyboard or screen-reader user reads day by day.
 */
export function BarChart({
  title,
  summary,
  days,
  series,
  format,
  testId,
}: {
  title: string;
  summary: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  format: (value: bigint) => string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const summaryId = useId();
  const scale = chartScale(series.flatMap((s) => s.values));
  const width = days.length * DAY_WIDTH;
  const barWidth = (DAY_WIDTH - 2) / series.length;
  const zero = zeroLine(scale, HEIGHT);

  return (
    <figure className="space-y-2 p-4" data-testid={testId}>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-fg-muted">
        {series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={cn("inline-block size-2.5 rounded-sm", s.swatch)} />
            {s.label}
          </span>
        ))}
      </figcaption>
      <svg
        role="img"
        aria-label={title}
        aria-describedby={summaryId}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-32 w-full overflow-visible"
      >
        {days.map((day, i) =>
          series.map((s, j) => {
            const bar = barGeometry(s.values[i] ?? 0n, scale, HEIGHT);
            return (
              <rect
                key={`${day}-${s.label}`}
                x={i * DAY_WIDTH + 1 + j * barWidth}
                y={bar.y}
                width={barWidth}
                height={Math.max(bar.height, 0)}
                className={s.fill}
              />
            );
          }),
        )}
        <line x1={0} x2={width} y1={zero} y2={zero} className="stroke-line" strokeWidth={0.5} />
      </svg>
      <div className="flex justify-between text-[11px] text-fg-muted" aria-hidden="true">
        <span>{days[0] ? shortDay(days[0]) : ""}</span>
        <span>{days.at(-1) ? shortDay(days.at(-1)!) : ""}</span>
      </div>
      <p id={summaryId} className="sr-only">
        {summary}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer text-xs font-medium text-fg-muted hover:text-fg">
          {t("dashboard.showTable")}
        </summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="console-table">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("dashboard.day")}</th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="num">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row" className="wide font-normal whitespace-nowrap">
                    {day}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="num" data-label={s.label}>
                      {format(s.values[i] ?? 0n)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
