import type { DbClient } from "../../db/pool.ts";

/**
 * Counts one request of `key` in a fixed window of `windowSeconds` and returns the count so far,
 * this one included. One atomic upsert, so parallel requests and several server processes all
 * see every hit.
 */
export async function hitThrottle(db: DbClient, scope: string, key: string, windowSeconds: number): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    `insert into request_throttle (scope, key, window_started_at, hits) values ($1, $2, now(), 1)
     on conflict (scope, key) do update set
       hits = case when request_throttle.window_started_at <= now() - make_interval(secs => $3) then 1
                   else request_throttle.hits + 1 end,
       window_started_at = case when request_throttle.window_started_at <= now() - make_interval(secs => $3) then now()
                                else request_throttle.window_started_at end
     returning hits`,
    [scope, key, windowSeconds],
  );
  return rows[0]!.hits;
}

/** Drops windows that ended long ago (called now and then; the table only ever needs live windows). */
export async function pruneThrottles(db: DbClient, olderThanSeconds: number): Promise<void> {
  await db.query("delete from request_throttle where window_started_at < now() - make_interval(secs => $1)", [
    olderThanSeconds,
  ]);
}
