import type { GameCategory, StoredText, VipDowngradeRule, VipUpgradeCondition } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/*
 * Every SQL statement on the VIP tables (vip_level, vip_setting, member_vip, vip_change,
 * vip_rebate_rate, vip_monthly_bonus). Valid bet is the stake of settled rounds counted at
 * `ended_at`; deposits are credited deposit orders counted at `credited_at` (the glossary's words).
 * Trial accounts and closed members have no VIP level.
 */

export type LevelRow = {
  level: number;
  name: StoredText;
  deposit_requirement: bigint;
  bet_requirement: bigint;
  keep_bet: bigint;
  upgrade_bonus: bigint;
  monthly_bonus: bigint;
  daily_withdrawals: number;
  rebates: { category: GameCategory; basisPoints: number }[];
  members: number;
};

/** The ladder, lowest level first, with each level's rebate rates and how many members hold it. */
export async function listLevels(db: DbClient): Promise<LevelRow[]> {
  const { rows } = await db.query<LevelRow>(
    `select l.level, l.name, l.deposit_requirement, l.bet_requirement, l.keep_bet, l.upgrade_bonus, l.monthly_bonus,
            l.daily_withdrawals,
            coalesce((select jsonb_agg(jsonb_build_object('category', r.category, 'basisPoints', r.basis_points)
                                       order by r.category)
                        from vip_rebate_rate r where r.level = l.level), '[]') as rebates,
            (select count(*)::int from member_vip v where v.level = l.level) as members
       from vip_level l order by l.level`,
  );
  return rows;
}

/** Locks the whole ladder (a change checks the neighbours of the level it edits). */
export async function lockLevels(db: DbClient): Promise<LevelRow[]> {
  await db.query("select level from vip_level order by level for update");
  return listLevels(db);
}

export type LevelUpdate = {
  level: number;
  depositRequirement: bigint;
  betRequirement: bigint;
  keepBet: bigint;
  upgradeBonus: bigint;
  monthlyBonus: bigint;
  dailyWithdrawals: number;
  rebates: { category: GameCategory; basisPoints: number }[];
};

/** Writes a level's figures and rates; the level's headline rate (vip_level) is its best category rate. */
export async function updateLevel(db: DbClient, input: LevelUpdate): Promise<void> {
  await db.query(
    `with rates as (
       insert into vip_rebate_rate (level, category, basis_points)
       select $1, r.category, r.basis_points
         from jsonb_to_recordset($8::jsonb) as r (category text, basis_points int)
       on conflict (level, category) do update set basis_points = excluded.basis_points
     )
     update vip_level set deposit_requirement = $2, bet_requirement = $3, keep_bet = $4, upgrade_bonus = $5,
            monthly_bonus = $6, daily_withdrawals = $7,
            rebate_basis_points = (select max(r.basis_points) from jsonb_to_recordset($8::jsonb) as r (basis_points int))
      where level = $1`,
    [
      input.level,
      input.depositRequirement,
      input.betRequirement,
      input.keepBet,
      input.upgradeBonus,
      input.monthlyBonus,
      input.dailyWithdrawals,
      JSON.stringify(input.rebates.map((rate) => ({ category: rate.category, basis_points: rate.basisPoints }))),
    ],
  );
}

export type SettingsRow = {
  upgrade_condition: VipUpgradeCondition;
  downgrade_rule: VipDowngradeRule;
  keep_window_days: number;
  upgrade_bonus_wagering: number;
  monthly_bonus_wagering: number;
};

export async function readSettings(db: DbClient, lock = false): Promise<SettingsRow> {
  const { rows } = await db.query<SettingsRow>(
    `select upgrade_condition, downgrade_rule, keep_window_days, upgrade_bonus_wagering, monthly_bonus_wagering
       from vip_setting where id${lock ? " for update" : ""}`,
  );
  return rows[0]!;
}

