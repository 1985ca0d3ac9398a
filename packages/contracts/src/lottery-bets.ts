/*
 * Vietnamese lottery bets (issue 14): the bet-type catalogue, exact settlement of one ticket line
 * against a draw, the default odds per prize mode and the exact return to player of every odds row
 * (features-research.md, part a.2). Pure integer and bigint arithmetic: money is minor units, and
 * the RTP is an exact fraction computed from the prize structure, so a mispriced row fails a test
 * instead of hiding behind rounding.
 *
 * Probability model: every digit of every prize number is uniform on 0–9 and independent, so the
 * last d digits of the numbers that have at least d digits are independent and uniform on
 * 0 … 10^d − 1.
 */
import { LOTTERY_PRIZES, type LotteryPrize } from "./lottery-schedule.ts";
import { LOTTERY_STRUCTURES, type LotteryStructure } from "./lottery-draw.ts";
import { MINOR_UNITS_PER_DONG } from "./money-units.ts";

/** The prize structure a draw follows: Miền Bắc (27 numbers) or Miền Nam / Trung (18 a station). */
export type LotteryBetStructure = LotteryStructure;
export const LOTTERY_BET_STRUCTURES = LOTTERY_STRUCTURES;

/** The prize rows of a structure, ĐB first. */
export const lotteryStructurePrizes = (structure: LotteryBetStructure): readonly LotteryPrize[] =>
  LOTTERY_PRIZES[structure];

/** The part of a draw result settlement reads (lottery-draw.ts's result has this shape): ĐB first. */
export type LotteryResultLike = { readonly prizes: readonly { prize: string; numbers: readonly string[] }[] };

/* ---- The catalogue ---- */

export const LOTTERY_BET_CODES = [
  "lo2",
  "lo3",
  "lo4",
  "de",
  "de_dau",
  "de_duoi",
  "cang3",
  "cang4",
  "xien2",
  "xien3",
  "xien4",
  "truot4",
  "truot8",
  "truot10",
  "tai_xiu",
  "chan_le",
  "tong",
  "da",
  "da2",
] as const;
export type LotteryBetCode = (typeof LOTTERY_BET_CODES)[number];

/**
 * How a bet type is settled:
 * - `lo`: the number equals the last `digits` digits of a prize number that has at least that many
 *   digits; one hit per occurrence ("về nháy" pays again).
 * - `special`: compared with the last `digits` digits of ĐB (đề, càng 3, càng 4); one hit.
 * - `special_tens` / `special_units`: one digit against the tens / units digit of ĐB's last two.
 * - `xien`: every chosen 2-digit number appears among the 2-digit endings at least once; one hit.
 * - `truot`: none of the chosen numbers appears among the 2-digit endings; one hit.
 * - `da`: both numbers appear; hits = min(occurrences of a, occurrences of b), so each complete pair
 *   of appearances pays once (a twice and b once is one pair; both twice are two).
 * - `da2` (đá 2 đài): as `da`, counted over the endings of two stations drawn the same day in the
 *   same region (36 numbers): the line's own draw and its partner draw.
 * - `tai_xiu` (1 tài: ĐB's last two ≥ 50, 0 xỉu: < 50), `chan_le` (0 chẵn: even, 1 lẻ: odd),
 *   `tong` (sum of ĐB's last two digits, 0–18); one hit.
 */
export type LotteryBetRule =
  | "lo"
  | "special"
  | "special_tens"
  | "special_units"
  | "xien"
  | "truot"
  | "da"
  | "da2"
  | "tai_xiu"
  | "chan_le"
  | "tong";

