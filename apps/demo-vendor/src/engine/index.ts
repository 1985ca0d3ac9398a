/*
 * The demo vendor's game engines: the one entry the vendor server and the verification page share.
 * Pure TypeScript for Node and the browser; the Node-only fast HMAC and seed generation are in
 * ./node-hmac.ts (import it from server code only).
 */
import { UNLIMITED_STAKE, type BetError } from "./bet.ts";
import { bauCuaEngine } from "./baucua.ts";
import { createFairStream } from "./fair.ts";
import { hmacSha256 } from "./sha256.ts";
import { slotEngine } from "./slot.ts";
import { taiXiuEngine } from "./taixiu.ts";
import type { GameEngine, GameEngineName, HmacSha256, RoundSeeds, StakeLimits } from "./types.ts";
import { virtualEngine } from "./virtual.ts";

export type * from "./types.ts";
export { INT8_MAX, UNLIMITED_STAKE, multiplyByDecimal, parseAmount, type BetError, type ParsedBet } from "./bet.ts";
export {
  CLIENT_SEED_PATTERN,
  SERVER_SEED_PATTERN,
  createFairStream,
  fairMessage,
  hashServerSeed,
  isClientSeed,
  isServerSeed,
  type CountingFairStream,
} from "./fair.ts";
export { hmacSha256, sha256, sha256Hex, toHex, utf8 } from "./sha256.ts";
export { SLOT_LINES, SLOT_REELS, SLOT_ROWS, slotEngine, slotRtpBp, slotRules } from "./slot.ts";
export { SLOT_FAMILIES } from "./slot-families.ts";
export { TAIXIU_RULES, taiXiuEngine } from "./taixiu.ts";
export { BAUCUA_RULES, BAUCUA_SYMBOLS, bauCuaEngine } from "./baucua.ts";
export { VIRTUAL_MARGIN_BP, sportOf, virtualEngine, virtualRules } from "./virtual.ts";
export { describeGame } from "./describe.ts";

export const GAME_ENGINES: readonly GameEngineName[] = ["slot", "taixiu", "baucua", "virtual"];

export function isGameEngineName(value: unknown): value is GameEngineName {
  return typeof value === "string" && (GAME_ENGINES as readonly string[]).includes(value);
}

/** Built engines by "engine:theme" (a slot builds its reels once); the oldest go first past the cap. */
const cache = new Map<string, GameEngine>();
const CACHE_LIMIT = 512;

/** The engine of a catalogue game. Tài Xỉu and Bầu Cua ignore the theme. */
export function engineFor(engine: GameEngineName, theme: string): GameEngine {
  const key = `${engine}:${theme}`;
  let built = cache.get(key);
  if (built) return built;
  switch (engine) {
    case "slot":
      built = slotEngine(theme) as GameEngine;
      break;
    case "taixiu":
      built = taiXiuEngine as GameEngine;
      break;
    case "baucua":
      built = bauCuaEngine as GameEngine;
      break;
    case "virtual":
      built = virtualEngine(theme) as GameEngine;
      break;
    default:
      throw new Error(`unknown game engine: ${String(engine)}`);
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, built);
  return built;
}

/** A bet that parseBet refused (playRound's callers check bets with parseBet first). */
export class InvalidBetError extends Error {
  constructor(readonly code: BetError) {
    super(`invalid bet: ${code}`);
    this.name = "InvalidBetError";
  }
}

export type PlayRoundInput = {
  engine: GameEngineName;
  theme: string;
  seeds: RoundSeeds;
  /** The bet as the page sent it (JSON). */
  bet: unknown;
  /** HMAC implementation: node-hmac.ts's nodeHmacSha256 on the server; the pure one by default. */
  hmac?: HmacSha256;
  /** Stake limits (the verification page replays accepted bets without limits). */
  limits?: StakeLimits;
};

export type PlayedRound = { stake: bigint; outcome: unknown; win: bigint };

/**
 * One round, start to finish: check the bet, draw the outcome from the seeds, settle it. The
 * vendor server and the verification page both call this, so a revealed round replays exactly.
 * Throws InvalidBetError for a bad bet and Error for malformed seeds.
 */
export function playRound({
  engine,
  theme,
  seeds,
  bet,
  hmac = hmacSha256,
  limits = UNLIMITED_STAKE,
}: PlayRoundInput): PlayedRound {
  const game = engineFor(engine, theme);
  const parsed = game.parseBet(bet, limits);
  if (!parsed.ok) throw new InvalidBetError(parsed.error as BetError);
  const outcome = game.play(createFairStream(hmac, seeds), parsed.bet);
  return { stake: parsed.stake, outcome, win: game.payout(parsed.bet, outcome) };
}
