import { foldForSearch } from "@lotus/contracts/web";

/**
 * Lobby search over the whole catalogue (10,000 slots) in the browser, on every keystroke.
 *
 * Each name is folded ONCE when the list arrives, with the server's `game.search_key` rule
 * (NFD, Latin combining marks removed, đ/Đ read as d, lower case; recomposed to NFC so the
 * marks of other scripts, such as Japanese dakuten, stay on their letters), so a keystroke only runs substring
 * tests over the precomputed keys. The query is folded the same way and split on white space;
 * a game matches when its key contains EVERY word, in any order: "bau cua" and "cua bau" both
 * find "Bầu Cua Tôm Cá", and "tom" alone finds it too (a word may be part of a longer word).
 */
export { foldForSearch };

/** The words of a query, folded; empty when the query is blank. */
export function queryWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter(Boolean);
}

/** True when `key` (already folded) contains every word. */
export function matchesWords(key: string, words: readonly string[]): boolean {
  for (const word of words) if (!key.includes(word)) return false;
  return true;
}