export type LotteryBetType = {
  code: LotteryBetCode;
  /** i18n key of the Vietnamese (and translated) name. */
  nameKey: string;
  rule: LotteryBetRule;
  /** Digits each selection is written with, zero padded (1 for a single digit or an option). */
  digits: number;
  /** The range of one selection: 0 … 10^digits − 1 for numbers; the option domain otherwise. */
  min: number;
  max: number;
  /** Selections one ticket line takes: 1 for lô, đề and càng; k for xiên, trượt and đá. */
  numbersPerLine: number;
  structures: readonly LotteryBetStructure[];
  /** "point": lô, a điểm priced to cover every ending of the draw; "money": a plain stake. */
  sale: "point" | "money";
  /** Option bets: the i18n key of each selection, indexed by the selection's value. */
  optionKeys?: readonly string[];
  /** Đá 2 đài: the line also names a second station of the same region and day (its partner draw). */
  twoStations?: true;
};

const BOTH: readonly LotteryBetStructure[] = ["north", "southern"];

function numberBet(
  code: LotteryBetCode,
  rule: LotteryBetRule,
  digits: number,
  numbersPerLine = 1,
  structures = BOTH,
): LotteryBetType {
  return {
    code,
    nameKey: `lottery.bet.${code}`,
    rule,
    digits,
    min: 0,
    max: 10 ** digits - 1,
    numbersPerLine,
    structures,
    sale: rule === "lo" ? "point" : "money",
  };
}

function optionBet(code: LotteryBetCode, rule: LotteryBetRule, max: number, optionKeys?: readonly string[]) {
  const type: LotteryBetType = {
    code,
    nameKey: `lottery.bet.${code}`,
    rule,
    digits: max < 10 ? 1 : 2,
    min: 0,
    max,
    numbersPerLine: 1,
    structures: BOTH,
    sale: "money",
  };
  return optionKeys ? { ...type, optionKeys } : type;
}

/** Every bet type by code. Đá (one and two stations) exists in the South / Central structure only. */
export const LOTTERY_BET_TYPES: Readonly<Record<LotteryBetCode, LotteryBetType>> = {
  lo2: numberBet("lo2", "lo", 2),
  lo3: numberBet("lo3", "lo", 3),
  lo4: numberBet("lo4", "lo", 4),
  de: numberBet("de", "special", 2),
  de_dau: numberBet("de_dau", "special_tens", 1),
  de_duoi: numberBet("de_duoi", "special_units", 1),
  cang3: numberBet("cang3", "special", 3),
  cang4: numberBet("cang4", "special", 4),
  xien2: numberBet("xien2", "xien", 2, 2),
  xien3: numberBet("xien3", "xien", 2, 3),
  xien4: numberBet("xien4", "xien", 2, 4),
  truot4: numberBet("truot4", "truot", 2, 4),
  truot8: numberBet("truot8", "truot", 2, 8),
  truot10: numberBet("truot10", "truot", 2, 10),
  tai_xiu: optionBet("tai_xiu", "tai_xiu", 1, ["lottery.option.xiu", "lottery.option.tai"]),
  chan_le: optionBet("chan_le", "chan_le", 1, ["lottery.option.chan", "lottery.option.le"]),
  tong: optionBet("tong", "tong", 18),
  da: numberBet("da", "da", 2, 2, ["southern"]),
  da2: { ...numberBet("da2", "da2", 2, 2, ["southern"]), twoStations: true },
};

/** The bet types a structure offers, in catalogue order. */
export const lotteryBetTypesFor = (structure: LotteryBetStructure): readonly LotteryBetType[] =>
  LOTTERY_BET_CODES.map((code) => LOTTERY_BET_TYPES[code]).filter((type) => type.structures.includes(structure));

const isBetCode = (code: string): code is LotteryBetCode => Object.hasOwn(LOTTERY_BET_TYPES, code);

/* ---- Validation ---- */

export const LOTTERY_LINE_ERRORS = [
  "lottery_bet_type_unavailable",
  "lottery_wrong_count",
  "lottery_bad_numbers",
  "lottery_duplicate_numbers",
] as const;
export type LotteryLineError = (typeof LOTTERY_LINE_ERRORS)[number];

/**
 * Why a ticket line cannot be accepted, or null: the type is unknown or not drawn in the structure,
 * the line has the wrong number of selections, a selection is not an integer in the type's range
 * (a 2-digit number above 99, a digit above 9, a sum above 18), or a xiên / trượt / đá line repeats
 * a number.
 */
