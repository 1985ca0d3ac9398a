import { MINOR_UNITS_PER_DONG } from "@lotus/contracts/web";
import { formatCalendarDate } from "../../lib/date-time";

/* Labels of the daily bar charts (components/ui/bar-chart.tsx). */

/** A day under a chart bar: day and month only, in the language's order ("22/11", "11/22", "11月22日"). */
export function shortDayLabel(ymd: string, language: string): string {
  return formatCalendarDate(ymd, language, { day: "numeric", month: "numeric" });
}

/** A day in a tooltip or the chart's table: with the weekday ("Sun, 22 Nov 2026"). */
export function longDayLabel(ymd: string, language: string): string {
  return formatCalendarDate(ymd, language, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
}

const compactFormats = new Map<string, Intl.NumberFormat>();
/**
 * An axis amount, short ("1.5K", "2,5 Tr", "1.2万"), from minor units. Only the axis uses it: exact
 * amounts are always shown with formatMinor. The đồng are computed on bigint and handed to Intl as
 * an exact decimal string, so no float touches the amount.
 */
export function compactAmount(minor: number | bigint | string, language: string): string {
  let format = compactFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { notation: "compact", maximumFractionDigits: 1 });
    compactFormats.set(language, format);
  }
  // Axis ticks are whole minor units; a number is rounded only to be sure BigInt accepts it.
  const value = typeof minor === "number" ? BigInt(Math.round(minor)) : BigInt(minor);
  const abs = value < 0n ? -value : value;
  const dong = `${abs / MINOR_UNITS_PER_DONG}.${(abs % MINOR_UNITS_PER_DONG).toString().padStart(2, "0")}`;
  const text = format.format(dong as Intl.StringNumericLiteral);
  return value < 0n ? `\u2212${text}` : text;
}
