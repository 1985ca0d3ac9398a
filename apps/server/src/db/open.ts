import type { Env } from "../env.ts";
import { startEmbeddedPostgres } from "./embedded.ts";
import { createPool, type Db } from "./pool.ts";

/** The database the server uses inside its embedded cluster. */
export const EMBEDDED_DATABASE = "lotus";

export type OpenDatabase = { db: Db; url: string; embedded: boolean; close: () => Promise<void> };

/** The external PostgreSQL of DATABASE_URL, or else the embedded one under DATA_DIR. */
export async function openDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "EMBEDDED_PG_PORT">,
  log: (message: string) => void = () => {},
): Promise<OpenDatabase> {
  if (env.DATABASE_URL) {
    const db = createPool(env.DATABASE_URL);
    return { db, url: env.DATABASE_URL, embedded: false, close: () => db.end() };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_PG_PORT,
    database: EMBEDDED_DATABASE,
    log,
  });
  const db = createPool(embedded.url);
  return {
    db,
    url: embedded.url,
    embedded: true,
    close: async () => {
      await db.end();
      await embedded.stop();
    },
  };
}
