import {
  DEFAULT_LOTTERY_ODDS,
  LOTTERY_NO_DRAW_DATES,
  LOTTERY_STATIONS,
  LOTTERY_WEEKLY_SCHEDULE,
  foldForSearch,
  type LotteryRegion,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";

/* SQL of the lottery's catalogue seed (lottery.seed.ts has the data): idempotent inserts. */

export type Texts = { vi: string; en: string; zh: string; ja: string; th: string };
export type SeedGame = {
  code: string;
  gameId: number;
  kind: "traditional" | "fast";
  region: LotteryRegion | null;
  stationCode: string | null;
  structure: "north" | "southern";
  prizeMode: "Lott" | "Elott";
  intervalSeconds: number | null;
  cutoffSeconds: number;
  chainLength: number;
  names: Texts;
  hot: boolean;
};

const VENDOR = { traditional: "TCG_LOTTO_VN", fast: "TCG_SEA" } as const;

/** Caps of the demo (liability of one hit, minor units): 500,000,000 ₫ a number a draw, 100,000,000 ₫ a member. */
const CAP_PER_NUMBER = 50_000_000_000n;
const CAP_PER_MEMBER = 10_000_000_000n;

export async function seedLotteryCatalogue(db: Db, games: SeedGame[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.query(
      `insert into lottery_station (code, region, name)
       select * from unnest($1::text[], $2::text[], $3::text[]) on conflict (code) do nothing`,
      [LOTTERY_STATIONS.map((s) => s.code), LOTTERY_STATIONS.map((s) => s.region), LOTTERY_STATIONS.map((s) => s.name)],
    );
    const days = Object.values(LOTTERY_WEEKLY_SCHEDULE).flatMap((byDay) =>
      Object.entries(byDay).flatMap(([weekday, codes]) => codes.map((code) => ({ code, weekday: Number(weekday) }))),
    );
    await tx.query(
      `insert into lottery_station_day (station_code, weekday)
       select * from unnest($1::text[], $2::smallint[]) on conflict do nothing`,
      [days.map((d) => d.code), days.map((d) => d.weekday)],
    );
    await tx.query("insert into lottery_no_draw_date (day) select unnest($1::date[]) on conflict do nothing", [
      LOTTERY_NO_DRAW_DATES,
    ]);
    await tx.query(
      `insert into game (id, vendor_code, code, name, name_i18n, search_key, game_type, engine, theme, rtp_bp, is_hot, sort)
       select t.id, t.vendor, 'lottery.' || t.code, t.name, t.names, t.search_key, 'lottery', 'lottery', t.code, 9900, t.hot, t.sort
         from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::text[], $7::bool[], $8::int[])
              as t (id, vendor, code, name, names, search_key, hot, sort)
       on conflict do nothing`,
      [
        games.map((g) => g.gameId),
        games.map((g) => VENDOR[g.kind]),
        games.map((g) => g.code),
        games.map((g) => g.names.vi),
        games.map((g) => JSON.stringify(g.names)),
        games.map((g) => foldForSearch(g.names.vi)),
        games.map((g) => g.hot),
        games.map((_, i) => i),
      ],
    );
    await tx.query(
      `insert into lottery_game (code, game_id, kind, region, station_code, structure, prize_mode, interval_seconds,
                                 cutoff_seconds, chain_length, sort)
       select * from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
                            $9::int[], $10::int[], $11::int[])
       on conflict (code) do nothing`,
      [
        games.map((g) => g.code),
        games.map((g) => g.gameId),
        games.map((g) => g.kind),
        games.map((g) => g.region),
        games.map((g) => g.stationCode),
        games.map((g) => g.structure),
        games.map((g) => g.prizeMode),
        games.map((g) => g.intervalSeconds),
        games.map((g) => g.cutoffSeconds),
        games.map((g) => g.chainLength),
        games.map((_, i) => i),
      ],
    );
    const odds = DEFAULT_LOTTERY_ODDS;
    await tx.query(
      `insert into lottery_odds (prize_mode, structure, bet_type, unit_price, payout_per_hit, payout_by_selection,
                                 cap_per_number, cap_per_member)
       select t.mode, t.structure, t.bet_type, t.unit_price, t.payout, nullif(t.by_selection::int8[], '{}'), $7, $8
         from unnest($1::text[], $2::text[], $3::text[], $4::int8[], $5::int8[], $6::text[])
              as t (mode, structure, bet_type, unit_price, payout, by_selection)
       on conflict do nothing`,
      [
        odds.map((o) => o.prizeMode),
        odds.map((o) => o.structure),
        odds.map((o) => o.betType),
        odds.map((o) => o.unitPrice.toString()),
        odds.map((o) => o.payoutPerHit.toString()),
        odds.map((o) => `{${(o.payoutBySelection ?? []).join(",")}}`),
        CAP_PER_NUMBER.toString(),
        CAP_PER_MEMBER.toString(),
      ],
    );
    // The lottery vendors count their lottery games (the lobby's vendor tiles).
    await tx.query(
      `update game_vendor v set game_count = c.n
         from (select vendor_code, count(*) filter (where enabled)::int as n from game
                where vendor_code = any($1::text[]) group by vendor_code) c
        where c.vendor_code = v.vendor_code and v.game_count <> c.n`,
      [Object.values(VENDOR)],
    );
  });
}

/** True once any draw exists (the history was made on the first start). */
export async function hasDraws(db: DbClient): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>("select exists (select from lottery_draw) as any");
  return rows[0]!.any;
}
