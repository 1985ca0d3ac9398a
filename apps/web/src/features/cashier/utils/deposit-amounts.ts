import { MINOR_UNITS_PER_DONG } from "@lotus/contracts/web";

/** Round amounts members pick most, in đồng. */
const QUICK_DONG = [100_000n, 200_000n, 500_000n, 1_000_000n, 2_000_000n, 5_000_000n, 10_000_000n, 20_000_000n];
const MAX_CHIPS = 6;

/**
 * The quick-amount chips of a deposit method (minor units): the round amounts inside its limits,
 * or its minimum and maximum when none of them fits.
 */
export function quickAmounts(min: string, max: string): string[] {
  const low = BigInt(min);
  const high = BigInt(max);
  const fitting = QUICK_DONG.map((dong) => dong * MINOR_UNITS_PER_DONG).filter((v) => v >= low && v <= high);
  if (fitting.length > 0) return fitting.slice(0, MAX_CHIPS).map(String);
  if (low > high) return [];
  return low === high ? [min] : [min, max];
}

/** The time left until `deadline` as "m:ss" (or "h:mm:ss"), "0:00" once it has passed. */
export function formatCountdown(deadline: string, now: number): string {
  const end = new Date(deadline).getTime();
  if (Number.isNaN(end)) return "";
  const total = Math.max(0, Math.ceil((end - now) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** Milliseconds until `deadline` (0 once passed, or when it cannot be read). */
export function msUntil(deadline: string, now: number): number {
  const end = new Date(deadline).getTime();
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** An account number in groups of four, easier to compare with a banking app ("0071000123456" → "0071 0001 2345 6"). */
export function groupDigits(value: string): string {
  return value.replace(/(\d{4})(?=\d)/g, "$1 ");
}
