import { BRAND_TIME_ZONE } from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";
import type { PromotionRow } from "./centre.repository.ts";

/*
 * SQL of the daily rebate (issue 15): the day's valid bets per member and category (settled rounds
 * by end time; trial accounts excluded — read from the games' tables, never written), and the
 * rebate's own rows: one run per day, one row per (member, day).
 */

/** The enabled rebate promotion whose terms (turnover multiple, claim days) the rebate uses. */
export async function rebatePromotion(db: DbClient): Promise<PromotionRow | null> {
  const { rows } = await db.query<PromotionRow>(
    `select * from promotion where template = 'rebate' and enabled and starts_at <= now()
        and (ends_at is null or ends_at > now()) order by sort, id limit 1`,
  );
  return rows[0] ?? null;
}

export async function rebateRan(db: DbClient, day: string): Promise<boolean> {
  const { rows } = await db.query("select 1 from rebate_run where day = $1", [day]);
  return rows.length > 0;
}

/** Valid bets of a brand day by member and category (the vendor's category). */
export async function validBets(
  db: Db,
  day: string,
): Promise<{ member_id: bigint; category: string; valid_bet: bigint }[]> {
  const { rows } = await db.query<{ member_id: bigint; category: string; valid_bet: bigint }>(
    `select r.member_id, v.category, sum(r.bet_amount)::int8 as valid_bet
       from game_round r
       join game g on g.id = r.game_id
       join game_vendor v on v.vendor_code = g.vendor_code
       join member m on m.id = r.member_id and m.is_agent <> 4
      where r.status = 'settled'
        and r.ended_at >= ($1::date)::timestamp at time zone '${BRAND_TIME_ZONE}'
        and r.ended_at < ($1::date + 1)::timestamp at time zone '${BRAND_TIME_ZONE}'
      group by r.member_id, v.category`,
    [day],
  );
  return rows;
}

/** Claims the day's run (false: another run has it); its totals are what it offers. */
export async function claimRebateDay(
  db: DbClient,
  day: string,
  totals: { members: number; validBet: bigint; amount: bigint },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into rebate_run (day, members, valid_bet, amount) values ($1, $2, $3, $4) on conflict (day) do nothing`,
    [day, totals.members, totals.validBet.toString(), totals.amount.toString()],
  );
  return (rowCount ?? 0) > 0;
}

/** One row per (member, day) with what it was computed from, in one statement. */
export async function insertRebateDays(
  db: DbClient,
  day: string,
  amounts: [bigint, { validBet: bigint; amount: bigint }][],
): Promise<void> {
  if (amounts.length === 0) return;
  await db.query(
    `insert into rebate_day (member_id, day, valid_bet, amount)
     select m, $1::date, v, a from unnest($2::int8[], $3::int8[], $4::int8[]) as x(m, v, a)`,
    [
      day,
      amounts.map(([member]) => member.toString()),
      amounts.map(([, a]) => a.validBet.toString()),
      amounts.map(([, a]) => a.amount.toString()),
    ],
  );
}
