/**
 * The one search-folding rule of the product (server `game.search_key`, the slots lobby, help-centre
 * search): NFD, the Latin combining marks removed (Vietnamese tones and vowel marks), đ/Đ read as d, lower
 * case, recomposed to NFC when the text goes beyond Latin (so Japanese dakuten and Thai vowel signs, which
 * change the word, stay on their letters). "bau cua", "Bầu Cua" and "BẦU CUA" fold to the same key.
 */
export function foldForSearch(text: string): string {
  const folded = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase();
  // Recomposing costs a third of the fold: only text beyond Latin needs it.
  return BEYOND_LATIN.test(folded) ? folded.normalize("NFC") : folded;
}

const BEYOND_LATIN = /[\u0370-\u{10ffff}]/u;
