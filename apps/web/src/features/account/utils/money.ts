/**
 * An amount in minor units (VND x 100) as the spec shows money (§9): two decimals with
 * thousands separators, in the reader's language. Integer arithmetic only: no float ever
 * touches an amount.
 */
export function formatMinorUnits(minor: number | bigint, language: string): string {
  const value = BigInt(minor);
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  const format = new Intl.NumberFormat(language);
  const decimal = format.formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
  return `${sign}${format.format(abs / 100n)}${decimal}${(abs % 100n).toString().padStart(2, "0")}`;
}
