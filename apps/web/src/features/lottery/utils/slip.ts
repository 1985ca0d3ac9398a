import {
  combinationCount,
  combinations,
  DEFAULT_LOTTERY_ODDS,
  LOTTERY_BET_TYPES,
  LOTTERY_MAX_LINES,
  padLotteryNumber,
  tongWays,
  validateLine,
  type LotteryBetCode,
  type LotteryBetStructure,
  type LotteryBetType,
  type LotteryBuyRequest,
  type LotteryOddsWire,
  type LotteryPrizeMode,
} from "@lotus/contracts/web";

/*
 * The bet slip: what the board turns a pick into before it is bought. The contracts' helpers
 * expand the numbers (combinations for xiên, trượt and đá); this file only keeps the lines, their
 * units and the totals, in bigint minor units.
 */

export type SlipLine = {
  /** betType + numbers (+ partner game): the same bet added again replaces its units. */
  key: string;
  betType: LotteryBetCode;
  /** Zero padded as the draw writes them ("07", "123"). */
  numbers: string[];
  units: bigint;
  /** Đá 2 đài: the second station (its game code and name); absent on every other bet. */
  partner?: LotteryPartner;
};

/** A second station of the same region and day (the game detail's `partners`). */
export type LotteryPartner = { code: string; name: string };

export type ExpandResult =
  { ok: true; lines: SlipLine[] } | { ok: false; reason: "empty" | "too_few" | "too_many" | "invalid" | "no_partner" };

export const slipKey = (betType: string, numbers: readonly string[], partnerGame?: string) =>
  `${betType}:${numbers.join("-")}${partnerGame ? `@${partnerGame}` : ""}`;

/**
 * The slip lines of a pick: one line per number for single-number types, every k-number
 * combination for xiên / trượt / đá (k = numbers per line). Refuses an empty pick, too few numbers
 * for one line, more lines than one purchase takes, numbers `validateLine` refuses, and a đá 2 đài
 * pick without its second station. `partner` is kept on đá 2 đài lines only.
 */
export function expandPick(
  structure: LotteryBetStructure,
  type: LotteryBetType,
  picked: readonly number[],
  units: bigint,
  partner?: LotteryPartner | null,
): ExpandResult {
  const pick = [...new Set(picked)].sort((a, b) => a - b);
  if (pick.length === 0) return { ok: false, reason: "empty" };
  const k = type.numbersPerLine;
  if (pick.length < k) return { ok: false, reason: "too_few" };
  if (combinationCount(pick.length, k) > BigInt(LOTTERY_MAX_LINES)) return { ok: false, reason: "too_many" };
  const groups = k === 1 ? pick.map((n) => [n]) : combinations(pick, k);
  if (groups.some((numbers) => validateLine(structure, type.code, numbers) !== null)) {
    return { ok: false, reason: "invalid" };
  }
  if (type.twoStations && !partner) return { ok: false, reason: "no_partner" };
  const second = type.twoStations && partner ? { code: partner.code, name: partner.name } : undefined;
  return {
    ok: true,
    lines: groups.map((group) => {
      const numbers = group.map((n) => padLotteryNumber(n, type.digits));
      const line: SlipLine = { key: slipKey(type.code, numbers, second?.code), betType: type.code, numbers, units };
      return second ? { ...line, partner: second } : line;
    }),
  };
}

/** The slip after adding lines: a line already there takes the new units; the order of first entry stays. */
export function mergeLines(slip: readonly SlipLine[], added: readonly SlipLine[]): SlipLine[] {
  const byKey = new Map(slip.map((line) => [line.key, line]));
  for (const line of added) byKey.set(line.key, line);
  return [...byKey.values()];
}

export type OddsByType = ReadonlyMap<string, LotteryOddsWire>;

export const oddsByType = (rows: readonly LotteryOddsWire[]): OddsByType => new Map(rows.map((r) => [r.betType, r]));