export function validateLine(
  structure: LotteryBetStructure,
  betType: string,
  numbers: readonly number[],
): LotteryLineError | null {
  if (!isBetCode(betType) || !LOTTERY_BET_TYPES[betType].structures.includes(structure)) {
    return "lottery_bet_type_unavailable";
  }
  const type = LOTTERY_BET_TYPES[betType];
  if (numbers.length !== type.numbersPerLine) return "lottery_wrong_count";
  if (numbers.some((n) => !Number.isSafeInteger(n) || n < type.min || n > type.max)) return "lottery_bad_numbers";
  if (new Set(numbers).size !== numbers.length) return "lottery_duplicate_numbers";
  return null;
}

/* ---- Settlement ---- */

/** A number as the draw writes it: zero padded to `digits`. */
export const padLotteryNumber = (n: number, digits: number): string => String(n).padStart(digits, "0");

function specialOf(result: LotteryResultLike): { prize: string; number: string } {
  const row = result.prizes.find((p) => p.prize === "DB") ?? result.prizes[0];
  const number = row?.numbers[0];
  if (!row || number === undefined) throw new Error("lottery result has no special prize");
  return { prize: row.prize, number };
}

function checkDigits(result: LotteryResultLike): void {
  for (const row of result.prizes) {
    for (const number of row.numbers) {
      if (!/^[0-9]+$/.test(number)) throw new Error(`lottery result number is not digits: ${row.prize} ${number}`);
    }
  }
}

export type LotteryEndingCounts = {
  /** ĐB as drawn. */
  special: string;
  /** Last 2 / 3 / 4 digits → how many prize numbers (with at least that many digits) end with them. */
  lo2: Readonly<Record<string, number>>;
  lo3: Readonly<Record<string, number>>;
  lo4: Readonly<Record<string, number>>;
};

/** The occurrence counts of every 2-, 3- and 4-digit ending of a draw, and its ĐB. */
export function lotteryEndingCounts(result: LotteryResultLike): LotteryEndingCounts {
  checkDigits(result);
  const counts: Record<2 | 3 | 4, Record<string, number>> = { 2: {}, 3: {}, 4: {} };
  for (const row of result.prizes) {
    for (const number of row.numbers) {
      for (const digits of [2, 3, 4] as const) {
        if (number.length < digits) continue;
        const ending = number.slice(-digits);
        counts[digits][ending] = (counts[digits][ending] ?? 0) + 1;
      }
    }
  }
  return { special: specialOf(result).number, lo2: counts[2], lo3: counts[3], lo4: counts[4] };
}

/** Where a chosen number appeared; `partner` marks the partner station's draw (đá 2 đài). */
export type LotteryMatch = { prize: string; index: number; number: string; partner?: true };
export type LotterySettlement = { hits: number; matches: LotteryMatch[] };

/** Every (prize, position) whose number ends with `ending`. */
function occurrences(result: LotteryResultLike, ending: string): LotteryMatch[] {
  const matches: LotteryMatch[] = [];
  for (const row of result.prizes) {
    row.numbers.forEach((number, index) => {
      if (number.length >= ending.length && number.endsWith(ending)) matches.push({ prize: row.prize, index, number });
    });
  }
  return matches;
}

/**
 * Settles one ticket line. `hits` is what the line is paid for (win = hits × units × payout per
 * hit); `matches` shows where the chosen numbers appeared, so a statement can name the prize and
 * position: for lô every occurrence (hits = their number); for đề, càng and the ĐB options the ĐB
 * when it wins; for xiên, trượt and đá every appearance of the chosen numbers, also when the line
 * loses (a xiên with one number missing, a trượt with one number drawn). Đá 2 đài counts over the
 * line's draw and `partner`, the partner station's result (its matches are marked `partner`).
 * Throws on a line that `validateLine` refuses, a result that is not digits, or a đá 2 đài line
 * without its partner's result: tickets are validated at entry.
 */
