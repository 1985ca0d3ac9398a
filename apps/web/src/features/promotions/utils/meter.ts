/*
 * The wagering meter's figures from a grant (minor units as digit strings): progress against the
 * requirement as a whole percent rounded down (never 100 before the requirement is met), and the
 * time left before the grant expires.
 */

/** Whole percent of progress / required, 0–100, rounded down; a zero requirement is met. */
export function meterPercent(progress: string, required: string): number {
  const need = BigInt(required);
  if (need <= 0n) return 100;
  const done = BigInt(progress);
  if (done >= need) return 100;
  return Number((done * 100n) / need);
}

/** What is still to wager (never below zero). */
export function remainingWagering(progress: string, required: string): string {
  const left = BigInt(required) - BigInt(progress);
  return (left > 0n ? left : 0n).toString();
}

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number; over: boolean };

/** The time until `iso` from `now`, split for a countdown; `over` once it has passed. */
export function timeLeft(iso: string, now: number): TimeLeft {
  const ms = Date.parse(iso) - now;
  if (!(ms > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, over: true };
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    over: false,
  };
}

/** The weights of a grant's terms as rows: the default, then each category, vendor and game apart. */
export function weightRows(weights: {
  default: number;
  category: Record<string, number>;
  vendor: Record<string, number>;
  game: Record<string, number>;
}): { scope: "default" | "category" | "vendor" | "game"; key: string; weight: number }[] {
  return [
    { scope: "default" as const, key: "default", weight: weights.default },
    ...Object.entries(weights.category).map(([key, weight]) => ({ scope: "category" as const, key, weight })),
    ...Object.entries(weights.vendor).map(([key, weight]) => ({ scope: "vendor" as const, key, weight })),
    ...Object.entries(weights.game).map(([key, weight]) => ({ scope: "game" as const, key, weight })),
  ];
}

/** A raffle prize's exact chance as a percent text with up to 4 decimals ("12.5 %"), from n/d. */
export function chancePercent(numerator: number, denominator: number, language: string): string {
  if (denominator <= 0) return "—";
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 4 }).format(
    numerator / denominator,
  );
}
