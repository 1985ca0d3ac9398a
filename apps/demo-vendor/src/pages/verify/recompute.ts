import { engineFor, playRound } from "../../engine/index.ts";
import { hmacSha256, sha256Hex } from "../../engine/sha256.ts";
import type { GameEngineName } from "../../engine/types.ts";
import type { RoundResponse } from "../../protocol.ts";

/*
 * The verification page's arithmetic, kept free of the DOM: replay a round with the engine's own
 * pure code and the pure-TS HMAC (the same bytes the vendor's node:crypto produced), check the
 * published hash, compare with what the vendor stored.
 */

const ENGINES: readonly GameEngineName[] = ["slot", "taixiu", "baucua", "virtual"];

/** "slot.dragon-17" → { engine: "slot", theme: "dragon-17" }; null when the engine is unknown. */
export function parseGameCode(gameCode: string): { engine: GameEngineName; theme: string } | null {
  const dot = gameCode.indexOf(".");
  const engine = (dot < 0 ? gameCode : gameCode.slice(0, dot)).trim() as GameEngineName;
  if (!ENGINES.includes(engine)) return null;
  return { engine, theme: dot < 0 ? "" : gameCode.slice(dot + 1).trim() };
}

/** JSON with object keys sorted, so two equal outcomes compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return typeof value === "bigint" ? JSON.stringify(value.toString()) : JSON.stringify(value);
}

export type RecomputeInput = {
  engine: GameEngineName;
  theme: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  bet: unknown;
};

export type Recomputed = { hash: string; stake: string; win: string; outcome: unknown };

/** Replays one round in this JS runtime. Throws (with the engine's reason) on malformed input. */
export function recompute(input: RecomputeInput): Recomputed {
  const result = playRound({
    engine: input.engine,
    theme: input.theme,
    seeds: { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce },
    bet: input.bet,
    hmac: hmacSha256,
  });
  return {
    hash: sha256Hex(input.serverSeed),
    stake: result.stake.toString(),
    win: result.win.toString(),
    outcome: result.outcome,
  };
}

export type Verdict = {
  state: "match" | "mismatch";
  hashOk: boolean;
  outcomeOk: boolean;
  winOk: boolean;
  stakeOk: boolean;
};

/** A stored round against its replay: everything must agree, the hash included. */
export function compareRound(round: RoundResponse, replay: Recomputed): Verdict {
  const hashOk = replay.hash === round.serverSeedHash.toLowerCase();
  const outcomeOk = canonicalJson(replay.outcome) === canonicalJson(round.outcome);
  const winOk = replay.win === round.win;
  const stakeOk = replay.stake === round.stake;
  return { state: hashOk && outcomeOk && winOk && stakeOk ? "match" : "mismatch", hashOk, outcomeOk, winOk, stakeOk };
}

/** The rules a game publishes (slot symbols, team names…), to draw an outcome. */
export function rulesOf(engine: GameEngineName, theme: string): unknown {
  try {
    return engineFor(engine, theme).describe().rules;
  } catch {
    return null;
  }
}
