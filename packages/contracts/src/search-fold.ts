/**
 * The one search-folding rule of the product (server `game.search_key`, the slots lobby, help-centre
 * search): NFD, the Latin combining marks removed (Vietnamese tones and vowel marks), đ/Đ read as d, lower
 * case, recomposed to NFC when the text goes beyond Latin (so Japanese dakuten and Thai vowel signs, which
 * change the word, stay on their letters). "bau cua", "Bầu Cua" and "BẦU CUA" fold to the same key.
 */
export function foldForSearch(text: string): string {
  const folded = stripMarks(text).toLowerCase();
  // Recomposing costs a third of the fold: only text beyond Latin needs it.
  return BEYOND_LATIN.test(folded) ? folded.normalize("NFC") : folded;
}

const BEYOND_LATIN = /[\u0370-\u{10ffff}]/u;

/** NFD with the Latin combining marks removed and đ/Đ as d/D, case kept (not recomposed). */
function stripMarks(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D");
}

/**
 * A Vietnamese name as foreign-language pages write it, case kept: "TP. Hồ Chí Minh" → "TP. Ho Chi
 * Minh" (the marks of the search fold, recomposed).
 */
export const withoutVietnameseMarks = (text: string): string => stripMarks(text).normalize("NFC");
