import type { RewardStatus, RewardTitle } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/*
 * SQL of the races (issue 15). A race's score is its edge-weighted wager, computed from the settled
 * rounds of its window [starts_at, ends_at) by ended_at: stake × the game's house edge in basis points
 * (10,000 − the game's published RTP; the race's per-category edge when the catalogue has none) /
 * 10,000, so winnings never score and a low-edge game cannot buy the top (research c.2). Ties go to the
 * member who reached the score first (the end of their last scoring round), then the lower id.
 */

export type RaceRow = {
  id: bigint;
  code: string;
  title: RewardTitle;
  starts_at: Date;
  ends_at: Date;
  prizes: string[];
  edges: Record<string, number>;
  wagering: number;
  paid_at: Date | null;
  created_at: Date;
};

export type StandingRow = {
  rank: number;
  member_id: bigint;
  account: string;
  member_status: string;
  eligible: boolean;
  score: bigint;
  reached_at: Date;
  reward_status: RewardStatus | null;
};

/** Every member with a positive score in the race, ranked (ties: first to reach it). */
export async function standings(db: DbClient, raceId: bigint): Promise<StandingRow[]> {
  const { rows } = await db.query<StandingRow>(
    `with ra as (select * from race where id = $1),
     weighted as (
       select gr.member_id, gr.ended_at, gr.bet_amount::numeric
                * (case when g.rtp_bp > 0 then 10000 - g.rtp_bp
                        else coalesce((ra.edges ->> v.category)::int, 0) end) as points
         from ra
         join game_round gr on gr.status = 'settled' and gr.ended_at >= ra.starts_at and gr.ended_at < ra.ends_at
         join game g on g.id = gr.game_id
         join game_vendor v on v.vendor_code = gr.vendor_code
     ),
     scored as (
       select member_id, floor(sum(points) / 10000)::int8 as score, max(ended_at) filter (where points > 0) as reached_at
         from weighted group by member_id
     )
     select (row_number() over (order by s.score desc, s.reached_at, s.member_id))::int as rank,
            s.member_id, m.account, m.status as member_status,
            (m.status = 'active' and m.is_agent <> 4) as eligible, s.score, s.reached_at, rw.status as reward_status
       from scored s
       join member m on m.id = s.member_id
       left join reward rw on rw.source = 'race' and rw.source_ref = $1::text || ':' || s.member_id
      where s.score > 0
      order by rank`,
    [raceId.toString()],
  );
  return rows;
}

export async function raceById(db: DbClient, id: bigint): Promise<RaceRow | null> {
  const { rows } = await db.query<RaceRow>("select * from race where id = $1", [id.toString()]);
  return rows[0] ?? null;
}

/** Races a member sees: running, starting within a week, or finished within the last week. */
export async function visibleRaces(db: DbClient, at: Date): Promise<RaceRow[]> {
  const { rows } = await db.query<RaceRow>(
    `select * from race
      where starts_at < $1::timestamptz + interval '7 days' and ends_at > $1::timestamptz - interval '7 days'
      order by (ends_at <= $1::timestamptz), starts_at desc, id desc
      limit 5`,
    [at],
  );
  return rows;
}

/** The console's list, newest first, with how many members scored. */
export async function allRaces(db: DbClient): Promise<RaceRow[]> {
  const { rows } = await db.query<RaceRow>("select * from race order by starts_at desc, id desc limit 200");
  return rows;
}

export type NewRace = {
  code: string;
  title: RewardTitle;
  startsAt: Date;
  endsAt: Date;
  prizes: bigint[];
  edges: Record<string, number>;
  wagering: number;
};

/** Inserts a race; null when the code is taken. */
export async function insertRace(db: DbClient, race: NewRace): Promise<RaceRow | null> {
  const { rows } = await db.query<RaceRow>(
    `insert into race (code, title, starts_at, ends_at, prizes, edges, wagering)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (code) do nothing returning *`,
    [
      race.code,
      JSON.stringify(race.title),
      race.startsAt,
      race.endsAt,
      JSON.stringify(race.prizes.map(String)),
      JSON.stringify(race.edges),
      race.wagering,
    ],
  );
  return rows[0] ?? null;
}

/** Finished, unpaid races whose window closed before `before`, locked for the payout (others skip them). */
export async function lockDueRaces(db: DbClient, before: Date, limit: number): Promise<RaceRow[]> {
  const { rows } = await db.query<RaceRow>(
    `select * from race where paid_at is null and ends_at <= $1 order by ends_at, id limit $2 for update skip locked`,
    [before, limit],
  );
  return rows;
}

/** Locks one race for a payout the console asked for. */
export async function lockRace(db: DbClient, id: bigint): Promise<RaceRow | null> {
  const { rows } = await db.query<RaceRow>("select * from race where id = $1 for update", [id.toString()]);
  return rows[0] ?? null;
}

export async function markPaid(db: DbClient, id: bigint): Promise<void> {
  await db.query("update race set paid_at = now() where id = $1 and paid_at is null", [id.toString()]);
}

/** How many members scored in each race (the console's list). */
export async function entrants(db: DbClient, raceIds: bigint[]): Promise<Map<string, number>> {
  if (raceIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: bigint; n: number }>(
    `select ra.id, (select count(distinct gr.member_id) from game_round gr
                     where gr.status = 'settled' and gr.ended_at >= ra.starts_at and gr.ended_at < ra.ends_at)::int as n
       from race ra where ra.id = any($1::int8[])`,
    [raceIds.map(String)],
  );
  return new Map(rows.map((r) => [r.id.toString(), r.n]));
}
