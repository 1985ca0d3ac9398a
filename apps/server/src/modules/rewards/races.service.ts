import {
  RACE_BOARD_SIZE,
  RACE_PAYOUT_GRACE_MS,
  localized,
  type Language,
  type RaceBoardRow,
  type RaceState,
  type RacesValue,
  type RaceWire,
} from "@lotus/contracts";
import { LRUCache } from "lru-cache";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import * as repo from "./races.repository.ts";
import { offerRewards, type OfferRewardInput } from "./rewards.service.ts";

/*
 * Races (issue 15): a leaderboard over a fixed window, scored on edge-weighted wager
 * (races.repository.ts). After the window closes (and a grace for rounds still settling) the payout
 * offers each paid placing its prize as the reward '<race>:<member>' — once, however often it runs;
 * frozen, locked, closed and trial accounts are ranked but not paid (their prize is not passed on).
 */

const DAY_MS = 86_400_000;
/** How long a race prize can be claimed in the reward centre. */
const RACE_CLAIM_DAYS = 7;

export function raceState(race: { starts_at: Date; ends_at: Date }, at: Date): RaceState {
  if (at < race.starts_at) return "upcoming";
  return at < race.ends_at ? "running" : "finished";
}

/** The prize of a rank (1-based), or null beyond the prize table. */
export function prizeOf(race: { prizes: string[] }, rank: number): bigint | null {
  const prize = race.prizes[rank - 1];
  return prize === undefined ? null : BigInt(prize);
}

/** An account as other members see it on a board: its first two and last two characters. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

function boardRow(race: repo.RaceRow, row: repo.StandingRow, memberId: bigint): RaceBoardRow {
  const me = row.member_id === memberId;
  const prize = row.eligible ? prizeOf(race, row.rank) : null;
  return {
    rank: row.rank,
    account: me ? row.account : maskAccount(row.account),
    score: row.score.toString(),
    prize: prize?.toString() ?? null,
    me,
  };
}

/**
 * Standings as members see them, kept a few seconds per race: every member opening the board would
 * otherwise aggregate the whole window's rounds. The console and the payout always read them fresh.
 */
const BOARD_TTL_MS = 10_000;
const boardCache = new LRUCache<string, repo.StandingRow[]>({ max: 50, ttl: BOARD_TTL_MS });

async function cachedStandings(db: DbClient, raceId: bigint): Promise<repo.StandingRow[]> {
  const key = raceId.toString();
  const hit = boardCache.get(key);
  if (hit) return hit;
  const rows = await repo.standings(db, raceId);
  boardCache.set(key, rows);
  return rows;
}

/** The races a member sees, each with its top 20 and the member's own rank. */
export async function listRaces(
  db: DbClient,
  memberId: bigint,
  language: Language,
  at = new Date(),
): Promise<RacesValue> {
  const races = await repo.visibleRaces(db, at);
  const list: RaceWire[] = [];
  for (const race of races) {
    const standings = await cachedStandings(db, race.id);
    const mine = standings.find((row) => row.member_id === memberId);
    list.push({
      id: race.id.toString(),
      title: localized(race.title, language),
      startsAt: race.starts_at.toISOString(),
      endsAt: race.ends_at.toISOString(),
      state: raceState(race, at),
      prizes: race.prizes.map((amount, i) => ({ rank: i + 1, amount })),
      board: standings.slice(0, RACE_BOARD_SIZE).map((row) => boardRow(race, row, memberId)),
      me: mine ? boardRow(race, mine, memberId) : null,
      paid: race.paid_at !== null,
    });
  }
  return { serverTime: at.toISOString(), list };
}

/** The offers of a finished race: one per eligible placing with a prize. */
export function raceOffers(race: repo.RaceRow, standings: repo.StandingRow[]): OfferRewardInput[] {
  const offers: OfferRewardInput[] = [];
  for (const row of standings) {
    const prize = prizeOf(race, row.rank);
    if (prize === null) break;
    if (!row.eligible) continue;
    offers.push({
      memberId: row.member_id,
      source: "race",
      ref: `${race.id}:${row.member_id}`,
      amount: prize,
      wagering: race.wagering,
      expiresAt: new Date(Date.now() + RACE_CLAIM_DAYS * DAY_MS),
      title: {
        vi: `${race.title.vi} — hạng ${row.rank}`,
        en: `${race.title.en} — rank ${row.rank}`,
        zh: `${race.title.zh} — 第${row.rank}名`,
        ja: `${race.title.ja} — ${row.rank}位`,
        th: `${race.title.th} — อันดับ ${row.rank}`,
      },
    });
  }
  return offers;
}

/** Pays one race (locked): offers its prizes and marks it paid; the count of new rewards (0 on a repeat). */
async function payLocked(tx: DbClient, race: repo.RaceRow): Promise<number> {
  const offered = await offerRewards(tx, raceOffers(race, await repo.standings(tx, race.id)));
  await repo.markPaid(tx, race.id);
  return offered;
}

/** The payout job: every race closed for longer than the grace and not yet paid; the rewards offered. */
export async function payDueRaces(db: Db, at = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    let offered = 0;
    for (const race of await repo.lockDueRaces(tx, new Date(at.getTime() - RACE_PAYOUT_GRACE_MS), 10)) {
      offered += await payLocked(tx, race);
    }
    return offered;
  });
}

/** Pays one finished race now (the console); "not_finished" while its window is open. */
export async function payRace(db: Db, raceId: bigint, at = new Date()): Promise<number | "not_found" | "not_finished"> {
  return inTransaction(db, async (tx) => {
    const race = await repo.lockRace(tx, raceId);
    if (!race) return "not_found";
    if (race.ends_at > at) return "not_finished";
    return payLocked(tx, race);
  });
}
