import type { DbClient } from "../db/pool.ts";

/** SQL of `request_throttle` (fixed-window counters); the budget rules live in request-throttle.ts. */

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

/** Hits of `key` in its current window (0 when the window has ended), without counting one. */
export async function readThrottle(db: DbClient, scope: string, key: string, windowSeconds: number): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    `select hits from request_throttle
      where scope = $1 and key = $2 and window_started_at > now() - make_interval(secs => $3)`,
    [scope, key, windowSeconds],
  );
  return rows[0]?.hits ?? 0;
}

/** Gives back one hit counted in the current window (the request it was counted for did not use it up). */
export async function refundThrottle(db: DbClient, scope: string, key: string): Promise<void> {
  await db.query("update request_throttle set hits = greatest(hits - 1, 0) where scope = $1 and key = $2", [
    scope,
    key,
  ]);
}

/** Forgets the window of `key` (a success that clears the failures counted so far). */
export async function clearThrottle(db: DbClient, scope: string, key: string): Promise<void> {
  await db.query("delete from request_throttle where scope = $1 and key = $2", [scope, key]);
}
