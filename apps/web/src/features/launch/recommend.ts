import type { GameCategory, GameEntry, Lane } from "@lotus/contracts/web";

/** How many games the maintenance dialog recommends. */
export const RECOMMENDED_GAMES = 4;

/** The category of a vendor, from the vendor lanes (null when the vendor is not listed). */
export function categoryOfVendor(lanes: readonly Lane[], vassalage: string): GameCategory | null {
  return lanes.find((lane) => lane.vendors.some((vendor) => vendor.vassalage === vassalage))?.title ?? null;
}

/**
 * Games to play instead of one under maintenance (spec §2 modals): hot games of the same category
 * first, then other hot games; never a game under maintenance or the game itself.
 */
export function recommendGames(
  hot: readonly GameEntry[],
  category: GameCategory | null,
  exclude: { gameId?: number },
  limit = RECOMMENDED_GAMES,
): GameEntry[] {
  const playable = hot.filter((game) => game.isNew === 0 && game.gameId !== exclude.gameId);
  const same = playable.filter((game) => game.gameCategory === category);
  const others = playable.filter((game) => game.gameCategory !== category);
  return [...same, ...others].slice(0, limit);
}
