import { HIDDEN_BALANCE, formatMinor } from "@lotus/contracts/web";

/** Where the header remembers that the member hid the balance (spec §2), across tabs and visits. */
export const BALANCE_HIDDEN_STORAGE_KEY = "lotusBalanceHidden";

/** Spec §9 number format (2 decimals, thousands separators), or the three asterisks of spec §2 when hidden. */
export function balanceText(minor: string, language: string, hidden: boolean): string {
  return hidden ? HIDDEN_BALANCE : formatMinor(minor, language);
}

/** The minimum time between two refreshes asked by clicking the balance. */
export const BALANCE_REFRESH_GUARD_MS = 1_000;

/**
 * A click guard: the first click refreshes, clicks within `guardMs` after it are ignored, so a
 * member hammering the balance sends one request per second at most.
 */
export function createRefreshGuard(guardMs: number = BALANCE_REFRESH_GUARD_MS) {
  let last = Number.NEGATIVE_INFINITY;
  return (now: number): boolean => {
    if (now - last < guardMs) return false;
    last = now;
    return true;
  };
}