export async function writeSettings(db: DbClient, input: SettingsRow): Promise<void> {
  await db.query(
    `update vip_setting set upgrade_condition = $1, downgrade_rule = $2, keep_window_days = $3,
            upgrade_bonus_wagering = $4, monthly_bonus_wagering = $5, updated_at = now()
      where id`,
    [
      input.upgrade_condition,
      input.downgrade_rule,
      input.keep_window_days,
      input.upgrade_bonus_wagering,
      input.monthly_bonus_wagering,
    ],
  );
}

export type MemberVipRow = {
  level: number;
  highest_level: number;
  valid_bet: bigint;
  window_bet: bigint;
  deposits: bigint;
};

/** A member's level (0 without a row) and totals as of now: cumulative valid bet and deposits, valid bet in the keep window. */
export async function findMemberVip(db: DbClient, memberId: bigint, windowDays: number): Promise<MemberVipRow> {
  const { rows } = await db.query<MemberVipRow>(
    `select coalesce(v.level, 0)::int as level, coalesce(v.highest_level, 0)::int as highest_level,
            coalesce(b.bet, 0)::int8 as valid_bet, coalesce(b.window_bet, 0)::int8 as window_bet,
            coalesce(d.deposits, 0)::int8 as deposits
       from (select $1::int8 as member_id) x
       left join member_vip v on v.member_id = x.member_id
       left join lateral (
         select sum(r.bet_amount) as bet,
                sum(r.bet_amount) filter (where r.ended_at > now() - make_interval(days => $2)) as window_bet
           from game_round r where r.member_id = x.member_id and r.status = 'settled'
       ) b on true
       left join lateral (
         select sum(o.amount) as deposits from deposit_order o where o.member_id = x.member_id and o.status = 'credited'
       ) d on true`,
    [memberId.toString(), windowDays],
  );
  return rows[0]!;
}

export type ChangeRow = {
  created_at: Date;
  kind: "upgrade" | "downgrade" | "manual";
  from_level: number;
  to_level: number;
  upgrade_bonus: bigint;
  operator: string | null;
  reason: string;
};

export async function listChanges(db: DbClient, memberId: bigint, limit: number): Promise<ChangeRow[]> {
  const { rows } = await db.query<ChangeRow>(
    `select created_at, kind, from_level, to_level, upgrade_bonus, operator, reason
       from vip_change where member_id = $1 order by created_at desc, id desc limit $2`,
    [memberId.toString(), limit],
  );
  return rows;
}

/**
 * Serialises what changes levels (an evaluation, an operator's manual change) until the transaction
 * ends, so an evaluation never writes a level computed from a row a manual change has just replaced.
 */
export async function lockLevelChanges(db: DbClient): Promise<void> {
  await db.query("select pg_advisory_xact_lock(hashtext('vip.level-changes'))");
}

export type EvaluatedChange = {
  member_id: bigint;
  kind: "upgrade" | "downgrade";
  from_level: number;
  to_level: number;
  upgrade_bonus: bigint;
};

/**
 * One evaluation as one statement, for every member with a level or any activity (or one member):
 * up ONE level when the next level's requirements are met (all or any, per brand; back to a level
 * held before only on the keep amount in the window), else down one level under the keep-window
 * rule when the window's valid bet is below the level's keep amount — never twice in 30 days nor
 * within 30 days of an upgrade. A member changes at most once per evaluation day (the unique
 * index on vip_change): a second run of the day changes nothing. Answers the changes made.
 */
