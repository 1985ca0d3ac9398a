import type { Env } from "../env.ts";
import { startEmbeddedPostgres } from "./embedded.ts";
import { createPool, type Db, type DbTimeouts } from "./pool.ts";

/** The database the server uses inside its embedded cluster. */
export const EMBEDDED_DATABASE = "lotus";

export type OpenDatabase = { db: Db; url: string; embedded: boolean; close: () => Promise<void> };

type DatabaseEnv = Pick<
  Env,
  | "DATABASE_URL"
  | "DATA_DIR"
  | "EMBEDDED_PG_PORT"
  | "DB_CONNECT_TIMEOUT_MS"
  | "DB_STATEMENT_TIMEOUT_MS"
  | "DB_IDLE_IN_TRANSACTION_TIMEOUT_MS"
  | "DB_QUEUE_MAX"
>;

/** The pool's bounds from the DB_* settings. */
export function dbTimeouts(env: DatabaseEnv): DbTimeouts {
  return {
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    queueMax: env.DB_QUEUE_MAX,
  };
}

/** The external PostgreSQL of DATABASE_URL, or else the embedded one under DATA_DIR. */
export async function openDatabase(env: DatabaseEnv, log: (message: string) => void = () => {}): Promise<OpenDatabase> {
  if (env.DATABASE_URL) {
    const db = createPool(env.DATABASE_URL, 20, dbTimeouts(env));
    return { db, url: env.DATABASE_URL, embedded: false, close: () => db.end() };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_PG_PORT,
    database: EMBEDDED_DATABASE,
    log,
  });
  const db = createPool(embedded.url, 20, dbTimeouts(env));
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
