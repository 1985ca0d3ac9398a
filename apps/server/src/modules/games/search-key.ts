/**
 * What lobby search compares against: lower case, Vietnamese diacritics removed, đ → d, so that
 * "bau cua", "Bầu Cua" and "BẦU CUA" are the same key. The web lobby applies the same rule to the
 * names it downloads (NFD, strip combining marks, đ → d, lower case); keep the two in step.
 */
export function searchKey(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/đ/g, "d").normalize("NFC");
}
