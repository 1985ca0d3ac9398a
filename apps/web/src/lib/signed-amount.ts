import { formatMinor } from "@lotus/contracts/web";

export type AmountDirection = "in" | "out" | "none";

/**
 * A signed ledger amount for the record: "+" and green for money in, a true minus "−" and red for
 * money out, 2 decimals with the language's separators (spec §9).
 */
export function signedAmount(amount: string, language: string): { text: string; direction: AmountDirection } {
  const value = BigInt(amount);
  if (value === 0n) return { text: formatMinor(0n, language), direction: "none" };
  const magnitude = formatMinor(value < 0n ? -value : value, language);
  return value > 0n ? { text: `+${magnitude}`, direction: "in" } : { text: `\u2212${magnitude}`, direction: "out" };
}
