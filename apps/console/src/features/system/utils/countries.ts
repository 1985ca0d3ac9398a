/** ISO 3166-1 alpha-2 codes typed by an operator ("vn, US  th") as a clean list, and what was not a code. */
export function parseCountryCodes(input: string): { codes: string[]; invalid: string[] } {
  const codes: string[] = [];
  const invalid: string[] = [];
  for (const part of input.split(/[\s,;]+/)) {
    if (!part) continue;
    const code = part.toUpperCase();
    if (/^[A-Z]{2}$/.test(code)) {
      if (!codes.includes(code)) codes.push(code);
    } else invalid.push(part);
  }
  return { codes, invalid };
}

/** Adds codes to a list without duplicates, sorted. */
export function addCountries(list: readonly string[], codes: readonly string[]): string[] {
  return [...new Set([...list, ...codes])].sort();
}

/** The country's name in the operator's language ("VN" → "Việt Nam"), or the code itself. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
