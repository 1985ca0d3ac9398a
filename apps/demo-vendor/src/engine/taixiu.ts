/*
 * Tài Xỉu (big/small) on three fair dice, with the classic Sic Bo table: Tài (11–17) and Xỉu
 * (4–10) return 2× and both lose on a triple; a total of 4–17 and "any triple" return their
 * classic odds plus the stake. RTPs are exact fractions over the 216 equally likely throws.
 */
import { UNLIMITED_STAKE, parseSelections, toBasisPoints, type ParsedBet } from "./bet.ts";
import type { FairStream, GameEngine, Selections, StakeLimits, TaiXiuOutcome, TaiXiuRules } from "./types.ts";

type Option = TaiXiuRules["options"][number];

/** Classic Sic Bo odds "n to 1" of each total (3 and 18 are only reachable as triples, not offered). */
const TOTAL_ODDS: Record<number, number> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};
const ANY_TRIPLE_ODDS = 30;

/** Every throw of three dice, once each (216). */
function allThrows(): [number, number, number][] {
  const throws: [number, number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) throws.push([a, b, c]);
  return throws;
}

export function taiXiuOutcomeOf(dice: [number, number, number]): TaiXiuOutcome {
  const total = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  return { dice, total, triple, result: triple ? "triple" : total >= 11 ? "tai" : "xiu" };
}

/** Whether an option wins on an outcome. */
function wins(option: Option, outcome: TaiXiuOutcome): boolean {
  switch (option.kind) {
    case "tai":
      return outcome.result === "tai";
    case "xiu":
      return outcome.result === "xiu";
    case "total":
      return outcome.total === option.total;
    case "triple_any":
      return outcome.triple;
  }
}

/** The options with their exact RTPs (winning throws × returns / 216). */
function buildRules(): { rules: TaiXiuRules; exact: Map<string, { numerator: bigint; denominator: bigint }> } {
  const base: Omit<Option, "rtpBp">[] = [
    { id: "tai", kind: "tai", returns: "2" },
    { id: "xiu", kind: "xiu", returns: "2" },
    ...Object.entries(TOTAL_ODDS).map(([total, odds]): Omit<Option, "rtpBp"> => ({
      id: `total-${total}`,
      kind: "total",
      total: Number(total),
      returns: String(odds + 1),
    })),
    { id: "triple-any", kind: "triple_any", returns: String(ANY_TRIPLE_ODDS + 1) },
  ];
  const throws = allThrows().map(taiXiuOutcomeOf);
  const exact = new Map<string, { numerator: bigint; denominator: bigint }>();
  const options = base.map((option): Option => {
    const winning = throws.filter((outcome) => wins({ ...option, rtpBp: 0 }, outcome)).length;
    const numerator = BigInt(winning) * BigInt(option.returns);
    const denominator = BigInt(throws.length);
    exact.set(option.id, { numerator, denominator });
    return { ...option, rtpBp: toBasisPoints(numerator, denominator) };
  });
  // The game's RTP is that of its main bets, Tài and Xỉu (the best the table offers).
  return { rules: { options, rtpBp: Math.max(...options.map((option) => option.rtpBp)) }, exact };
}

const built = buildRules();
export const TAIXIU_RULES: TaiXiuRules = built.rules;
/** Exact RTP fractions of each option (unreduced, over 216 throws). */
export const TAIXIU_EXACT_RTP: ReadonlyMap<string, { numerator: bigint; denominator: bigint }> = built.exact;

const optionsById = new Map(TAIXIU_RULES.options.map((option) => [option.id, option]));
const optionIds: ReadonlySet<string> = new Set(optionsById.keys());

export const taiXiuEngine: GameEngine<Selections, TaiXiuOutcome> = {
  engine: "taixiu",
  parseBet(input: unknown, limits: StakeLimits = UNLIMITED_STAKE): ParsedBet<Selections> {
    return parseSelections(input, optionIds, limits);
  },
  play(stream: FairStream): TaiXiuOutcome {
    const dice: [number, number, number] = [1 + stream.nextInt(6), 1 + stream.nextInt(6), 1 + stream.nextInt(6)];
    return taiXiuOutcomeOf(dice);
  },
  payout(bet: Selections, outcome: TaiXiuOutcome): bigint {
    const checked = taiXiuOutcomeOf(outcome.dice);
    let total = 0n;
    for (const { id, amount } of bet.selections) {
      const option = optionsById.get(id);
      if (!option) throw new Error(`unknown Tài Xỉu option: ${id}`);
      if (wins(option, checked)) total += BigInt(amount) * BigInt(option.returns);
    }
    return total;
  },
  describe: () => ({ rtpBp: TAIXIU_RULES.rtpBp, rules: TAIXIU_RULES }),
};
