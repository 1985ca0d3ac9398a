/*
 * The demo vendor's game engines (architecture.md §5). Pure, deterministic TypeScript that runs
 * the same in Node and in the browser (the verification page recomputes rounds with it): no node
 * modules, no ambient randomness, no clock. Randomness enters only as HMAC-SHA256 bytes of the
 * round's seeds, HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), turned into integers
 * by unbiased rejection sampling (FairStream). Money is bigint minor units (VND × 100).
 */

import type { FairStream } from "@lotus/contracts/web";

/** The fair-randomness types, shared with the lottery draws (packages/contracts/src/fair.ts). */
export type { FairStream, HmacSha256, RoundSeeds } from "@lotus/contracts/web";

export type GameEngineName = "slot" | "taixiu" | "baucua" | "virtual";

/** Stake limits of a game (minor units). */
export type StakeLimits = { min: bigint; max: bigint };

/**
 * One game engine. `Bet` is the player's selection as sent by the page (JSON), `Outcome` what the
 * RNG decided (JSON). play() and payout() are pure: the same seeds and bet always give the same
 * outcome and win.
 */
export interface GameEngine<Bet = unknown, Outcome = unknown> {
  engine: GameEngineName;
  /** Checks a selection from the page; returns the total stake or an error key. */
  parseBet(input: unknown, limits: StakeLimits): { ok: true; bet: Bet; stake: bigint } | { ok: false; error: string };
  play(stream: FairStream, bet: Bet): Outcome;
  /** The total amount paid back to the player for this bet and outcome (0 when lost). */
  payout(bet: Bet, outcome: Outcome): bigint;
  /** What the page shows as rules/paytable and the exact RTP in basis points (rounded). */
  describe(): { rtpBp: number; rules: unknown };
}

/* ---- What each engine publishes (describe().rules), plays (Bet) and decides (Outcome) ---- */

/** A slot symbol of a theme. `glyph` is drawn by the page (an emoji or a short text). */
export type SlotSymbol = {
  id: string;
  name: string;
  glyph: string;
  color: string;
  kind: "regular" | "wild" | "scatter";
};
/**
 * 5 reels × 3 rows. Line wins pay `pays[symbol][count − 3] × lineStake` for 3, 4 or 5 of a kind from
 * the leftmost reel (wilds substitute regular symbols; the first reel holds no wild, so its symbol
 * names the line's symbol); scatters pay `scatterPays[count − 3] × stake` anywhere (at most one
 * scatter shows per reel). lineStake = stake / lines.length (the stake must be a multiple of the
 * line count). Reel r stopping at s shows strips[r][s], [s + 1], [s + 2] (cyclic) on rows 0, 1, 2.
 */
export type SlotRules = {
  theme: string;
  reels: number;
  rows: number;
  symbols: SlotSymbol[];
  /** Reel strips, symbol ids per reel (the page may animate with them). */
  strips: string[][];
  /** Each line: the row index (0 = top) on each reel. */
  lines: number[][];
  pays: Record<string, [number, number, number]>;
  scatterPays: [number, number, number];
  rtpBp: number;
  /** The exact RTP as a fraction, decimal digits ("961234567…/1000000000…"), for the page to show. */
  rtpExact: { numerator: string; denominator: string };
};
export type SlotBet = { stake: string };
export type SlotOutcome = {
  stops: number[];
  /** grid[row][reel] = symbol id. */
  grid: string[][];
  /** `line` indexes rules.lines (0-based). */
  lineWins: { line: number; symbol: string; count: number; win: string }[];
  scatter: { count: number; win: string };
  win: string;
};

/** Selections of the dice and virtual games: one or more options with an amount each. */
export type Selections = { selections: { id: string; amount: string }[] };

/** Tài Xỉu: three dice; `tai` 11–17, `xiu` 4–10 (both lose on a triple), totals and any triple. */
export type TaiXiuRules = {
  /** `returns`: what a winning unit stake pays back, stake included ("2" for Tài/Xỉu). */
  options: {
    id: string;
    kind: "tai" | "xiu" | "total" | "triple_any";
    total?: number;
    returns: string;
    rtpBp: number;
  }[];
  rtpBp: number;
};
export type TaiXiuOutcome = {
  dice: [number, number, number];
  total: number;
  triple: boolean;
  result: "tai" | "xiu" | "triple";
};

/** The six pictures of Bầu Cua Tôm Cá: gourd, crab, shrimp, fish, rooster, deer. */
export type BauCuaSymbolId = "bau" | "cua" | "tom" | "ca" | "ga" | "nai";
/** Bầu Cua Tôm Cá: three dice of six pictures; a stake on a picture returns stake × (1 + matches) if it shows. */
export type BauCuaRules = {
  symbols: { id: BauCuaSymbolId; name: string; glyph: string }[];
  rtpBp: number;
};
export type BauCuaOutcome = { dice: [BauCuaSymbolId, BauCuaSymbolId, BauCuaSymbolId] };

/** A virtual match (sports and e-sports vendors): home / draw / away at fixed odds. */
export type VirtualRules = {
  sport: string;
  home: string;
  away: string;
  options: { id: "home" | "draw" | "away"; returns: string; probabilityBp: number }[];
  rtpBp: number;
};
export type VirtualOutcome = { result: "home" | "draw" | "away"; score: [number, number] };
