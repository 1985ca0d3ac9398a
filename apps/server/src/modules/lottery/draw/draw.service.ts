import { randomBytes } from "node:crypto";
import { drawLotteryResult } from "@lotus/contracts";
import type { DbClient } from "../../../db/pool.ts";
import { chainTerminal, drawSeed } from "./chain.ts";
import {
  dueDraws,
  finishReveals,
  gamesToSchedule,
  insertDraws,
  publishChain,
  storedChainSecret,
  storeResult,
  type DrawGameRow,
  type NewDraw,
} from "./draw.repository.ts";
import { slotsBetween, type ScheduledGame } from "./schedule.ts";

/*
 * The draws (issue 14, deliver 2): scheduled ahead with their chain position fixed at scheduling —
 * so a draw's numbers are fixed before any bet on it exists — and drawn when their time comes, in
 * order (a server that was down catches up: the missed draws are drawn one after the other, with
 * the numbers the chain fixed long before). Traditional draws are revealed progressively; fast draws
 * at once. An approved official result (maker–checker) replaces the chain's.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type DrawHorizon = {
  /** How far ahead draws are scheduled. */
  traditionalAheadMs: number;
  fastAheadMs: number;
  /** A game without any draw starts its history this far back (the demo's results and statistics). */
  traditionalBackfillMs: number;
  fastBackfillMs: number;
};
export const DEFAULT_HORIZON: DrawHorizon = {
  traditionalAheadMs: 7 * DAY,
  fastAheadMs: 2 * HOUR,
  traditionalBackfillMs: 60 * DAY,
  fastBackfillMs: 2 * HOUR,
};
/** Seconds between two revealed numbers of a traditional draw (27 numbers: about 13 minutes). */
export const REVEAL_STEP_SECONDS = 30;

const storedSecrets = new WeakMap<DbClient, Promise<string>>();

/**
 * The chain secret: LOTTERY_CHAIN_SECRET when configured, else the demo's stored one — read once per
 * database and process (the clock asks every 2 seconds; the stored secret never changes).
 */
export async function chainSecret(db: DbClient, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  let stored = storedSecrets.get(db);
  if (!stored) {
    stored = storedChainSecret(db, randomBytes(32).toString("hex"));
    storedSecrets.set(db, stored);
    stored.catch(() => storedSecrets.delete(db));
  }
  return stored;
}

const asScheduled = (g: DrawGameRow): ScheduledGame => ({
  code: g.code,
  kind: g.kind,
  region: g.region,
  stationCode: g.station_code,
  intervalSeconds: g.interval_seconds,
  cutoffSeconds: g.cutoff_seconds,
});

/** Schedules every enabled game's draws up to its horizon; returns how many were added. */
export async function scheduleDraws(
  db: DbClient,
  secret: string,
  now: Date,
  horizon = DEFAULT_HORIZON,
): Promise<number> {
  let added = 0;
  for (const game of await gamesToSchedule(db)) {
    const fast = game.kind === "fast";
    const until = new Date(now.getTime() + (fast ? horizon.fastAheadMs : horizon.traditionalAheadMs));
    const after =
      game.last_draw_at ?? new Date(now.getTime() - (fast ? horizon.fastBackfillMs : horizon.traditionalBackfillMs));
    // A fast game that was off for long does not fill the gap with draws nobody could bet on.
    const from = fast && after.getTime() < now.getTime() - horizon.fastBackfillMs && game.last_draw_at ? now : after;
    if (from.getTime() >= until.getTime() - (fast ? horizon.fastAheadMs / 2 : DAY)) continue;
    const slots = slotsBetween(asScheduled(game), from, until, game.last_draw_at);
    let chainNo = game.last_chain_no ?? 1;
    let index = game.last_chain_index ?? 0;
    const draws: NewDraw[] = [];
    await publishChain(
      db,
      game.code,
      chainNo,
      game.chain_length,
      chainTerminal(secret, game.code, chainNo, game.chain_length),
    );
    for (const slot of slots) {
      if (index >= game.chain_length) {
        chainNo += 1;
        index = 0;
        await publishChain(
          db,
          game.code,
          chainNo,
          game.chain_length,
          chainTerminal(secret, game.code, chainNo, game.chain_length),
        );
      }
      index += 1;
      draws.push({ ...slot, chainNo, chainIndex: index });
    }
    added += await insertDraws(db, game.code, draws);
  }
  return added;
}

/** Draws every due draw in order (at most `limit` a call); returns how many were drawn. */
export async function drawDue(db: DbClient, secret: string, now: Date, limit = 500): Promise<number> {
  let drawn = 0;
  for (const due of await dueDraws(db, now, limit)) {
    const official = due.official !== null;
    const seed = drawSeed(secret, due.game_code, due.chain_no, due.chain_length, due.chain_index);
    const result = official ? due.official : drawLotteryResult(due.structure, seed, due.draw_key);
    const revealStepSeconds = due.kind === "traditional" ? REVEAL_STEP_SECONDS : 0;
    if (
      await storeResult(db, due.id, {
        // The link is revealed even under an official result: the next draw's check needs it.
        seed,
        source: official ? "official" : "chain",
        result: official ? due.official : { prizes: (result as { prizes: unknown }).prizes },
        revealStepSeconds,
      })
    ) {
      drawn += 1;
    }
  }
  await finishReveals(db, now);
  return drawn;
}