export function settleLine(
  structure: LotteryBetStructure,
  betType: LotteryBetCode,
  numbers: readonly number[],
  result: LotteryResultLike,
  partner?: LotteryResultLike,
): LotterySettlement {
  const error = validateLine(structure, betType, numbers);
  if (error) throw new Error(`${error}: ${betType} [${numbers.join(",")}]`);
  checkDigits(result);
  if (betType === "da2") {
    if (!partner) throw new Error("đá 2 đài needs the partner station's result");
    checkDigits(partner);
    const perNumber = numbers.map((n) => {
      const ending = padLotteryNumber(n, 2);
      const theirs = occurrences(partner, ending).map((m): LotteryMatch => ({ ...m, partner: true }));
      return [...occurrences(result, ending), ...theirs];
    });
    return { hits: Math.min(...perNumber.map((m) => m.length)), matches: perNumber.flat() };
  }
  const type = LOTTERY_BET_TYPES[betType];
  const selection = numbers[0] as number;
  const special = specialOf(result);
  const lastTwo = Number(special.number.slice(-2));
  const onSpecial = (wins: boolean): LotterySettlement =>
    wins
      ? { hits: 1, matches: [{ prize: special.prize, index: 0, number: special.number }] }
      : { hits: 0, matches: [] };

  switch (type.rule) {
    case "lo": {
      const matches = occurrences(result, padLotteryNumber(selection, type.digits));
      return { hits: matches.length, matches };
    }
    case "special":
      return onSpecial(
        special.number.length >= type.digits && special.number.endsWith(padLotteryNumber(selection, type.digits)),
      );
    case "special_tens":
      return onSpecial(Math.floor(lastTwo / 10) === selection);
    case "special_units":
      return onSpecial(lastTwo % 10 === selection);
    case "tai_xiu":
      return onSpecial((lastTwo >= 50 ? 1 : 0) === selection);
    case "chan_le":
      return onSpecial(lastTwo % 2 === selection);
    case "tong":
      return onSpecial(Math.floor(lastTwo / 10) + (lastTwo % 10) === selection);
    case "xien":
    case "truot":
    case "da":
    case "da2": {
      const perNumber = numbers.map((n) => occurrences(result, padLotteryNumber(n, 2)));
      const counts = perNumber.map((m) => m.length);
      const matches = perNumber.flat();
      const hits =
        type.rule === "xien"
          ? Number(counts.every((c) => c > 0))
          : type.rule === "truot"
            ? Number(counts.every((c) => c === 0))
            : Math.min(...counts);
      return { hits, matches };
    }
  }
}

/* ---- Odds ---- */

/** Spec §7 lottery prize modes (`lottoPrizeMode`): each brand prices its bets per mode. */
export const LOTTERY_PRIZE_MODES = ["Lott", "ZY", "Elott", "SEA"] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

export type LotteryOddsRow = {
  prizeMode: LotteryPrizeMode;
  structure: LotteryBetStructure;
  betType: LotteryBetCode;
  /** Stake in minor units of one unit (of one điểm for lô, which covers every ending of the draw). */
  unitPrice: bigint;
  /** Minor units paid per hit per unit (for tổng: the payout on sum 9, the most likely). */
  payoutPerHit: bigint;
  /** Tổng only: the payout per hit per unit of each sum 0…18 (sums differ in likelihood). */
  payoutBySelection?: readonly bigint[];
};

/** The payout per hit per unit of a line (the selected sum's, for tổng). */
export function payoutPerHitOf(row: LotteryOddsRow, numbers: readonly number[] = []): bigint {
  const selection = numbers[0];
  if (row.payoutBySelection && selection !== undefined) {
    const payout = row.payoutBySelection[selection];
    if (payout === undefined) throw new Error(`no payout for selection ${selection} of ${row.betType}`);
    return payout;
  }
  return row.payoutPerHit;
}