export async function evaluate(
  db: DbClient,
  input: { now: Date; day: string; memberId: bigint | null; quietDays: number },
): Promise<EvaluatedChange[]> {
  const { rows } = await db.query<EvaluatedChange>(
    `with s as (select upgrade_condition, downgrade_rule, keep_window_days from vip_setting where id),
     bets as (
       select r.member_id, sum(r.bet_amount)::int8 as bet,
              coalesce(sum(r.bet_amount) filter (
                where r.ended_at > $1::timestamptz - make_interval(days => s.keep_window_days)), 0)::int8 as window_bet
         from game_round r cross join s
        where r.status = 'settled' and r.ended_at <= $1::timestamptz and ($3::int8 is null or r.member_id = $3::int8)
        group by r.member_id
     ),
     deps as (
       select o.member_id, sum(o.amount)::int8 as deposits
         from deposit_order o
        where o.status = 'credited' and o.credited_at <= $1::timestamptz and ($3::int8 is null or o.member_id = $3::int8)
        group by o.member_id
     ),
     state as (
       select m.id as member_id, coalesce(v.level, 0) as level, coalesce(v.highest_level, 0) as highest,
              v.last_upgrade_at, v.last_downgrade_at, coalesce(b.bet, 0)::int8 as bet,
              coalesce(b.window_bet, 0)::int8 as window_bet, coalesce(d.deposits, 0)::int8 as deposits
         from member m
         left join member_vip v on v.member_id = m.id
         left join bets b on b.member_id = m.id
         left join deps d on d.member_id = m.id
        where m.is_agent <> 4 and m.status <> 'closed' and ($3::int8 is null or m.id = $3::int8)
          and (v.member_id is not null or b.member_id is not null or d.member_id is not null)
     ),
     decided as (
       select st.*, nx.upgrade_bonus as next_bonus,
              case
                when nx.level is not null and (
                  case
                    when nx.level <= st.highest then st.window_bet >= nx.keep_bet
                    when s.upgrade_condition = 'all'
                      then st.deposits >= nx.deposit_requirement and st.bet >= nx.bet_requirement
                    else (nx.deposit_requirement > 0 and st.deposits >= nx.deposit_requirement)
                      or (nx.bet_requirement > 0 and st.bet >= nx.bet_requirement)
                      or (nx.deposit_requirement = 0 and nx.bet_requirement = 0)
                  end) then 'upgrade'
                when s.downgrade_rule = 'keep_window' and st.level > 0 and cur.level is not null
                  and st.window_bet < cur.keep_bet
                  and (st.last_downgrade_at is null or st.last_downgrade_at <= $1::timestamptz - make_interval(days => $4))
                  and (st.last_upgrade_at is null or st.last_upgrade_at <= $1::timestamptz - make_interval(days => $4))
                  then 'downgrade'
              end as kind
         from state st cross join s
         left join vip_level nx on nx.level = st.level + 1
         left join vip_level cur on cur.level = st.level
     ),
     changes as (
       insert into vip_change (member_id, evaluation_day, kind, from_level, to_level, valid_bet, deposits,
                               upgrade_bonus, reason)
       select d.member_id, $2::date, d.kind, d.level, d.level + case d.kind when 'upgrade' then 1 else -1 end,
              d.bet, d.deposits,
              -- A level reached before was offered its bonus then (once per member and level, ever).
              case when d.kind = 'upgrade' and d.level + 1 > d.highest then d.next_bonus else 0 end, 'evaluation'
         from decided d
        where d.kind is not null
       on conflict (member_id, evaluation_day) do nothing
       returning member_id, kind, from_level, to_level, upgrade_bonus
     ),
     saved as (
       insert into member_vip as v (member_id, level, highest_level, last_upgrade_at, last_downgrade_at, updated_at)
       select c.member_id, c.to_level, c.to_level,
              case when c.kind = 'upgrade' then $1::timestamptz end,
              case when c.kind = 'downgrade' then $1::timestamptz end, $1::timestamptz
         from changes c
       on conflict (member_id) do update
          set level = excluded.level, highest_level = greatest(v.highest_level, excluded.level),
              last_upgrade_at = coalesce(excluded.last_upgrade_at, v.last_upgrade_at),
              last_downgrade_at = coalesce(excluded.last_downgrade_at, v.last_downgrade_at),
              updated_at = excluded.updated_at
       returning member_id
     )
     select c.member_id, c.kind, c.from_level::int, c.to_level::int, c.upgrade_bonus
       from changes c join saved using (member_id)`,
    [input.now, input.day, input.memberId?.toString() ?? null, input.quietDays],
  );
  return rows;
}

export type MonthlyDue = { member_id: bigint; level: number; amount: bigint };

