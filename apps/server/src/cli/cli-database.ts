import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Env } from "../env.ts";
import { embeddedDatabaseUrl, startEmbeddedPostgres } from "../db/embedded.ts";
import { EMBEDDED_DATABASE } from "../db/open.ts";
import { createPool, type Db } from "../db/pool.ts";

/** A failure the operator can act on: printed as is, without a stack trace. */
export class CliError extends Error {}

export type CliDatabase = { db: Db; description: string; close: () => Promise<void> };

/**
 * The database the server uses: DATABASE_URL when set; otherwise the embedded cluster under
 * DATA_DIR, reached at EMBEDDED_PG_PORT while the server runs, or started for this command
 * and stopped afterwards when it does not. Without `initialise`, a missing cluster is an error
 * rather than a new empty one.
 */
export async function openCliDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "EMBEDDED_PG_PORT">,
  { initialise }: { initialise: boolean },
): Promise<CliDatabase> {
  if (env.DATABASE_URL) {
    const db = createPool(env.DATABASE_URL, 2);
    return { db, description: `the PostgreSQL of DATABASE_URL (${safeUrl(env.DATABASE_URL)})`, close: () => db.end() };
  }

  const runningUrl = embeddedDatabaseUrl(env.EMBEDDED_PG_PORT, EMBEDDED_DATABASE);
  if (await isAnswering(runningUrl, env.EMBEDDED_PG_PORT)) {
    const db = createPool(runningUrl, 2);
    return {
      db,
      description: `the running embedded PostgreSQL on port ${env.EMBEDDED_PG_PORT}`,
      close: () => db.end(),
    };
  }

  const clusterDir = path.join(env.DATA_DIR, "pg");
  if (!initialise && !fs.existsSync(path.join(clusterDir, "PG_VERSION"))) {
    throw new CliError(
      `No embedded database in ${clusterDir}. Start the server once (npm start) or run npm run db:migrate && npm run db:seed.`,
    );
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_PG_PORT,
    database: EMBEDDED_DATABASE,
  });
  const db = createPool(embedded.url, 2);
  return {
    db,
    description: `the embedded PostgreSQL in ${clusterDir} (started for this command)`,
    close: async () => {
      await db.end();
      await embedded.stop();
    },
  };
}

/** True when the server's embedded cluster answers; false when nothing listens on the port. */
async function isAnswering(url: string, port: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "ECONNREFUSED") return false;
    throw new CliError(
      `Port ${port} answers but not as the embedded Lotus database (${(error as Error).message}). ` +
        "Set EMBEDDED_PG_PORT to the server's port, or DATABASE_URL.",
    );
  }
}

function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "unparsable URL";
  }
}
