import type pg from "pg";
import { BRAND_TIME_ZONE, type ConsoleDashboard, type ConsoleDashboardDay } from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";

/**
 * The console dashboard (issue 11 item 19): the figures of today and of the last 30 days, days
 * of the brand's time zone, read set-based from the ledger (money), game rounds, deposit orders,
 * sessions and members. Trial (free-play) accounts are left out everywhere.
 *
 * - deposits: deposit_clearing → a player account;
 * - withdrawals: into withdrawal_payout, less payouts refunded to the member after a dispute;
 * - bets: player → vendor_clearing, less rolled-back stakes; wins: vendor_clearing → player
 *   (not a rollback); GGR = bets − wins;
 * - active members: a game round started, a deposit order placed or a login that day;
 * - new members: accounts created that day.
 */

export const DASHBOARD_DAYS = 30;
const TRIAL = 4;

type DayRow = {
  day: string | null;
  deposits: string;
  withdrawals: string;
  bets: string;
  wins: string;
  active_members: number;
  new_members: number;
};

export async function readDashboard(db: Db | pg.PoolClient): Promise<ConsoleDashboard> {
  const { rows } = await db.query<DayRow>(
    `with bounds as (
       select (date_trunc('day', now() at time zone $1) - make_interval(days => $2 - 1)) at time zone $1 as since
     ),
     money as (
       select (t.created_at at time zone $1)::date as day,
              coalesce(sum(t.amount) filter (where d.kind = 'deposit_clearing' and c.is_player), 0) as deposits,
              coalesce(sum(t.amount) filter (where c.kind = 'withdrawal_payout'), 0)
                - coalesce(sum(t.amount) filter (where d.kind = 'withdrawal_payout' and c.is_player), 0) as withdrawals,
              coalesce(sum(t.amount) filter (where d.is_player and c.kind = 'vendor_clearing'), 0)
                - coalesce(sum(t.amount) filter (where d.kind = 'vendor_clearing' and c.is_player and op.kind = 'rollback'), 0)
                as bets,
              coalesce(sum(t.amount) filter (where d.kind = 'vendor_clearing' and c.is_player and op.kind <> 'rollback'), 0)
                as wins
         from ledger_transfer t
         join ledger_account d on d.id = t.debit_account_id
         join ledger_account c on c.id = t.credit_account_id
         join ledger_operation op on op.id = t.operation_id
         join member pm on pm.id = coalesce(c.member_id, d.member_id)
        where t.created_at >= (select since from bounds) and pm.is_agent <> $3
        group by 1
     ),
     activity as (
       select r.member_id, r.started_at as at from game_round r where r.started_at >= (select since from bounds)
       union all
       select o.member_id, o.created_at from deposit_order o where o.created_at >= (select since from bounds)
       union all
       select s.member_id, s.created_at from member_session s where s.created_at >= (select since from bounds)
     ),
     active as (
       select (a.at at time zone $1)::date as day, count(distinct a.member_id)::int as n
         from activity a join member m on m.id = a.member_id
        where m.is_agent <> $3
        group by grouping sets (((a.at at time zone $1)::date), ())
     ),
     joined as (
       select (m.created_at at time zone $1)::date as day, count(*)::int as n
         from member m
        where m.created_at >= (select since from bounds) and m.is_agent <> $3
        group by grouping sets (((m.created_at at time zone $1)::date), ())
     ),
     days as (
       select ((select since from bounds) at time zone $1)::date + n as day from generate_series(0, $2 - 1) n
     )
     select to_char(days.day, 'YYYY-MM-DD') as day,
            coalesce(money.deposits, 0)::text as deposits, coalesce(money.withdrawals, 0)::text as withdrawals,
            coalesce(money.bets, 0)::text as bets, coalesce(money.wins, 0)::text as wins,
            coalesce(active.n, 0) as active_members, coalesce(joined.n, 0) as new_members
       from days
       left join money on money.day = days.day
       left join active on active.day = days.day
       left join joined on joined.day = days.day
     union all
     select null, '0', '0', '0', '0', coalesce((select n from active where day is null), 0),
            coalesce((select n from joined where day is null), 0)
      order by day nulls last`,
    [BRAND_TIME_ZONE, DASHBOARD_DAYS, TRIAL],
  );
  const days = rows.filter((r) => r.day !== null).map(toDay);
  const totals = rows.find((r) => r.day === null)!;
  const sum = (key: "deposits" | "withdrawals" | "bets" | "wins" | "ggr") =>
    days.reduce((acc, d) => acc + BigInt(d[key]), 0n).toString();
  return {
    timeZone: BRAND_TIME_ZONE,
    today: days[days.length - 1]!,
    days,
    total: {
      deposits: sum("deposits"),
      withdrawals: sum("withdrawals"),
      bets: sum("bets"),
      wins: sum("wins"),
      ggr: sum("ggr"),
      activeMembers: totals.active_members,
      newMembers: totals.new_members,
    },
  };
}

function toDay(row: DayRow): ConsoleDashboardDay {
  return {
    day: row.day!,
    deposits: row.deposits,
    withdrawals: row.withdrawals,
    bets: row.bets,
    wins: row.wins,
    ggr: (BigInt(row.bets) - BigInt(row.wins)).toString(),
    activeMembers: row.active_members,
    newMembers: row.new_members,
  };
}