/** The stake of a line: units × unit price (a điểm of lô is priced to cover every ending already). */
export function lineStake(betType: LotteryBetCode, units: bigint, row: LotteryOddsRow): bigint {
  if (row.betType !== betType) throw new Error(`odds row of ${row.betType} used for ${betType}`);
  if (units <= 0n) throw new Error("units must be positive");
  return units * row.unitPrice;
}

/** The win of a settled line in minor units: hits × units × payout per hit. */
export function lineWin(row: LotteryOddsRow, numbers: readonly number[], hits: number, units: bigint): bigint {
  return BigInt(hits) * units * payoutPerHitOf(row, numbers);
}

const dong = (d: bigint) => d * MINOR_UNITS_PER_DONG;

/** Ways two digits sum to s (0–18): the number of 2-digit endings 00–99 with that digit sum. */
export const tongWays = (sum: number): number => (sum < 0 || sum > 18 ? 0 : 10 - Math.abs(sum - 9));

/** Stake per unit and base payout per hit (đồng) of the Lott mode, per structure. */
type BasePrice = { unit: bigint; payout: bigint };
const MONEY_UNIT = 1_000n;
const BASE_PRICES: Record<LotteryBetStructure, Partial<Record<LotteryBetCode, BasePrice>>> = {
  north: {
    lo2: { unit: 27_000n, payout: 99_000n },
    lo3: { unit: 23_000n, payout: 980_000n },
    lo4: { unit: 20_000n, payout: 9_000_000n },
    de: { unit: MONEY_UNIT, payout: 99_000n },
    de_dau: { unit: MONEY_UNIT, payout: 9_900n },
    de_duoi: { unit: MONEY_UNIT, payout: 9_900n },
    cang3: { unit: MONEY_UNIT, payout: 980_000n },
    cang4: { unit: MONEY_UNIT, payout: 9_200_000n },
    xien2: { unit: MONEY_UNIT, payout: 17_000n },
    xien3: { unit: MONEY_UNIT, payout: 75_000n },
    xien4: { unit: MONEY_UNIT, payout: 350_000n },
    truot4: { unit: MONEY_UNIT, payout: 2_850n },
    truot8: { unit: MONEY_UNIT, payout: 9_000n },
    truot10: { unit: MONEY_UNIT, payout: 16_000n },
    tai_xiu: { unit: MONEY_UNIT, payout: 1_980n },
    chan_le: { unit: MONEY_UNIT, payout: 1_980n },
  },
  southern: {
    lo2: { unit: 18_000n, payout: 99_000n },
    lo3: { unit: 17_000n, payout: 980_000n },
    lo4: { unit: 16_000n, payout: 9_000_000n },
    de: { unit: MONEY_UNIT, payout: 99_000n },
    de_dau: { unit: MONEY_UNIT, payout: 9_900n },
    de_duoi: { unit: MONEY_UNIT, payout: 9_900n },
    cang3: { unit: MONEY_UNIT, payout: 980_000n },
    cang4: { unit: MONEY_UNIT, payout: 9_200_000n },
    xien2: { unit: MONEY_UNIT, payout: 36_000n },
    xien3: { unit: MONEY_UNIT, payout: 240_000n },
    xien4: { unit: MONEY_UNIT, payout: 1_650_000n },
    truot4: { unit: MONEY_UNIT, payout: 2_000n },
    truot8: { unit: MONEY_UNIT, payout: 4_300n },
    truot10: { unit: MONEY_UNIT, payout: 6_300n },
    tai_xiu: { unit: MONEY_UNIT, payout: 1_980n },
    chan_le: { unit: MONEY_UNIT, payout: 1_980n },
    da: { unit: MONEY_UNIT, payout: 36_000n },
    da2: { unit: MONEY_UNIT, payout: 10_200n },
  },
};
/** Tổng returns this share of the stake on every sum (payout = 95 % × 100 / ways, whole đồng down). */
const TONG_RETURN_PERCENT = 95n;

