import { ESPORTS_VASSALAGES, GAME_CATEGORIES, type GameCategory, type Lane } from "@lotus/contracts";
import type { VendorRow } from "./games.repository.ts";

/**
 * Groups vendors into lanes by category (spec §3). E-sports vassalages filed under SPORTS are
 * split out into ESPORTS; a category without vendors has no lane.
 */
export function buildLanes(rows: VendorRow[]): Lane[] {
  const byCategory = new Map<GameCategory, Lane["vendors"]>();
  for (const row of rows) {
    const category: GameCategory =
      row.category === "SPORTS" && (ESPORTS_VASSALAGES as readonly string[]).includes(row.vassalage)
        ? "ESPORTS"
        : (row.category as GameCategory);
    const list = byCategory.get(category) ?? [];
    list.push({
      accountTypeId: row.account_type_id,
      displayName: row.display_name,
      smallIcon: row.small_icon,
      isHot: row.is_hot ? 1 : 0,
      vassalage: row.vassalage,
      gameCategory: category,
      gameCount: row.game_count,
    });
    byCategory.set(category, list);
  }
  return GAME_CATEGORIES.filter((c) => byCategory.has(c)).map((title) => ({ title, vendors: byCategory.get(title)! }));
}
