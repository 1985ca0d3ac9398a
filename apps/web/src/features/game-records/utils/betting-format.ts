import { GAME_CATEGORIES, MINOR_UNITS_PER_DONG, type GameCategory, type Lane } from "@lotus/contracts/web";
import { formatCalendarDate } from "../../../lib/date-time";

/*
 * Pure helpers of the betting record and profit and loss pages: the filter choices from the
 * vendor lanes, and the short labels of the chart.
 */

export type VendorChoice = { vassalage: string; name: string; category: GameCategory };

/** The categories that have vendors, in the lobby's order. */
export function categoryChoices(lanes: readonly Lane[]): GameCategory[] {
  const present = new Set(lanes.filter((lane) => lane.vendors.length > 0).map((lane) => lane.title));
  return GAME_CATEGORIES.filter((category) => present.has(category));
}

/** The vendors to choose from: those of the chosen category, or all of them (each code once). */
export function vendorChoices(lanes: readonly Lane[], category: GameCategory | null): VendorChoice[] {
  const seen = new Set<string>();
  const choices: VendorChoice[] = [];
  for (const laneCategory of categoryChoices(lanes)) {
    for (const lane of lanes) {
      if (lane.title !== laneCategory) continue;
      for (const vendor of lane.vendors) {
        if (seen.has(vendor.vassalage)) continue;
        seen.add(vendor.vassalage);
        choices.push({ vassalage: vendor.vassalage, name: vendor.displayName, category: lane.title });
      }
    }
  }
  return category === null ? choices : choices.filter((choice) => choice.category === category);
}

/**
 * The vendor still chosen after the category changes to `category`: kept when it belongs to it,
 * dropped (every vendor) when it does not.
 */
export function keepVendor(
  lanes: readonly Lane[],
  category: GameCategory | null,
  vassalage: string | null,
): string | null {
  if (vassalage === null || category === null) return vassalage;
  return vendorChoices(lanes, category).some((v) => v.vassalage === vassalage) ? vassalage : null;
}

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