/** Payout factor per prize mode in basis points of the Lott payouts (each mode keeps its own margin). */
const PRIZE_MODE_FACTOR_BP: Record<LotteryPrizeMode, bigint> = {
  Lott: 10_000n,
  ZY: 9_950n,
  Elott: 9_900n,
  SEA: 9_850n,
};

/** A base payout (đồng) scaled by the mode's factor, rounded down to whole đồng, in minor units. */
const scaled = (payoutDong: bigint, mode: LotteryPrizeMode) =>
  dong((payoutDong * PRIZE_MODE_FACTOR_BP[mode]) / 10_000n);

/**
 * The demo default odds (features-research.md a.2, "online" column, repriced where that column's
 * return was far below the rest): every (prize mode, structure, bet type the structure offers). Lô is
 * sold by the điểm at 1,000 đ per ending (27,000 đ North, 18,000 đ South for lô 2), the rest by
 * 1,000 đ units. Every row returns at most 100 % (lottery-bets.test.ts computes each exactly).
 */
export const DEFAULT_LOTTERY_ODDS: readonly LotteryOddsRow[] = LOTTERY_PRIZE_MODES.flatMap((prizeMode) =>
  LOTTERY_BET_STRUCTURES.flatMap((structure) =>
    lotteryBetTypesFor(structure).map((type): LotteryOddsRow => {
      if (type.rule === "tong") {
        const payoutBySelection = Array.from({ length: 19 }, (_, sum) =>
          scaled((TONG_RETURN_PERCENT * MONEY_UNIT) / BigInt(tongWays(sum)), prizeMode),
        );
        return {
          prizeMode,
          structure,
          betType: type.code,
          unitPrice: dong(MONEY_UNIT),
          payoutPerHit: payoutBySelection[9] as bigint,
          payoutBySelection,
        };
      }
      const base = BASE_PRICES[structure][type.code];
      if (!base) throw new Error(`no default price for ${structure} ${type.code}`);
      return {
        prizeMode,
        structure,
        betType: type.code,
        unitPrice: dong(base.unit),
        payoutPerHit: scaled(base.payout, prizeMode),
      };
    }),
  ),
);

/** The odds row of (mode, structure, bet type) in a table, or undefined. */
export const findLotteryOdds = (
  rows: readonly LotteryOddsRow[],
  prizeMode: LotteryPrizeMode,
  structure: LotteryBetStructure,
  betType: LotteryBetCode,
): LotteryOddsRow | undefined =>
  rows.find((r) => r.prizeMode === prizeMode && r.structure === structure && r.betType === betType);

/* ---- Exact expectation and RTP ---- */

export type Fraction = { numerator: bigint; denominator: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
};

const fraction = (numerator: bigint, denominator: bigint): Fraction => {
  const g = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / g, denominator: denominator / g };
};

const binomial = (n: number, k: number): bigint => {
  let value = 1n;
  for (let i = 1; i <= k; i += 1) value = (value * BigInt(n - k + i)) / BigInt(i);
  return value;
};

const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));

/** Prize numbers with at least `digits` digits (the endings a lô of that length can hit). */
export const lotteryEndingCount = (prizes: readonly LotteryPrize[], digits: number): number =>
  prizes.reduce((sum, row) => sum + (row.digits >= digits ? row.count : 0), 0);

/** E[min(X_a, X_b)] for two numbers among `endings` uniform 2-digit endings: Σ over (a, b) occurrences
 *  of endings! / (a! b! (endings−a−b)!) · 98^(endings−a−b) / 100^endings · min(a, b). */
function pairExpectedHits(endings: number): Fraction {
  let numerator = 0n;
  const all = factorial(endings);
  for (let a = 1; a <= endings; a += 1) {
    for (let b = 1; a + b <= endings; b += 1) {
      const ways = all / (factorial(a) * factorial(b) * factorial(endings - a - b));
      numerator += ways * 98n ** BigInt(endings - a - b) * BigInt(Math.min(a, b));
    }
  }
  return fraction(numerator, 100n ** BigInt(endings));
}