/**
 * The payout per hit per unit of a line (minor units). Tổng pays by the chosen sum, but the wire
 * row carries only the sum-9 payout: when that equals the default table's, the default per-sum
 * payout is exact; otherwise the sum's payout is scaled by the ways of 9 over the ways of the sum
 * (rounded down to whole đồng, so the shown win never promises more).
 */
export function payoutPerHit(
  row: LotteryOddsWire,
  betType: LotteryBetCode,
  numbers: readonly string[],
  context: { prizeMode: LotteryPrizeMode; structure: LotteryBetStructure },
): bigint {
  const base = BigInt(row.payoutPerHit);
  if (LOTTERY_BET_TYPES[betType].rule !== "tong" || numbers[0] === undefined) return base;
  const sum = Number(numbers[0]);
  const fallback = DEFAULT_LOTTERY_ODDS.find(
    (r) => r.prizeMode === context.prizeMode && r.structure === context.structure && r.betType === betType,
  );
  const exact = fallback?.payoutBySelection?.[sum];
  if (fallback && fallback.payoutPerHit === base && exact !== undefined) return exact;
  const ways = BigInt(tongWays(sum));
  if (ways === 0n) return 0n;
  return ((base * BigInt(tongWays(9))) / ways / 100n) * 100n;
}

export type SlipTotals = {
  lines: number;
  /** Sum of units × unit price. */
  stake: bigint;
  /** Sum of units × payout per hit: what the slip wins if every line hits once. */
  potentialWin: bigint;
  /** Lines whose bet type has no enabled odds row (they cannot be bought). */
  unpriced: number;
};

export function slipTotals(
  slip: readonly SlipLine[],
  odds: OddsByType,
  context: { prizeMode: LotteryPrizeMode; structure: LotteryBetStructure },
): SlipTotals {
  let stake = 0n;
  let potentialWin = 0n;
  let unpriced = 0;
  for (const line of slip) {
    const row = odds.get(line.betType);
    if (!row || !row.enabled) {
      unpriced += 1;
      continue;
    }
    stake += line.units * BigInt(row.unitPrice);
    potentialWin += line.units * payoutPerHit(row, line.betType, line.numbers, context);
  }
  return { lines: slip.length, stake, potentialWin, unpriced };
}

/** Units typed in the units field: a whole number 1 … max, or null. */
export function parseUnits(text: string, max: number): bigint | null {
  const trimmed = text.trim();
  if (!/^[1-9][0-9]{0,8}$/.test(trimmed)) return null;
  const units = BigInt(trimmed);
  return units <= BigInt(max) ? units : null;
}

/** The purchase body's lines; a đá 2 đài line names its second station as `partnerGame`. */
export const purchaseLines = (slip: readonly SlipLine[]): LotteryBuyRequest["lines"] =>
  slip.map((line) => {
    const body = { betType: line.betType, numbers: [...line.numbers], units: line.units.toString() };
    return line.partner ? { ...body, partnerGame: line.partner.code } : body;
  });

/**
 * The number a "số đã đầy" (lottery_number_full) refusal names: the error value's `number` when
 * the server sends one, else the first 1–4 digit group of its message.
 */
export function fullNumberOf(value: unknown, message: string): string | null {
  if (value && typeof value === "object" && "number" in value) {
    const number = (value as { number: unknown }).number;
    if (typeof number === "string" && /^[0-9]{1,4}$/.test(number)) return number;
  }
  return /(?<![0-9])([0-9]{1,4})(?![0-9])/.exec(message)?.[1] ?? null;
}

/** Cartesian product of digit choices per position ("ghép số" for 3- and 4-digit bets), ascending. */
export function digitProduct(positions: readonly (readonly number[])[]): number[] {
  if (positions.length === 0 || positions.some((p) => p.length === 0)) return [];
  let numbers = [0];
  for (const digits of positions) {
    numbers = numbers.flatMap((n) => [...new Set(digits)].map((d) => n * 10 + d));
  }
  return numbers.sort((a, b) => a - b);
}
