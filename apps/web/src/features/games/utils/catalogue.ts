import type { GameEntry } from "@lotus/contracts/web";
import { foldForSearch, matchesWords, queryWords } from "./search";

/** "hot": the server's order (hot first, then by name); "az": by name in the reader's language. */
export const LOBBY_SORTS = ["hot", "az"] as const;
export type LobbySort = (typeof LOBBY_SORTS)[number];

export type LobbyFilters = {
  /** A vendor's vassalage, or null for every vendor (the "All" tab). */
  vendor: string | null;
  hot: boolean;
  /** isRecent = 1: added in the last 30 days (isNew means maintenance, spec §3). */
  recent: boolean;
  favorites: boolean;
  query: string;
  sort: LobbySort;
};

export const NO_FILTERS: LobbyFilters = {
  vendor: null,
  hot: false,
  recent: false,
  favorites: false,
  query: "",
  sort: "hot",
};

/**
 * The category's games prepared once for searching: `keys[i]` is the folded name of `games[i]`
 * (~25 ms for 10,000 names in Chromium, once per list). The A–Z order is computed the first time
 * a member asks for it (~50 ms; a collator with numeric collation takes 4x longer) and kept, so
 * sorting costs nothing per keystroke.
 */
export type LobbyCatalogue = {
  games: readonly GameEntry[];
  keys: readonly string[];
  language: string;
  /** Indices in A–Z order; filled by `alphabeticalOrder`. */
  byName?: Uint32Array;
};

export function buildCatalogue(games: readonly GameEntry[], language: string): LobbyCatalogue {
  return { games, keys: games.map((game) => foldForSearch(game.gameName)), language };
}

export function alphabeticalOrder(catalogue: LobbyCatalogue): Uint32Array {
  if (!catalogue.byName) {
    const { games } = catalogue;
    const compare = new Intl.Collator(catalogue.language).compare;
    catalogue.byName = Uint32Array.from(games.keys()).sort((a, b) => compare(games[a]!.gameName, games[b]!.gameName));
  }
  return catalogue.byName;
}

/**
 * The games to show for a set of filters, in display order. One pass over the catalogue with
 * cheap tests first (flags, vendor) and the substring tests last.
 */
export function filterCatalogue(
  catalogue: LobbyCatalogue,
  filters: LobbyFilters,
  favoriteIds: ReadonlySet<number>,
): GameEntry[] {
  const { games, keys } = catalogue;
  const words = queryWords(filters.query);
  const { vendor, hot, recent, favorites } = filters;
  const out: GameEntry[] = [];
  const count = games.length;
  const order = filters.sort === "az" ? alphabeticalOrder(catalogue) : null;
  for (let n = 0; n < count; n++) {
    const i = order ? order[n]! : n;
    const game = games[i]!;
    if (vendor !== null && game.vassalage !== vendor) continue;
    if (hot && game.isHot !== 1) continue;
    if (recent && game.isRecent !== 1) continue;
    if (favorites && !favoriteIds.has(game.gameId)) continue;
    if (words.length > 0 && !matchesWords(keys[i]!, words)) continue;
    out.push(game);
  }
  return out;
}

/** True when the member narrowed the list (used to choose between "no games" and "no match"). */
export function isFiltered(filters: LobbyFilters): boolean {
  return filters.hot || filters.recent || filters.favorites || queryWords(filters.query).length > 0;
}
