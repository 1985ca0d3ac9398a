import type { DbClient } from "../../db/pool.ts";

/** The smallest round trip: resolves when the database answers. */
export async function pingDatabase(db: DbClient): Promise<void> {
  await db.query("select 1");
}
