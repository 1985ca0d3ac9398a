import type pg from "pg";

/** The advisory lock namespace of scheduled jobs (the first key of the two-key lock). */
const JOB_LOCK_SPACE = 7;

/** Takes the job's session-level advisory lock on this connection if free; true when taken. */
export async function tryJobLock(client: pg.PoolClient, lockId: number): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1, $2) as locked", [
    JOB_LOCK_SPACE,
    lockId,
  ]);
  return rows[0]?.locked === true;
}

export async function releaseJobLock(client: pg.PoolClient, lockId: number): Promise<void> {
  await client.query("select pg_advisory_unlock($1, $2)", [JOB_LOCK_SPACE, lockId]);
}