/** Marks the month's bonus of every member whose level has one and who has none for the month yet; answers those. */
export async function claimMonthlyBonuses(
  db: DbClient,
  input: { month: string; memberId: bigint | null },
): Promise<MonthlyDue[]> {
  const { rows } = await db.query<MonthlyDue>(
    `insert into vip_monthly_bonus (member_id, month, level, amount)
     select v.member_id, $1, v.level, l.monthly_bonus
       from member_vip v
       join vip_level l on l.level = v.level
       join member m on m.id = v.member_id
      where l.monthly_bonus > 0 and m.status <> 'closed' and m.is_agent <> 4
        and ($2::int8 is null or v.member_id = $2::int8)
     on conflict (member_id, month) do nothing
     returning member_id, level::int, amount`,
    [input.month, input.memberId?.toString() ?? null],
  );
  return rows;
}

/** Locks a member's level row, creating it at level 0 first when the member has none. */
export async function lockMemberLevel(db: DbClient, memberId: bigint): Promise<{ level: number; highest: number }> {
  await db.query(
    "insert into member_vip (member_id, level, highest_level) values ($1, 0, 0) on conflict (member_id) do nothing",
    [memberId.toString()],
  );
  const { rows } = await db.query<{ level: number; highest: number }>(
    "select level::int, highest_level::int as highest from member_vip where member_id = $1 for update",
    [memberId.toString()],
  );
  return rows[0]!;
}

/** An operator's change: the level, its history row (with the operator and the reason). */
export async function setMemberLevel(
  db: DbClient,
  input: { memberId: bigint; from: number; to: number; operator: string; reason: string },
): Promise<void> {
  await db.query(
    `with changed as (
       insert into vip_change (member_id, kind, from_level, to_level, operator, reason)
       values ($1, 'manual', $2, $3, $4, $5)
     )
     update member_vip
        set level = $3, highest_level = greatest(highest_level, $3),
            last_upgrade_at = case when $3 > $2 then now() else last_upgrade_at end,
            last_downgrade_at = case when $3 < $2 then now() else last_downgrade_at end,
            updated_at = now()
      where member_id = $1`,
    [input.memberId.toString(), input.from, input.to, input.operator, input.reason],
  );
}

/** Withdrawals a member may request per day at their level (level 0 without a row); null without a ladder. */
export async function findDailyWithdrawals(db: DbClient, memberId: bigint): Promise<number | null> {
  const { rows } = await db.query<{ daily_withdrawals: number }>(
    `select l.daily_withdrawals
       from vip_level l
      where l.level = coalesce((select v.level from member_vip v where v.member_id = $1), 0)`,
    [memberId.toString()],
  );
  return rows[0]?.daily_withdrawals ?? null;
}

export async function listRebateRates(
  db: DbClient,
): Promise<{ level: number; category: GameCategory; basis_points: number }[]> {
  const { rows } = await db.query<{ level: number; category: GameCategory; basis_points: number }>(
    "select level::int, category, basis_points from vip_rebate_rate order by level, category",
  );
  return rows;
}

/** The levels of the given members (0 for members without a row). */
export async function findMemberLevels(
  db: DbClient,
  memberIds: bigint[],
): Promise<{ member_id: bigint; level: number }[]> {
  const { rows } = await db.query<{ member_id: bigint; level: number }>(
    `select x.id as member_id, coalesce(v.level, 0)::int as level
       from unnest($1::int8[]) as x (id) left join member_vip v on v.member_id = x.id`,
    [memberIds.map(String)],
  );
  return rows;
}

/** Whether a job recorded its run of a period (job_run). */
export async function jobRan(db: DbClient, job: string, period: string): Promise<boolean> {
  const { rowCount } = await db.query(
    "select 1 from job_run where job = $1 and period = $2 and finished_at is not null",
    [job, period],
  );
  return rowCount === 1;
}

export async function recordJobRun(db: DbClient, job: string, period: string, detail: object): Promise<void> {
  await db.query(
    `insert into job_run (job, period, finished_at, detail) values ($1, $2, now(), $3)
     on conflict (job, period) do update set finished_at = now(), detail = excluded.detail`,
    [job, period, JSON.stringify(detail)],
  );
}
