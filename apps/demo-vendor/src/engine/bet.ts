/*
 * Checking what a game page sends as a bet. Amounts are minor units (VND × 100) as JSON strings of
 * digits; a bad bet yields a stable error key (BetError) that the vendor server turns into
 * `invalid_bet` with a message in the page's language.
 */
import type { Selections, StakeLimits } from "./types.ts";

export type BetError =
  | "bet_malformed" // not the engine's bet shape
  | "amount_invalid" // not a positive whole number of minor units as a digit string, or above int8
  | "option_unknown" // a selection names no option of the game
  | "option_duplicate" // the same option twice in one bet
  | "stake_below_min"
  | "stake_above_max"
  | "stake_not_multiple_of_lines"; // slot: the stake must split evenly over the lines

export type ParsedBet<Bet> = { ok: true; bet: Bet; stake: bigint } | { ok: false; error: BetError };

/** The largest amount PostgreSQL's int8 holds. */
export const INT8_MAX = 9_223_372_036_854_775_807n;

/** Limits for replaying an already accepted bet (the verification page): any positive amount. */
export const UNLIMITED_STAKE: StakeLimits = { min: 1n, max: INT8_MAX };

const DIGITS = /^[1-9][0-9]{0,18}$/;

/** A positive amount in minor units from a digit string (no sign, no leading zero, ≤ int8), else null. */
export function parseAmount(value: unknown): bigint | null {
  if (typeof value !== "string" || !DIGITS.test(value)) return null;
  const amount = BigInt(value);
  return amount <= INT8_MAX ? amount : null;
}

export function checkLimits(stake: bigint, limits: StakeLimits): BetError | null {
  if (stake < limits.min) return "stake_below_min";
  if (stake > limits.max) return "stake_above_max";
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `{ selections: [{ id, amount }, …] }` with known, distinct option ids and positive amounts; the
 * stake is their sum and must lie within the limits. Returns the normalized bet.
 */
export function parseSelections(
  input: unknown,
  optionIds: ReadonlySet<string>,
  limits: StakeLimits,
): ParsedBet<Selections> {
  if (!isRecord(input) || !Array.isArray(input.selections)) return { ok: false, error: "bet_malformed" };
  const list: unknown[] = input.selections;
  if (list.length === 0 || list.length > optionIds.size) return { ok: false, error: "bet_malformed" };
  const seen = new Set<string>();
  const selections: Selections["selections"] = [];
  let stake = 0n;
  for (const item of list) {
    if (!isRecord(item) || typeof item.id !== "string") return { ok: false, error: "bet_malformed" };
    if (!optionIds.has(item.id)) return { ok: false, error: "option_unknown" };
    if (seen.has(item.id)) return { ok: false, error: "option_duplicate" };
    seen.add(item.id);
    const amount = parseAmount(item.amount);
    if (amount === null) return { ok: false, error: "amount_invalid" };
    stake += amount;
    selections.push({ id: item.id, amount: amount.toString() });
  }
  if (stake > INT8_MAX) return { ok: false, error: "amount_invalid" };
  const limitError = checkLimits(stake, limits);
  if (limitError) return { ok: false, error: limitError };
  return { ok: true, bet: { selections }, stake };
}

/** Rounds a whole-minor-unit amount × a decimal with 2 places ("1.95") down to a whole minor unit. */
export function multiplyByDecimal(amount: bigint, decimal: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal);
  if (!match) throw new Error(`not a decimal with at most 2 places: ${decimal}`);
  const hundredths = BigInt(match[1]!) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
  return (amount * hundredths) / 100n;
}

/** `rtp` numerator/denominator in basis points, rounded half up. */
export function toBasisPoints(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 20_000n + denominator) / (2n * denominator));
}
