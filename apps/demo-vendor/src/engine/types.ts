/*
 * The demo vendor's game engines (architecture.md §5). Pure, deterministic TypeScript that runs
 * the same in Node and in the browser (the verification page recomputes rounds with it): no node
 * modules, no Math.random, no clock. Randomness enters only as HMAC-SHA256 bytes of the round's
 * seeds, HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), turned into integers by
 * unbiased rejection sampling (FairStream). Money is bigint minor units (VND × 100).
 */

/** HMAC-SHA256(key, message) as 32 bytes (node:crypto on the server, pure TS in the browser). */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/** The seeds of one round. */
export type RoundSeeds = { serverSeed: string; clientSeed: string; nonce: number };

/** Unbiased integers from the round's seeds, consumed in order. */
export interface FairStream {
  /** A uniform integer in [0, maxExclusive), 1 ≤ maxExclusive ≤ 2^32, by rejection sampling. */
  nextInt(maxExclusive: number): number;
}

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