/**
 * The exact expected hits of one line of a bet type under a prize structure (a list of prize rows,
 * ĐB first, normally `lotteryStructurePrizes(structure)`). The selection matters only for tổng
 * (`selection` = the sum; without it, the most likely sum 9). With n 2-digit endings:
 * lô d = n_d / 10^d; xiên k = Σ_j (−1)^j C(k,j) (1 − j/100)^n; trượt k = (1 − k/100)^n;
 * đá = E[min(X_a, X_b)] over the multinomial counts of a and b among the n endings; đá 2 đài the
 * same over the 2n endings of two stations.
 */
export function lotteryExpectedHits(
  prizes: readonly LotteryPrize[],
  betType: LotteryBetCode,
  selection?: number,
): Fraction {
  const type = LOTTERY_BET_TYPES[betType];
  const n = lotteryEndingCount(prizes, 2);
  const hundredPowN = 100n ** BigInt(n);
  switch (type.rule) {
    case "lo":
      return fraction(BigInt(lotteryEndingCount(prizes, type.digits)), 10n ** BigInt(type.digits));
    case "special": {
      const specialDigits = (prizes.find((p) => p.prize === "DB") ?? prizes[0])?.digits ?? 0;
      return specialDigits >= type.digits ? fraction(1n, 10n ** BigInt(type.digits)) : fraction(0n, 1n);
    }
    case "special_tens":
    case "special_units":
      return fraction(1n, 10n);
    case "tai_xiu":
    case "chan_le":
      return fraction(1n, 2n);
    case "tong":
      return fraction(BigInt(tongWays(selection ?? 9)), 100n);
    case "xien": {
      const k = type.numbersPerLine;
      let numerator = 0n;
      for (let j = 0; j <= k; j += 1) {
        const term = binomial(k, j) * BigInt(100 - j) ** BigInt(n);
        numerator += j % 2 === 0 ? term : -term;
      }
      return fraction(numerator, hundredPowN);
    }
    case "truot":
      return fraction(BigInt(100 - type.numbersPerLine) ** BigInt(n), hundredPowN);
    case "da":
      return pairExpectedHits(n);
    case "da2":
      return pairExpectedHits(2 * n);
  }
}

/**
 * The exact return to player of an odds row: E[hits] × payout per hit ÷ unit price. For tổng, the
 * given sum's; without one, the highest over all sums (the figure a ≤ 100 % check needs).
 */
export function lotteryRtp(
  structure: LotteryBetStructure,
  betType: LotteryBetCode,
  row: LotteryOddsRow,
  selection?: number,
): Fraction {
  const prizes = lotteryStructurePrizes(structure);
  const one = (sel: number | undefined) => {
    const hits = lotteryExpectedHits(prizes, betType, sel);
    const payout = payoutPerHitOf(row, sel === undefined ? [] : [sel]);
    return fraction(hits.numerator * payout, hits.denominator * row.unitPrice);
  };
  if (selection !== undefined || !row.payoutBySelection) return one(selection);
  return row.payoutBySelection
    .map((_, sum) => one(sum))
    .reduce((best, rtp) => (rtp.numerator * best.denominator > best.numerator * rtp.denominator ? rtp : best));
}

/** The RTP in basis points, rounded down (9,900 = 99.00 %), for display. */
export function lotteryRtpBp(
  structure: LotteryBetStructure,
  betType: LotteryBetCode,
  row: LotteryOddsRow,
  selection?: number,
): bigint {
  const rtp = lotteryRtp(structure, betType, row, selection);
  return (rtp.numerator * 10_000n) / rtp.denominator;
}

/* ---- Entry helpers: they only expand numbers; the ticket stores the expanded lines ---- */

/** Đảo: every distinct ordering of the digits ("123" → 123, 132, 213, 231, 312, 321), ascending. */
export function permutations(digits: string): number[] {
  if (!/^[0-9]{1,6}$/.test(digits)) return [];
  const found = new Set<string>();
  const walk = (prefix: string, rest: string) => {
    if (!rest) found.add(prefix);
    for (let i = 0; i < rest.length; i += 1) {
      if (rest.indexOf(rest[i] as string) === i) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
    }
  };
  walk("", digits);
  return [...found].map(Number).sort((a, b) => a - b);
}

