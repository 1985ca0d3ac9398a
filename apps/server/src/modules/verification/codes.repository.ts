import type { DbClient } from "../../db/pool.ts";

/** SQL of `verification_code` (codes and tickets); the rules live in codes.ts. */

export type CodeRow = {
  id: string;
  secret_hash: Buffer;
  tries: number;
  expired: boolean;
  member_id: bigint | null;
  detail: Record<string, unknown>;
};

export type SecretRow = { id: string; member_id: bigint | null; detail: Record<string, unknown> };

/** Seconds left before another code may go to `target`, or null when none was sent within `seconds`. */
export async function resendWaitSeconds(
  db: DbClient,
  flow: string,
  target: string,
  seconds: number,
): Promise<number | null> {
  const { rows } = await db.query<{ wait: number }>(
    `select ceil(extract(epoch from (created_at + make_interval(secs => $3) - now())))::int as wait
       from verification_code
      where flow = $1 and target = $2 and created_at > now() - make_interval(secs => $3)
      order by created_at desc limit 1`,
    [flow, target, seconds],
  );
  return rows[0]?.wait ?? null;
}

/** Closes every open secret of a flow and target (a new code replaces the earlier ones). */
export async function closeOpenSecrets(db: DbClient, flow: string, target: string): Promise<void> {
  await db.query(
    "update verification_code set consumed_at = now() where flow = $1 and target = $2 and consumed_at is null",
    [flow, target],
  );
}

export async function insertSecret(
  db: DbClient,
  input: {
    flow: string;
    target: string;
    secretHash: Buffer;
    memberId: bigint | null;
    detail: object;
    ttlSeconds: number;
  },
): Promise<{ id: string; expires_at: Date }> {
  const { rows } = await db.query<{ id: string; expires_at: Date }>(
    `insert into verification_code (flow, target, secret_hash, member_id, detail, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) returning id, expires_at`,
    [input.flow, input.target, input.secretHash, input.memberId, input.detail, input.ttlSeconds],
  );
  return rows[0]!;
}

/** The newest open code of a flow and target, locked (call inside a transaction). */
export async function lockNewestOpenCode(db: DbClient, flow: string, target: string): Promise<CodeRow | null> {
  const { rows } = await db.query<CodeRow>(
    `select id, secret_hash, tries, expires_at <= now() as expired, member_id, detail
       from verification_code
      where flow = $1 and target = $2 and consumed_at is null
      order by created_at desc limit 1 for update`,
    [flow, target],
  );
  return rows[0] ?? null;
}

/** Stores the tries of a code; at `maxTries` the code is burnt. */
export async function setCodeTries(db: DbClient, id: string, tries: number, maxTries: number): Promise<void> {
  await db.query(
    "update verification_code set tries = $2::int, consumed_at = case when $2::int >= $3::int then now() end where id = $1",
    [id, tries, maxTries],
  );
}

export async function markSecretConsumed(db: DbClient, id: string): Promise<void> {
  await db.query("update verification_code set consumed_at = now() where id = $1", [id]);
}

/** Consumes an open, unexpired secret atomically (of two parallel consumers only one gets the row). */
export async function consumeOpenSecret(db: DbClient, flow: string, target: string): Promise<SecretRow | null> {
  const { rows } = await db.query<SecretRow>(
    `update verification_code set consumed_at = now()
      where flow = $1 and target = $2 and consumed_at is null and expires_at > now()
      returning id, member_id, detail`,
    [flow, target],
  );
  return rows[0] ?? null;
}

export async function findOpenSecret(db: DbClient, flow: string, target: string): Promise<SecretRow | null> {
  const { rows } = await db.query<SecretRow>(
    `select id, member_id, detail from verification_code
      where flow = $1 and target = $2 and consumed_at is null and expires_at > now()`,
    [flow, target],
  );
  return rows[0] ?? null;
}

/** Counts a failed answer; burns the secret at `maxTries`. The tries after it, or null when unknown. */
export async function addSecretTry(db: DbClient, id: string, maxTries: number): Promise<number | null> {
  const { rows } = await db.query<{ tries: number }>(
    `update verification_code set tries = tries + 1,
            consumed_at = case when tries + 1 >= $2 then now() end
      where id = $1 returning tries`,
    [id, maxTries],
  );
  return rows[0]?.tries ?? null;
}
