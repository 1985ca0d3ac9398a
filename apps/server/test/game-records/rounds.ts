import type { GameCategory } from "@lotus/contracts";
import type { DbClient } from "../../src/db/pool.ts";
import { createSession } from "../../src/modules/account/index.ts";
import { bearer } from "../support/login.ts";

/*
 * Test data for the betting record and profit and loss: vendors, games and game rounds written
 * straight into the database (the rounds stand for what the seamless wallet API records).
 */

export type VendorSpec = {
  accountTypeId: number;
  code: string;
  name: string;
  category: GameCategory;
  adapter: string;
  sort: number;
};

/** A vendor; an existing one with the same code (e.g. from the demo seed) is taken over. */
export async function upsertVendor(db: DbClient, v: VendorSpec): Promise<void> {
  await db.query(
    `insert into game_vendor (id, vendor_code, display_name, category, small_icon, adapter, sort)
     values ($1, $2, $3, $4, '', $5, $6)
     on conflict (vendor_code) do update
       set display_name = excluded.display_name, category = excluded.category,
           adapter = excluded.adapter, sort = excluded.sort`,
    [v.accountTypeId, v.code, v.name, v.category, v.adapter, v.sort],
  );
}

export async function insertGame(db: DbClient, id: number, vendorCode: string, name: string): Promise<void> {
  await db.query(
    `insert into game (id, vendor_code, code, name, search_key, engine)
     values ($1, $2, $3, $4, lower($4), 'slot')`,
    [id, vendorCode, `h7-${id}`, name],
  );
}

export type RoundSpec = {
  memberId: bigint;
  vendorCode: string;
  roundId: string;
  gameId: number;
  status: "open" | "settled" | "rolled_back";
  bet: bigint;
  win: bigint;
  /** ISO instant. */
  startedAt: string;
};

export async function insertRound(db: DbClient, r: RoundSpec): Promise<void> {
  await db.query(
    `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz,
             case when $5 = 'open' then null else $8::timestamptz + interval '3 seconds' end)`,
    [r.vendorCode, r.roundId, r.memberId.toString(), r.gameId, r.status, r.bet, r.win, r.startedAt],
  );
}

export async function headersOf(db: DbClient, memberId: bigint): Promise<Record<string, string>> {
  const session = await createSession(db, { memberId, method: "username", ip: "127.0.0.1", userAgent: "" });
  return bearer(session.token);
}

export const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** Today in the brand's time zone (UTC+7). */
export const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
export const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The test vendors: a demo-adapter slot vendor, a live vendor of another adapter, an e-sports vendor filed under SPORTS. */
export const SLOTS: VendorSpec = {
  accountTypeId: 97_001,
  code: "H7_SLOTS",
  name: "H7 Slots",
  category: "RNG",
  adapter: "demo",
  sort: 1,
};
export const LIVE: VendorSpec = {
  accountTypeId: 97_002,
  code: "H7_LIVE",
  name: "H7 Live",
  category: "LIVE",
  adapter: "external",
  sort: 2,
};
export const ESPORTS: VendorSpec = {
  accountTypeId: 97_003,
  code: "IMES",
  name: "IM E-sports",
  category: "SPORTS",
  adapter: "external",
  sort: 3,
};
/** A sports vendor that stays SPORTS. */
export const SPORTS: VendorSpec = {
  accountTypeId: 97_004,
  code: "H7_SPORTS",
  name: "H7 Sports",
  category: "SPORTS",
  adapter: "external",
  sort: 4,
};

export const GAMES = { slot: 970_001, live: 970_002, esports: 970_003, sports: 970_004 } as const;

export async function insertCatalogue(db: DbClient): Promise<void> {
  for (const vendor of [SLOTS, LIVE, ESPORTS, SPORTS]) await upsertVendor(db, vendor);
  await insertGame(db, GAMES.slot, SLOTS.code, "Bầu Cua Vàng");
  await insertGame(db, GAMES.live, LIVE.code, "Baccarat A");
  await insertGame(db, GAMES.esports, ESPORTS.code, "LoL Worlds");
  await insertGame(db, GAMES.sports, SPORTS.code, "Football");
}