/** The numbers of `digits` digits (00–99 for 2), ascending. */
export const gridNumbers = (digits: number): number[] => Array.from({ length: 10 ** digits }, (_, n) => n);

/** chẵn: even numbers; lẻ: odd; tài: the upper half (≥ 50 for 2 digits); xỉu: the lower half. */
export function numberSet(kind: "chan" | "le" | "tai" | "xiu", digits = 2): number[] {
  const half = 10 ** digits / 2;
  const keep = { chan: (n: number) => n % 2 === 0, le: (n: number) => n % 2 === 1, tai: (n: number) => n >= half }[
    kind === "xiu" ? "tai" : kind
  ];
  return gridNumbers(digits).filter((n) => (kind === "xiu" ? !keep(n) : keep(n)));
}

/** 12 con giáp in their order (index 0–11): Tý, Sửu, Dần, Mão, Thìn, Tỵ, Ngọ, Mùi, Thân, Dậu, Tuất, Hợi. */
export const CON_GIAP_KEYS = [
  "lottery.animal.ty",
  "lottery.animal.suu",
  "lottery.animal.dan",
  "lottery.animal.mao",
  "lottery.animal.thin",
  "lottery.animal.ti",
  "lottery.animal.ngo",
  "lottery.animal.mui",
  "lottery.animal.than",
  "lottery.animal.dau",
  "lottery.animal.tuat",
  "lottery.animal.hoi",
] as const;

/** The 2-digit numbers of a con giáp: n with n mod 12 = the animal's index (Tý: 00, 12, … 96). */
export function conGiap(animalIndex: number): number[] {
  if (!Number.isInteger(animalIndex) || animalIndex < 0 || animalIndex > 11) return [];
  return gridNumbers(2).filter((n) => n % 12 === animalIndex);
}

/**
 * Pasted numbers: split on spaces, commas, semicolons, dots and newlines; each piece must be exactly
 * `digits` digits. Valid numbers come back once each, in the order first seen; the rest as written.
 */
export function parseNumberList(text: string, digits: number): { numbers: number[]; invalid: string[] } {
  const numbers: number[] = [];
  const invalid: string[] = [];
  const pattern = new RegExp(`^[0-9]{${digits}}$`);
  for (const piece of text.split(/[\s,;.]+/)) {
    if (!piece) continue;
    if (!pattern.test(piece)) invalid.push(piece);
    else if (!numbers.includes(Number(piece))) numbers.push(Number(piece));
  }
  return { numbers, invalid };
}

/** C(n, k) as a bigint, so a screen can refuse a pick before expanding it. */
export const combinationCount = (n: number, k: number): bigint => (k < 0 || k > n ? 0n : binomial(n, k));

/** The most lines `combinations` expands at once. */
export const LOTTERY_MAX_COMBINATIONS = 10_000;

/**
 * Every k-number line from a larger pick (xiên, trượt, đá), duplicates dropped, in lexicographic
 * order of positions. Throws a RangeError above LOTTERY_MAX_COMBINATIONS lines.
 */
export function combinations(numbers: readonly number[], k: number): number[][] {
  const pick = [...new Set(numbers)];
  if (k <= 0 || k > pick.length) return [];
  if (combinationCount(pick.length, k) > BigInt(LOTTERY_MAX_COMBINATIONS)) {
    throw new RangeError(`more than ${LOTTERY_MAX_COMBINATIONS} combinations`);
  }
  const lines: number[][] = [];
  const walk = (start: number, line: number[]) => {
    if (line.length === k) {
      lines.push(line);
      return;
    }
    for (let i = start; i <= pick.length - (k - line.length); i += 1) walk(i + 1, [...line, pick[i] as number]);
  };
  walk(0, []);
  return lines;
}
