/*
 * Bầu Cua Tôm Cá: three dice whose faces are six pictures. A stake on a picture that shows k ≥ 1
 * times returns stake × (1 + k); otherwise it is lost. Exact RTP of every picture:
 * (75·2 + 15·3 + 1·4) / 216 = 199/216 = 1 − 17/216 ≈ 92.13 %.
 */
import { UNLIMITED_STAKE, parseSelections, toBasisPoints, type ParsedBet } from "./bet.ts";
import type {
  BauCuaOutcome,
  BauCuaRules,
  BauCuaSymbolId,
  FairStream,
  GameEngine,
  Selections,
  StakeLimits,
} from "./types.ts";

export const BAUCUA_SYMBOLS: BauCuaRules["symbols"] = [
  { id: "bau", name: "Bầu", glyph: "🍐" },
  { id: "cua", name: "Cua", glyph: "🦀" },
  { id: "tom", name: "Tôm", glyph: "🦐" },
  { id: "ca", name: "Cá", glyph: "🐟" },
  { id: "ga", name: "Gà", glyph: "🐓" },
  { id: "nai", name: "Nai", glyph: "🦌" },
];

const ids = BAUCUA_SYMBOLS.map((symbol) => symbol.id);
const optionIds: ReadonlySet<string> = new Set(ids);

/** What a unit stake on `symbol` returns for these dice. */
function returnsOf(symbol: string, dice: readonly string[]): bigint {
  const matches = dice.filter((face) => face === symbol).length;
  return matches === 0 ? 0n : BigInt(1 + matches);
}

/** Exact RTP of a stake on one picture: Σ over the 216 throws of its return, over 216. */
function exactRtp(): { numerator: bigint; denominator: bigint } {
  let numerator = 0n;
  for (const a of ids) for (const b of ids) for (const c of ids) numerator += returnsOf("bau", [a, b, c]);
  return { numerator, denominator: 216n };
}

export const BAUCUA_EXACT_RTP = exactRtp();
export const BAUCUA_RULES: BauCuaRules = {
  symbols: BAUCUA_SYMBOLS,
  rtpBp: toBasisPoints(BAUCUA_EXACT_RTP.numerator, BAUCUA_EXACT_RTP.denominator),
};

export const bauCuaEngine: GameEngine<Selections, BauCuaOutcome> = {
  engine: "baucua",
  parseBet(input: unknown, limits: StakeLimits = UNLIMITED_STAKE): ParsedBet<Selections> {
    return parseSelections(input, optionIds, limits);
  },
  play(stream: FairStream): BauCuaOutcome {
    const face = (): BauCuaSymbolId => ids[stream.nextInt(ids.length)]!;
    return { dice: [face(), face(), face()] };
  },
  payout(bet: Selections, outcome: BauCuaOutcome): bigint {
    let total = 0n;
    for (const { id, amount } of bet.selections) total += BigInt(amount) * returnsOf(id, outcome.dice);
    return total;
  },
  describe: () => ({ rtpBp: BAUCUA_RULES.rtpBp, rules: BAUCUA_RULES }),
};
