import type { RewardSource, RewardStatus, RewardTitle } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/*
 * SQL of the reward table (issue 15): offers (one per source and reference), the claim's row lock and
 * its mark, the member's list and the lapse job.
 */

export type RewardRow = {
  id: bigint;
  member_id: bigint;
  source: RewardSource;
  source_ref: string;
  amount: bigint;
  wagering: number;
  title: RewardTitle;
  expires_at: Date;
  status: RewardStatus;
  claimed_at: Date | null;
  grant_id: bigint | null;
  created_at: Date;
};

export type OfferRow = {
  memberId: bigint;
  source: RewardSource;
  ref: string;
  amount: bigint;
  wagering: number;
  expiresAt: Date;
  title: RewardTitle;
};

/**
 * Offers many rewards in one statement; (source, ref) already offered are left as they are. Answers
 * the new rows' (source, ref) → id.
 */
export async function insertOffers(
  db: DbClient,
  offers: OfferRow[],
): Promise<{ id: bigint; source: string; source_ref: string }[]> {
  if (offers.length === 0) return [];
  const { rows } = await db.query<{ id: bigint; source: string; source_ref: string }>(
    `insert into reward (member_id, source, source_ref, amount, wagering, expires_at, title)
     select * from unnest($1::int8[], $2::text[], $3::text[], $4::int8[], $5::int4[], $6::timestamptz[], $7::jsonb[])
     on conflict (source, source_ref) do nothing
     returning id, source, source_ref`,
    [
      offers.map((o) => o.memberId.toString()),
      offers.map((o) => o.source),
      offers.map((o) => o.ref),
      offers.map((o) => o.amount.toString()),
      offers.map((o) => o.wagering),
      offers.map((o) => o.expiresAt),
      offers.map((o) => JSON.stringify(o.title)),
    ],
  );
  return rows;
}

export async function rewardBySourceRef(db: DbClient, source: RewardSource, ref: string): Promise<RewardRow | null> {
  const { rows } = await db.query<RewardRow>("select * from reward where source = $1 and source_ref = $2", [
    source,
    ref,
  ]);
  return rows[0] ?? null;
}

/** The reward locked for its claim, with its member's state (only an active member's money moves). */
export async function lockReward(
  db: DbClient,
  rewardId: bigint,
): Promise<(RewardRow & { member_status: string; expired: boolean }) | null> {
  const { rows } = await db.query<RewardRow & { member_status: string; expired: boolean }>(
    `select r.*, m.status as member_status, r.expires_at <= now() as expired
       from reward r join member m on m.id = r.member_id
      where r.id = $1
        for update of r`,
    [rewardId.toString()],
  );
  return rows[0] ?? null;
}

export async function markClaimed(db: DbClient, rewardId: bigint, grantId: bigint): Promise<void> {
  await db.query("update reward set status = 'claimed', claimed_at = now(), grant_id = $2 where id = $1", [
    rewardId.toString(),
    grantId.toString(),
  ]);
}

/** Offered rewards past their expiry become lapsed (no money ever moved for them); the count. */
export async function lapseDue(db: DbClient, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `update reward set status = 'lapsed'
      where id in (select id from reward where status = 'offered' and expires_at <= now()
                    order by expires_at limit $1 for update skip locked)`,
    [limit],
  );
  return rowCount ?? 0;
}

/**
 * A member's rewards for the reward centre: the claimable ones (offered and not expired) first by
 * expiry, then the history (claimed, lapsed or expired) newest first. `status` is as the member sees
 * it: an offered reward past its expiry reads lapsed before the job marks it.
 */
export async function memberRewards(
  db: DbClient,
  memberId: bigint,
  historyLimit: number,
): Promise<(RewardRow & { shown_status: RewardStatus })[]> {
  const { rows } = await db.query<RewardRow & { shown_status: RewardStatus }>(
    `(select r.*, 'offered'::text as shown_status from reward r
       where r.member_id = $1 and r.status = 'offered' and r.expires_at > now()
       order by r.expires_at, r.id)
     union all
     (select r.*, case when r.status = 'claimed' then 'claimed' else 'lapsed' end as shown_status from reward r
       where r.member_id = $1 and (r.status <> 'offered' or r.expires_at <= now())
       order by coalesce(r.claimed_at, r.expires_at) desc, r.id desc
       limit $2)`,
    [memberId.toString(), historyLimit],
  );
  return rows;
}

/** How many rewards a member can claim now (the reward centre's badge and the summary). */
export async function claimableCount(db: DbClient, memberId: bigint): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from reward where member_id = $1 and status = 'offered' and expires_at > now()",
    [memberId.toString()],
  );
  return rows[0]!.n;
}

/** A member found by account for the console (id and account), or null. */
export async function memberByAccount(db: DbClient, account: string): Promise<{ id: bigint; account: string } | null> {
  const { rows } = await db.query<{ id: bigint; account: string }>(
    "select id, account from member where account = $1",
    [account],
  );
  return rows[0] ?? null;
}

/** Every reward of a member for the console, newest first. */
export async function rewardsOfMember(db: DbClient, memberId: bigint, limit: number): Promise<RewardRow[]> {
  const { rows } = await db.query<RewardRow>(
    "select * from reward where member_id = $1 order by created_at desc, id desc limit $2",
    [memberId.toString(), limit],
  );
  return rows;
}

export async function rewardById(db: DbClient, id: bigint): Promise<RewardRow | null> {
  const { rows } = await db.query<RewardRow>("select * from reward where id = $1", [id.toString()]);
  return rows[0] ?? null;
}
