import type { Lang } from "./i18n.ts";

/* Money on the pages: bigint minor units (VND × 100) in, digit strings on the wire, never a float. */

const LOCALES: Record<Lang, string> = { vi: "vi-VN", en: "en-US", zh: "zh-CN", ja: "ja-JP", th: "th-TH" };

export function localeOf(lang: Lang): string {
  return LOCALES[lang];
}

/** A JSON amount ("123400") as bigint; throws on anything that is not an integer string. */
export function parseMinor(value: string): bigint {
  if (!/^-?\d+$/.test(value)) throw new Error(`not an amount: ${value}`);
  return BigInt(value);
}

/** An exact decimal string of VND for Intl ("-1234.5" → "-1234.50"), from minor units. */
function toVndDecimal(minor: bigint): `${number}` {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const cents = abs % 100n;
  const text = `${negative ? "-" : ""}${abs / 100n}${cents === 0n ? "" : `.${cents.toString().padStart(2, "0")}`}`;
  return text as `${number}`;
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(LOCALES[lang], options);
    formatters.set(key, nf);
  }
  return nf;
}

/** "1.234.567 ₫" (vi), "₫1,234,567" (en); hundredths of a đồng only when there are some. */
export function formatMoney(minor: bigint | string, lang: Lang, signed = false): string {
  const value = typeof minor === "string" ? parseMinor(minor) : minor;
  const digits = value % 100n === 0n ? 0 : 2;
  return formatter(lang, {
    style: "currency",
    currency: "VND",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: signed ? "exceptZero" : "auto",
  }).format(toVndDecimal(value));
}

/** A short chip label: "1K", "10K", "1M" (or the locale's compact form: "1 N", "1万"…). */
export function formatChip(minor: bigint, lang: Lang): string {
  return formatter(lang, { notation: "compact", maximumFractionDigits: 1 }).format(toVndDecimal(minor));
}

/** "96,37" / "96.37" from basis points (9637). */
export function formatPercentBp(bp: number, lang: Lang): string {
  return formatter(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, "0")}` as `${number}`,
  );
}

/** A decimal odds string from the engine ("1.90") for display in the page's locale. */
export function formatOdds(returns: string, lang: Lang): string {
  if (!/^\d+(\.\d+)?$/.test(returns)) return returns;
  const decimals = returns.split(".")[1]?.length ?? 0;
  return formatter(lang, { minimumFractionDigits: Math.max(decimals, 0), maximumFractionDigits: 6 }).format(
    returns as `${number}`,
  );
}

export function formatInteger(value: number, lang: Lang): string {
  return formatter(lang, {}).format(value);
}

/** Nice stake steps in đồng (1,000 ₫ … 50,000,000 ₫), as minor units. */
const NICE_VND = [
  100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000,
  5_000_000, 10_000_000, 20_000_000, 50_000_000,
].map((vnd) => BigInt(vnd) * 100n);

/**
 * The slot's stake choices: nice amounts rounded up to a multiple of the line count, within the
 * limits, ascending and distinct; the smallest legal stake always comes first.
 */
export function slotStakes(limits: { min: bigint; max: bigint }, lineCount: number): bigint[] {
  const step = BigInt(Math.max(1, lineCount));
  const roundUp = (value: bigint) => ((value + step - 1n) / step) * step;
  const first = roundUp(limits.min > 0n ? limits.min : step);
  const stakes = new Set<bigint>();
  if (first <= limits.max) stakes.add(first);
  for (const nice of NICE_VND) {
    const stake = roundUp(nice);
    if (stake >= first && stake <= limits.max) stakes.add(stake);
  }
  return [...stakes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Chip values for the dice and virtual games: up to `count` nice amounts from the minimum stake up. */
export function chipValues(limits: { min: bigint; max: bigint }, count = 6): bigint[] {
  const chips = NICE_VND.filter((value) => value >= limits.min && value <= limits.max).slice(0, count);
  if (chips.length === 0 && limits.min > 0n && limits.min <= limits.max) chips.push(limits.min);
  return chips;
}
