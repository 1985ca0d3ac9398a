import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedDatabaseUrl } from "../../src/db/embedded.ts";
import { EMBEDDED_DATABASE } from "../../src/db/open.ts";
import { createPool } from "../../src/db/pool.ts";
import { createTestDatabase } from "../database.ts";
import { freePort } from "../ports.ts";
import { runScript } from "../processes.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { loginTokenAt } from "../support/login.ts";
import {
  expectReplaysAnswerFirst,
  killServer,
  sendTransfer,
  startServer,
  transferLoadKilled,
  type ServerProcess,
} from "../support/transfer-load.ts";

/*
 * The real server (main.ts) with its embedded PostgreSQL in a temporary DATA_DIR is killed with
 * SIGKILL under a wallet transfer load; its PostgreSQL lives on as an orphan holding the data
 * directory. Started again on the same DATA_DIR, it serves its first page within 20 s, the ledger
 * verifies, and every re-sent transfer gets its first answer. When its PostgreSQL then dies, the
 * server says so on /readyz and starts it again.
 */

let dataDir: string;
let webDir: string;
const servers: ServerProcess[] = [];

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-restart-"));
  // As root, PostgreSQL runs as the postgres user, which must be able to enter the directory.
  fs.chmodSync(dataDir, 0o777);
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-restart-web-"));
  fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Lotus</title><div id=root></div>");
});

afterAll(async () => {
  for (const server of servers) {
    // A clean stop, which stops the embedded PostgreSQL too.
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    await killServer(server);
  }
  // A PostgreSQL left by a failed test.
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(pid, "SIGINT");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  } catch {
    // None.
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe("a server killed with SIGKILL starts again on the same data directory", () => {
  it("stops the orphaned embedded PostgreSQL, serves its first page within 20 s, with a valid ledger and first answers to replays; restarts its PostgreSQL when it dies", async () => {
    const port = await freePort();
    const pgPort = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: "warn",
      ALTCHA_MAX_NUMBER: "2000",
      JOBS: "true",
    };
    const first = await startServer(env, baseUrl, 150_000);
    servers.push(first);
    const token = await loginTokenAt(baseUrl, "demo01", "Lotus@2026");
    // GPI funded first, so that every request of the load fits whatever order they run in.
    const prefund = await sendTransfer(baseUrl, token, {
      requestId: `prefund${randomBytes(8).toString("hex")}`,
      from: "MAIN",
      to: "GPI",
      amount: "500000",
    });
    expect(prefund.status, JSON.stringify(prefund.body)).toBe(200);
    const load = await transferLoadKilled(baseUrl, token, first, { prefix: "restart", count: 400, killAfter: 100 });
    // The killed server's PostgreSQL still runs on the data directory.
    const orphan = Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    expect(() => process.kill(orphan, 0)).not.toThrow();

    const restarted = Date.now();
    const second = await startServer(env, baseUrl, 20_000);
    servers.push(second);
    const page = await fetch(`${baseUrl}/`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<div id=root>");
    expect(Date.now() - restarted).toBeLessThan(20_000);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);

    const db = createPool(embeddedDatabaseUrl(pgPort, EMBEDDED_DATABASE), 2);
    try {
      await expectLedgerValid(db);
      await expectReplaysAnswerFirst(baseUrl, token, load);
      await expectLedgerValid(db);
    } finally {
      await db.end();
    }

    // The embedded PostgreSQL dies under the running server: /readyz says so, and the server
    // starts it again by itself.
    const postmaster = Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(postmaster, "SIGKILL");
    let sawUnavailable = false;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const status = (await fetch(`${baseUrl}/readyz`)).status;
      if (status === 503) sawUnavailable = true;
      if (status === 200 && sawUnavailable) break;
      expect(Date.now(), `readyz ${status}:\n${second.output()}`).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(second.output()).toContain("the embedded PostgreSQL runs again");
    expect(
      (await sendTransfer(baseUrl, token, { ...load.sent[0]!, requestId: `after${randomBytes(8).toString("hex")}` }))
        .status,
    ).toBe(200);
  }, 300_000);
});

describe("a start-up failure", () => {
  it("prints one line that says the HTTP port is taken and what to do, and exits non-zero", async () => {
    const database = await createTestDatabase();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const run = await runScript("apps/server/src/main.ts", [], {
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: "127.0.0.1",
        WEB_DIST_DIR: "/nonexistent",
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        JOBS: "false",
      });
      expect(run.code).toBe(1);
      const errors = run.stderr.split("\n").filter(Boolean);
      expect(errors, run.stderr).toEqual([
        `[lotus] port ${port} is in use by another program (an earlier server still running?): stop it, or set PORT to a free port`,
      ]);
      expect(run.stdout + run.stderr).not.toContain("undefined");
    } finally {
      taken.close();
      await database.drop();
    }
  }, 60_000);
});
