import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, main, vendorWallet } from "../../src/modules/ledger/ledger.ts";
import { createTestDatabase } from "../database.ts";
import { freePort } from "../ports.ts";
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
 * A real server process on a test database takes a load of wallet transfers over HTTP and is
 * killed with SIGKILL in the middle; restarted on the same database, the ledger verifies and every
 * request re-sent returns its first answer (no transfer applied twice).
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let baseUrl: string;
let env: NodeJS.ProcessEnv;
const servers: ServerProcess[] = [];

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
  for (const server of servers) await killServer(server);
  await database.drop();
});

const start = async () => {
  const server = await startServer(env, baseUrl);
  servers.push(server);
  return server;
};

describe("SIGKILL in the middle of a wallet transfer load", () => {
  it("restarts with a valid ledger, and every re-sent request gets its first answer", async () => {
    const first = await start();
    const token = await loginTokenAt(baseUrl, "demo01", "Lotus@2026");
    const { rows } = await database.db.query<{ id: bigint }>("select id from member where account = 'demo01'");
    const demo = rows[0]!.id;
    // GPI funded first, so that every request of the load fits whatever order they run in.
    const prefund = await sendTransfer(baseUrl, token, {
      requestId: `prefund${randomBytes(8).toString("hex")}`,
      from: "MAIN",
      to: "GPI",
      amount: "500000",
    });
    expect(prefund.status, JSON.stringify(prefund.body)).toBe(200);
    const mainBefore = await balanceOf(database.db, main(demo));
    const gpiBefore = await balanceOf(database.db, vendorWallet(demo, "GPI"));

    // Out to GPI and back, in small amounts.
    const load = await transferLoadKilled(baseUrl, token, first, { prefix: "kill" });
    // Other workers had requests on the wire when the process died.
    expect(load.inFlight.length).toBeGreaterThan(0);

    await start();
    await expectLedgerValid(database.db);
    await expectReplaysAnswerFirst(baseUrl, token, load);
    const sentRequests = load.sent;

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
