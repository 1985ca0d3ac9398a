import type { DbClient } from "../../db/pool.ts";

/** SQL of `spent_token` (single-use values) and `server_secret` (generated keys). */

export type SpentTokenKind = "human_solution" | "free_play_nonce";

/** Marks a single-use value spent; false when it was spent before. */
export async function spendToken(db: DbClient, kind: SpentTokenKind, hash: Buffer, expiresAt: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    "insert into spent_token (kind, hash, expires_at) values ($1, $2, $3) on conflict do nothing",
    [kind, hash, expiresAt],
  );
  return rowCount === 1;
}

/** Drops markers that can no longer matter (their value has expired anyway). */
export async function pruneSpentTokens(db: DbClient): Promise<void> {
  await db.query("delete from spent_token where expires_at < now() - interval '1 minute'");
}

/** A server-wide secret: `candidate` is stored when there is none yet; the stored one is returned. */
export async function loadOrCreateServerSecret(db: DbClient, name: string, candidate: string): Promise<string> {
  await db.query("insert into server_secret (name, value) values ($1, $2) on conflict do nothing", [name, candidate]);
  const { rows } = await db.query<{ value: string }>("select value from server_secret where name = $1", [name]);
  return rows[0]!.value;
}
