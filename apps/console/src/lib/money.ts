import { dongInputToMinor, formatMinor, MINOR_UNITS_PER_DONG, parseMinor } from "@lotus/contracts/web";

/*
 * Amounts in the console: minor units (VND x 100) as strings of digits on the wire, bigint when
 * computed, never a float. Display goes through formatMinor, typed input through dongInputToMinor.
 */

/** "1.000.000,00 ₫" (vi) / "1,000,000.00 ₫" (en) from minor units. */
export function formatVnd(minor: string | bigint, language: string): string {
  return `${formatMinor(minor, language)} ₫`;
}

/** A signed ledger amount with an explicit sign: "+1.000,00" / "-1.000,00" / "0,00". */
export function formatSignedMinor(minor: string | bigint, language: string): string {
  const value = typeof minor === "bigint" ? minor : BigInt(minor);
  const text = formatMinor(value, language);
  return value > 0n ? `+${text}` : text;
}

export type AmountInput = { ok: true; minor: string } | { ok: false; reason: "empty" | "invalid" | "zero" };

/** What an operator typed in a VND field as minor units, or why it cannot be one. */
export function parseVndInput(input: string): AmountInput {
  if (input.trim() === "") return { ok: false, reason: "empty" };
  const minor = dongInputToMinor(input);
  if (minor === null) return { ok: false, reason: "invalid" };
  if (BigInt(minor) === 0n) return { ok: false, reason: "zero" };
  return { ok: true, minor };
}

/** Minor units as an editable đồng value without separators: "100000000" → "1000000", "150" → "1.50". */
export function minorToVndInput(minor: string): string {
  const value = parseMinor(minor);
  if (value === null) return "";
  const whole = value / MINOR_UNITS_PER_DONG;
  const cents = value % MINOR_UNITS_PER_DONG;
  return cents === 0n ? whole.toString() : `${whole}.${cents.toString().padStart(2, "0")}`;
}
