import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "@lotus/contracts";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../src/db/embedded.ts";
import { migrate } from "../../src/db/migrate.ts";
import { createPool, isDatabaseUnavailable, type Db } from "../../src/db/pool.ts";
import { seedDemo } from "../../src/seed/demo-seed.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError } from "../http.ts";
import { freePort } from "../ports.ts";
import { bearer, loginToken } from "../support/login.ts";

/*
 * A private PostgreSQL cluster (never the suite's shared one) is frozen with SIGSTOP and later
 * stopped: calls answer 503 service_unavailable within 2 s, /readyz 503 within 1 s, and the same
 * app, not rebuilt, answers again once the database is back.
 */

let dataDir: string;
let port: number;
let cluster: EmbeddedDatabase;
let db: Db;
let test: TestApp;
let token: string;
let frozen: number[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-outage-"));
  // As root, PostgreSQL runs as the postgres user, which must be able to enter the directory.
  fs.chmodSync(dataDir, 0o777);
  port = await freePort();
  cluster = await startEmbeddedPostgres({ dataDir, port, database: "lotus" });
  db = createPool(cluster.url, 10);
  await migrate(db);
  await seedDemo(db);
  // Jobs run too: a scheduled job that meets the outage must not crash the process.
  test = await createTestApp({ db, env: { JOBS: "true" } });
  token = await loginToken(test.app, "demo01", "Lotus@2026");
}, 120_000);

afterAll(async () => {
  signal(frozen, "SIGCONT");
  await test?.close();
  await db?.end();
  await cluster?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The postmaster and its backends (and their children). */
function clusterProcesses(): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  const all = [postmaster];
  for (let i = 0; i < all.length; i++) {
    let children = "";
    try {
      children = execFileSync("pgrep", ["-P", String(all[i])], { encoding: "utf8" });
    } catch {
      // pgrep exits 1 when there are no children.
    }
    all.push(...children.split("\n").filter(Boolean).map(Number));
  }
  return all;
}

function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Ended meanwhile.
    }
  }
}

/** The call's answer and how long it took; a call with no answer in 5 s fails (rather than hang the test). */
async function timed<T>(call: () => Promise<T>): Promise<{ res: T; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const res = await Promise.race([
    call(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no answer within 5 s")), 5_000);
    }),
  ]).finally(() => clearTimeout(timer));
  return { res, ms: performance.now() - started };
}

const status = () => test.app.inject({ method: "GET", url: PATHS.systemStatus, headers: { language: "en" } });
const balance = () =>
  test.app.inject({ method: "GET", url: PATHS.balance, headers: { ...bearer(token), language: "en" } });
const readyz = () => test.app.inject({ method: "GET", url: "/readyz" });

async function expectUnavailable() {
  // The first calls meet the unanswered database; the ones after them fail at once.
  const [first, second] = await Promise.all([timed(status), timed(balance)]);
  for (const { res, ms } of [first, second]) {
    expectError(res, "service_unavailable", "en");
    expect(ms).toBeLessThan(2_000);
  }
  const ready = await timed(readyz);
  expect(ready.res.statusCode).toBe(503);
  expect(ready.ms).toBeLessThan(1_000);
  const again = await timed(balance);
  expectError(again.res, "service_unavailable", "en");
  expect(again.ms).toBeLessThan(2_000);
}

async function expectRecovered() {
  const deadline = Date.now() + 15_000;
  while ((await readyz()).statusCode !== 200) {
    expect(Date.now(), "readyz did not recover").toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await status()).statusCode).toBe(200);
  const res = await balance();
  expect(res.statusCode, res.body).toBe(200);
}

describe("the database stalls or stops under a running server", () => {
  it("answers 503 service_unavailable within 2 s while PostgreSQL is frozen, and recovers when it resumes", async () => {
    await expectRecovered();
    frozen = clusterProcesses();
    expect(frozen.length).toBeGreaterThan(1);
    signal(frozen, "SIGSTOP");
    try {
      await expectUnavailable();
    } finally {
      signal(frozen, "SIGCONT");
    }
    await expectRecovered();
  }, 60_000);

  it("answers 503 (not 500) while PostgreSQL is stopped, without crashing on a connection in use, and recovers when it starts again", async () => {
    // A connection in use (a job's, a transaction's) when the server goes away must not crash the process.
    const held = await db.connect();
    await held.query("begin");
    await cluster.stop();
    try {
      await expectUnavailable();
      const failure = await held.query("select 1").then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      held.release();
    } finally {
      cluster = await startEmbeddedPostgres({ dataDir, port, database: "lotus" });
    }
    await expectRecovered();
  }, 60_000);
});
