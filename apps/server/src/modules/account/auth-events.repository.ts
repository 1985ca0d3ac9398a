import type { DbClient } from "../../db/pool.ts";

/** SQL of the hash-chained `auth_event` log; the rules (what is logged, how it is hashed) live in auth-events.ts. */

/** The columns that the hash covers, in the form `canonicalJson` serialises. */
export type AuthEventRow = {
  at: string;
  member_id: string | null;
  account: string;
  event: string;
  outcome: string;
  method: string;
  ip: string;
  country: string;
  user_agent: string;
  detail: Record<string, unknown>;
};

export type AuthEventStored = Omit<AuthEventRow, "at" | "member_id"> & {
  id: bigint;
  prev_hash: Buffer | null;
  hash: Buffer;
  at: Date;
  member_id: bigint | null;
};

/**
 * Appends one event through the `auth_event_append` database function (lock, read of the last
 * hash, insert), so that the chain stays linear whether `db` is the pool or a client inside a
 * caller's transaction.
 */
export async function appendAuthEvent(db: DbClient, row: AuthEventRow, canonical: string): Promise<void> {
  await db.query("select auth_event_append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)", [
    row.at,
    row.member_id,
    row.account,
    row.event,
    row.outcome,
    row.method,
    row.ip,
    row.country,
    row.user_agent,
    row.detail,
    canonical,
  ]);
}

/** The next 1000 events after `afterId`, in id order (the chain check). */
export async function readAuthEventPage(db: DbClient, afterId: bigint): Promise<AuthEventStored[]> {
  const { rows } = await db.query<AuthEventStored>("select * from auth_event where id > $1 order by id limit 1000", [
    afterId.toString(),
  ]);
  return rows;
}

export type StateHistoryRow = { at: Date; detail: { action: string; reason: string; operator: string } };

/** The member's account state changes, newest first (at most 50). */
export async function listStateHistory(db: DbClient, memberId: bigint): Promise<StateHistoryRow[]> {
  const { rows } = await db.query<StateHistoryRow>(
    "select at, detail from auth_event where member_id = $1 and event = 'account_state' order by id desc limit 50",
    [memberId.toString()],
  );
  return rows;
}
