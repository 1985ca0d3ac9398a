import type { DbClient } from "./pool.ts";

/** A row of server_key: the deployment's RSA key pair for sealed bodies. */
export type ServerKeyRow = { key_id: string; private_pem: string; public_spki: string };

/** The newest stored key pair, or null before the first one is made. */
export async function findNewestServerKey(db: DbClient): Promise<ServerKeyRow | null> {
  const { rows } = await db.query<ServerKeyRow>(
    "select key_id, private_pem, public_spki from server_key order by created_at desc limit 1",
  );
  return rows[0] ?? null;
}

/**
 * Stores a new key pair unless another process stored one first, and returns the first stored
 * (two processes starting together: the first insert wins and both read it back).
 */
export async function storeFirstServerKey(db: DbClient, key: ServerKeyRow): Promise<ServerKeyRow> {
  await db.query(
    "insert into server_key (key_id, private_pem, public_spki) values ($1, $2, $3) on conflict do nothing",
    [key.key_id, key.private_pem, key.public_spki],
  );
  const { rows } = await db.query<ServerKeyRow>(
    "select key_id, private_pem, public_spki from server_key order by created_at asc limit 1",
  );
  return rows[0]!;
}
