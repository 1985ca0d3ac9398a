import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "@lotus/contracts";
import { balanceOf, main, vendorWallet } from "../../src/modules/ledger/ledger.ts";
import { createTestDatabase } from "../database.ts";
import { freePort } from "../ports.ts";
import { startScript } from "../processes.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { loginTokenAt } from "../support/login.ts";

/*
 * A real server process on a test database takes a load of wallet transfers over HTTP and is
 * killed with SIGKILL in the middle; restarted on the same database, the ledger verifies and every
 * request re-sent returns its first answer (no transfer applied twice).
 */

type Server = { child: ChildProcessWithoutNullStreams; output: () => string; exited: Promise<unknown> };
type Envelope = { success: boolean; code: string; value: unknown };
type Request = { requestId: string; from: string; to: string; amount: string };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let baseUrl: string;
let env: NodeJS.ProcessEnv;
const servers: Server[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  env = {
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: "127.0.0.1",
    WEB_DIST_DIR: "/nonexistent",
    LOG_LEVEL: "warn",
    ALTCHA_MAX_NUMBER: "2000",
    JOBS: "true",
  };
});

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }
  await database.drop();
});

async function startServer(): Promise<Server> {
  const child = startScript("apps/server/src/main.ts", [], env);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const server = { child, output: () => output, exited };
  servers.push(server);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server not ready:\n${output}`);
}

async function send(token: string, request: Request): Promise<{ status: number; body: Envelope }> {
  const res = await fetch(`${baseUrl}${PATHS.walletTransfer}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, language: "en" },
    body: JSON.stringify(request),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

describe("SIGKILL in the middle of a wallet transfer load", () => {
  it("restarts with a valid ledger, and every re-sent request gets its first answer", async () => {
    const first = await startServer();
    const token = await loginTokenAt(baseUrl, "demo01", "Lotus@2026");
    const { rows } = await database.db.query<{ id: bigint }>("select id from member where account = 'demo01'");
    const demo = rows[0]!.id;
    // GPI funded first, so that every request of the load fits whatever order they run in.
    const prefund = await send(token, {
      requestId: `prefund${randomBytes(8).toString("hex")}`,
      from: "MAIN",
      to: "GPI",
      amount: "500000",
    });
    expect(prefund.status, JSON.stringify(prefund.body)).toBe(200);
    const mainBefore = await balanceOf(database.db, main(demo));
    const gpiBefore = await balanceOf(database.db, vendorWallet(demo, "GPI"));

    // Out to GPI and back, in small amounts.
    const requests: Request[] = Array.from({ length: 600 }, (_, i) => ({
      requestId: `kill${i.toString().padStart(4, "0")}${randomBytes(6).toString("hex")}`,
      from: i % 3 === 2 ? "GPI" : "MAIN",
      to: i % 3 === 2 ? "MAIN" : "GPI",
      amount: String(100 + i),
    }));
    const answers = new Map<string, Envelope>();
    const sent = new Set<string>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < requests.length && !killed) {
        const request = requests[next++]!;
        sent.add(request.requestId);
        try {
          const { status, body } = await send(token, request);
          if (status === 200) answers.set(request.requestId, body);
          else throw new Error(`unexpected answer ${status}: ${JSON.stringify(body)}`);
        } catch (error) {
          if (!killed) throw error;
        }
        if (answers.size === 150 && !killed) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await first.exited;
    expect(killed).toBe(true);
    expect(first.child.signalCode).toBe("SIGKILL");
    const inFlight = [...sent].filter((id) => !answers.has(id));
    expect(answers.size).toBeGreaterThanOrEqual(150);
    // Other workers had requests on the wire when the process died.
    expect(inFlight.length).toBeGreaterThan(0);

    await startServer();
    await expectLedgerValid(database.db);

    // Every request sent before the kill, again: the answered ones get their first answer; the
    // ones in flight are applied exactly once, whether or not they committed before the kill.
    const sentRequests = requests.filter((r) => sent.has(r.requestId));
    for (const request of sentRequests) {
      const { status, body } = await send(token, request);
      expect(status, JSON.stringify(body)).toBe(200);
      const firstAnswer = answers.get(request.requestId);
      if (firstAnswer) expect(body).toEqual(firstAnswer);
      else answers.set(request.requestId, body);
    }
    // And once more for all: every answer is now the stored one.
    for (const request of sentRequests.filter((r) => inFlight.includes(r.requestId))) {
      expect((await send(token, request)).body).toEqual(answers.get(request.requestId));
    }

    const ops = await database.db.query<{ n: bigint; transfers: bigint }>(
      `select count(distinct o.id) as n, count(t.id) as transfers
         from ledger_operation o join ledger_transfer t on t.operation_id = o.id
        where o.member_id = $1 and o.kind = 'wallet_transfer' and o.idempotency_key like $2`,
      [demo, `m${demo}:kill%`],
    );
    expect(Number(ops.rows[0]!.n)).toBe(sentRequests.length);
    expect(Number(ops.rows[0]!.transfers)).toBe(sentRequests.length);
    let moved = 0n;
    for (const r of sentRequests) moved += r.from === "MAIN" ? BigInt(r.amount) : -BigInt(r.amount);
    expect(await balanceOf(database.db, main(demo))).toBe(mainBefore - moved);
    expect(await balanceOf(database.db, vendorWallet(demo, "GPI"))).toBe(gpiBefore + moved);
    await expectLedgerValid(database.db);
  }, 180_000);
});
