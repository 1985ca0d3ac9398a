/** Mobile numbers (spec §5): a fixed digit count per country, dialling codes with their plus sign. */

/** The countries call answers "84"; the calls expect "+84" (contracts `dialingCodeSchema`). */
export function withPlus(dialingCode: string): string {
  const digits = dialingCode.replace(/[^0-9]/g, "");
  return digits === "" ? "" : `+${digits}`;
}

/**
 * What the user typed, as the national number the server expects: separators dropped, and the
 * domestic trunk 0 dropped when it is the one digit too many ("0912 345 678" → "912345678" in
 * Vietnam), since people write their number the way they dial it at home.
 */
export function normalizeMobile(typed: string, digits: number): string {
  const bare = typed.replace(/[\s().-]/g, "");
  if (/^0[0-9]+$/.test(bare) && bare.length === digits + 1) return bare.slice(1);
  return bare;
}

/** Spec §5: digits only, exactly the country's count. */
export function isValidMobile(mobileNum: string, digits: number): boolean {
  return /^[0-9]+$/.test(mobileNum) && mobileNum.length === digits;
}
