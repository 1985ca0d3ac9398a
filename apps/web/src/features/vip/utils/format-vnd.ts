const MINOR_UNITS_PER_DONG = 100;

/**
 * Formats an amount in minor units (VND x 100) as đồng in the reader's language:
 * "5.000.000 ₫" in vi, "₫5,000,000" in en. Whole đồng show no decimals, as VND is written;
 * a fraction of a đồng is never hidden, so such amounts show 2 decimals.
 */
export function formatVnd(minorUnits: number, language: string): string {
  const fractionDigits = minorUnits % MINOR_UNITS_PER_DONG === 0 ? 0 : 2;
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "VND",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(minorUnits / MINOR_UNITS_PER_DONG);
}

/** A rebate given in percent (0.4 means 0.4 %), written as the language writes percentages. */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
}
