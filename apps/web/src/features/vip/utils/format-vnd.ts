import { formatMinor, MINOR_UNITS_PER_DONG } from "@lotus/contracts/web";

const NUMBER_PARTS = new Set(["integer", "group", "decimal", "fraction"]);

/**
 * Formats an amount in minor units (VND x 100) as đồng in the reader's language:
 * "5.000.000 ₫" in vi, "₫5,000,000" in en. Whole đồng show no decimals, as VND is written;
 * a fraction of a đồng is never hidden, so such amounts show 2 decimals. The digits come from
 * formatMinor (bigint, no float); Intl only says where the language puts the ₫ sign.
 */
export function formatVnd(minorUnits: number | bigint | string, language: string): string {
  const minor = BigInt(minorUnits);
  const decimals = minor % MINOR_UNITS_PER_DONG === 0n ? 0 : 2;
  const amount = formatMinor(minor, language, { decimals });
  const parts = new Intl.NumberFormat(language, {
    style: "currency",
    currency: "VND",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).formatToParts(0);
  let placed = false;
  return parts
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (placed) return "";
      placed = true;
      return amount;
    })
    .join("");
}

/** A rebate given in percent (0.4 means 0.4 %), written as the language writes percentages. */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
}
