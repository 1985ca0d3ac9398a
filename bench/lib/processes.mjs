// Starting and stopping the Lotus server (and anything else) for a benchmark, and small helpers.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const RESULTS_DIR = path.join(ROOT, "bench/.results");

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A new empty directory; world-readable because, as root, embedded PostgreSQL runs as a postgres user. */
export function freshTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lotus-bench-${prefix}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export function requireBuiltWeb() {
  if (!fs.existsSync(path.join(ROOT, "apps/web/dist/index.html"))) {
    throw new Error("apps/web/dist is missing: run `npm run build` first");
  }
}

/** Polls `url` until it answers 200; resolves with the milliseconds since `since`. */
export async function waitFor200(url, { since = performance.now(), timeoutMs = 120_000, child } = {}) {
  while (performance.now() - since < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url, { headers: { accept: "text/html" } });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Runs `command` as the leader of its own process group, so stopping it stops everything it
 * started (npm → node → server → PostgreSQL) with one signal.
 */
export function spawnGroup(command, args, { env = {}, cwd = ROOT, logFile } = {}) {
  const log = logFile ? fs.openSync(logFile, "w") : "ignore";
  const fullEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete fullEnv[key];
  return spawn(command, args, { cwd, env: fullEnv, detached: true, stdio: ["ignore", log, log] });
}

/** SIGTERM to the whole group, then waits for the leader to exit (SIGKILL after `graceMs`). */
export async function stopGroup(child, graceMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

/** Waits until embedded PostgreSQL in `dataDir` has stopped (its postmaster.pid is gone). */
export async function waitForPostgresStopped(dataDir, timeoutMs = 20_000) {
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  const started = performance.now();
  while (fs.existsSync(pidFile) && performance.now() - started < timeoutMs) await sleep(50);
}

/** The Lotus server on `port` with a throw-away embedded PostgreSQL; `stop()` removes its data. */
export async function startLotusServer(port) {
  requireBuiltWeb();
  const dataDir = freshTempDir(`server-${port}`);
  const child = spawnGroup(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 20000),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: undefined,
    },
    logFile: path.join(dataDir, "server.log"),
  });
  const baseUrl = `http://localhost:${port}`;
  await waitFor200(`${baseUrl}/readyz`, { child });
  return {
    baseUrl,
    async stop() {
      await stopGroup(child);
      await waitForPostgresStopped(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
