import { BRAND_TIME_ZONE } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/*
 * The dashboard's one reporting query. It is read-only and reads across domains' tables (ledger
 * transfers/accounts/operations, member, game_round, deposit_order, member_session) in one
 * set-based statement: asking each domain for its day totals would be seven round trips and the
 * same SQL spread over seven repositories, for figures no domain uses itself.
 */

export type DashboardDayRow = {
  day: string | null;
  deposits: string;
  withdrawals: string;
  bets: string;
  wins: string;
  active_members: number;
  new_members: number;
};

/** The last `days` days of the brand's time zone, oldest first, and a totals row (day null) for the distinct active and new members; `excludedAccountType` is left out everywhere. */
export async function readDashboardRows(
  db: DbClient,
  days: number,
  excludedAccountType: number,
): Promise<DashboardDayRow[]> {
  const { rows } = await db.query<DashboardDayRow>(
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
    [BRAND_TIME_ZONE, days, excludedAccountType],
  );
  return rows;
}
