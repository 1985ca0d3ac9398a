/*
 * Money on the wire and on screen (architecture.md §4). Amounts are integers in minor units
 * (VND x 100) carried in JSON as strings of digits, because an int8 does not fit in a JSON
 * number; code turns them into `bigint`, never into a float.
 */

/** Minor units in one đồng. */
export const MINOR_UNITS_PER_DONG = 100n;
/** The largest amount PostgreSQL's int8 holds. */
export const INT8_MAX = 9_223_372_036_854_775_807n;
/** An amount on the wire: minor units, no sign, no leading zeros, at most 19 digits. */
export const MINOR_AMOUNT_PATTERN = /^(0|[1-9][0-9]{0,18})$/;
/** A signed amount on the wire (ledger rows: + credit to the member, − debit). */
export const SIGNED_MINOR_AMOUNT_PATTERN = /^-?(0|[1-9][0-9]{0,18})$/;

/** Minor units from the wire, or null if the text is not a valid int8 amount of 0 or more. */
export function parseMinor(text: string): bigint | null {
  if (!MINOR_AMOUNT_PATTERN.test(text)) return null;
  const value = BigInt(text);
  return value <= INT8_MAX ? value : null;
}

const LOCALES: Record<string, string> = { vi: "vi-VN", en: "en-US", zh: "zh-CN", ja: "ja-JP", th: "th-TH" };

/**
 * Spec §9 "2 decimals with thousands separators": minor units as đồng in the reader's language,
 * computed on bigint digits (no float), e.g. 123456789 → "1.234.567,89" (vi) or "1,234,567.89" (en).
 */
export function formatMinor(minor: string | bigint, language: string, options: { decimals?: 0 | 2 } = {}): string {
  const value = typeof minor === "bigint" ? minor : BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / MINOR_UNITS_PER_DONG;
  const cents = abs % MINOR_UNITS_PER_DONG;
  const locale = LOCALES[language] ?? "vi-VN";
  const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
  const group = parts.find((p) => p.type === "group")?.value ?? ",";
  const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const decimals = options.decimals ?? 2;
  const text = decimals === 0 ? grouped : `${grouped}${decimal}${cents.toString().padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

/**
 * What a member typed in an amount field (đồng, optional thousands separators "." "," or spaces,
 * at most 2 decimals after the last separator only when it has 1–2 digits) as minor units, or null.
 * "100000" → "10000000"; "1.000.000" → "100000000"; "1,000,000" → "100000000"; "99.5" → "9950".
 */
export function dongInputToMinor(input: string): string | null {
  const text = input.trim().replace(/\s/g, "");
  if (!/^[0-9][0-9.,]*$/.test(text)) return null;
  let whole = text;
  let fraction = "";
  const last = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
  if (last >= 0 && text.length - last - 1 <= 2 && text.length - last - 1 >= 1) {
    whole = text.slice(0, last);
    fraction = text.slice(last + 1);
  }
  const digits = whole.replace(/[.,]/g, "");
  if (!/^[0-9]+$/.test(digits)) return null;
  const minor = BigInt(digits) * MINOR_UNITS_PER_DONG + BigInt(fraction.padEnd(2, "0") || "0");
  return minor <= INT8_MAX ? minor.toString() : null;
}
