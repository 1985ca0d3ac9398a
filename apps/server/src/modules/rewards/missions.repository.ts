import {
  BRAND_TIME_ZONE as TZ,
  type MissionCategory,
  type MissionPeriod,
  type MissionTrigger,
  type RewardStatus,
  type RewardTitle,
} from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/*
 * SQL of the missions (issue 15). A mission's progress is computed from the member's data of the
 * current period — settled rounds by ended_at (valid bet, optionally of one category), credited
 * deposits by credited_at, distinct brand days with a successful login — never kept as a counter.
 * Periods are brand-time days and ISO weeks (Monday); the period key names the reward:
 * '<mission>:<member>:<yyyy-mm-dd>' for a day, '<mission>:<member>:<iyyy-Www>' for a week.
 */

export type MissionRow = {
  id: bigint;
  code: string;
  title: RewardTitle;
  period: MissionPeriod;
  trigger: MissionTrigger;
  category: MissionCategory | null;
  target: bigint;
  reward_amount: bigint;
  wagering: number;
  enabled: boolean;
  sort: number;
  created_at: Date;
};

export type MemberMissionRow = MissionRow & {
  period_key: string;
  period_starts: Date;
  period_ends: Date;
  progress: bigint;
  reward_id: bigint | null;
  reward_status: RewardStatus | null;
};

/** Every enabled mission (or one) with the member's progress in its current period and its reward, if offered. */
export async function memberMissions(
  db: DbClient,
  memberId: bigint,
  at: Date,
  missionId: bigint | null = null,
): Promise<MemberMissionRow[]> {
  const { rows } = await db.query<MemberMissionRow>(
    `with w as (
       select date_trunc('day', $2::timestamptz at time zone '${TZ}') as day_local,
              date_trunc('week', $2::timestamptz at time zone '${TZ}') as week_local
     ),
     m as (
       select mi.*,
              case mi.period when 'daily' then w.day_local else w.week_local end as local_start,
              case mi.period when 'daily' then to_char(w.day_local, 'YYYY-MM-DD')
                             else to_char(w.week_local, 'IYYY-"W"IW') end as period_key
         from mission mi, w
        where mi.enabled and ($3::int8 is null or mi.id = $3)
     ),
     p as (
       select m.*, m.local_start at time zone '${TZ}' as period_starts,
              (m.local_start + case m.period when 'daily' then interval '1 day' else interval '7 days' end)
                at time zone '${TZ}' as period_ends
         from m
     )
     select p.id, p.code, p.title, p.period, p.trigger, p.category, p.target, p.reward_amount, p.wagering,
            p.enabled, p.sort, p.created_at, p.period_key, p.period_starts, p.period_ends,
            (case p.trigger
               when 'valid_bet' then
                 (select coalesce(sum(r.bet_amount), 0) from game_round r
                    join game_vendor v on v.vendor_code = r.vendor_code
                   where r.member_id = $1::int8 and r.status = 'settled'
                     and r.ended_at >= p.period_starts and r.ended_at < p.period_ends
                     and (p.category is null or v.category = p.category))
               when 'deposit' then
                 (select coalesce(sum(o.amount), 0) from deposit_order o
                   where o.member_id = $1::int8 and o.status = 'credited'
                     and o.credited_at >= p.period_starts and o.credited_at < p.period_ends)
               else
                 (select count(distinct (e.at at time zone '${TZ}')::date) from auth_event e
                   where e.member_id = $1::int8 and e.event = 'login' and e.outcome = 'success'
                     and e.at >= p.period_starts and e.at < p.period_ends)
             end)::int8 as progress,
            rw.id as reward_id, rw.status as reward_status
       from p
       left join reward rw on rw.source = 'mission' and rw.source_ref = p.id || ':' || $1::int8 || ':' || p.period_key
      order by case p.period when 'daily' then 0 else 1 end, p.sort, p.id`,
    [memberId.toString(), at, missionId?.toString() ?? null],
  );
  return rows;
}

/** The console's list: every mission with how many rewards it offered and how many were claimed. */
export async function allMissions(db: DbClient): Promise<(MissionRow & { offered: number; claimed: number })[]> {
  const { rows } = await db.query<MissionRow & { offered: number; claimed: number }>(
    `select mi.*, coalesce(c.offered, 0)::int as offered, coalesce(c.claimed, 0)::int as claimed
       from mission mi
       left join (select split_part(source_ref, ':', 1)::int8 as mission_id, count(*) as offered,
                         count(*) filter (where status = 'claimed') as claimed
                    from reward where source = 'mission' group by 1) c on c.mission_id = mi.id
      order by case mi.period when 'daily' then 0 else 1 end, mi.sort, mi.id`,
  );
  return rows;
}

export type NewMission = {
  code: string;
  title: RewardTitle;
  period: MissionPeriod;
  trigger: MissionTrigger;
  category: MissionCategory | null;
  target: bigint;
  rewardAmount: bigint;
  wagering: number;
  enabled: boolean;
  sort: number;
};

/** Inserts a mission; null when the code is taken. */
export async function insertMission(db: DbClient, mission: NewMission): Promise<MissionRow | null> {
  const { rows } = await db.query<MissionRow>(
    `insert into mission (code, title, period, trigger, category, target, reward_amount, wagering, enabled, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (code) do nothing returning *`,
    [
      mission.code,
      JSON.stringify(mission.title),
      mission.period,
      mission.trigger,
      mission.category,
      mission.target.toString(),
      mission.rewardAmount.toString(),
      mission.wagering,
      mission.enabled,
      mission.sort,
    ],
  );
  return rows[0] ?? null;
}

/** Enables or disables a mission; answers its state before, or null when there is none. */
export async function setMissionEnabled(
  db: DbClient,
  id: bigint,
  enabled: boolean,
): Promise<{ enabled: boolean } | null> {
  const { rows } = await db.query<{ enabled: boolean }>(
    `update mission m set enabled = $2 from (select id, enabled from mission where id = $1 for update) before
      where m.id = before.id returning before.enabled`,
    [id.toString(), enabled],
  );
  return rows[0] ?? null;
}
