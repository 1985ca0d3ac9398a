import { GAME_CATEGORIES, type GameCategory, type Lane } from "@lotus/contracts/web";

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

/* The chart labels moved to components/ui/bar-chart-format.ts (shared with the agent centre). */
export { compactAmount, longDayLabel, shortDayLabel } from "../../../components/ui/bar-chart-format";
