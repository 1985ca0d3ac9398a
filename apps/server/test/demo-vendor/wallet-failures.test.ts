import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PlayResponse, SessionResponse } from "../../../demo-vendor/src/protocol.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { mainBalance } from "../support/cashier.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { revokeVendorSessions } from "../../src/modules/vendor-api/index.ts";
import {
  addTestVendor,
  injectCaller,
  newPlayer,
  SLOT,
  startStandaloneVendor,
  startWalletProxy,
  VENDOR,
  type Caller,
  type WalletProxy,
} from "./support.ts";

/*
 * The demo vendor on its own (a Fastify of its own, as on another host) calling the real platform
 * through a proxy that delays or fails chosen wallet calls: time-outs, concurrency and win retries.
 */

const STAKE = 200_000n;
// Long enough for an ordinary call on a loaded machine; the delayed calls below wait well beyond it.
const TIMEOUT_MS = 1_500;

let t: TestApp;
let proxy: WalletProxy;
let vendor: FastifyInstance;
let call: Caller;
let distDir: string;

beforeAll(async () => {
  // Only the standalone vendor behind the proxy: a mounted one would run its own recovery loop over the
  // same demo_vendor tables and could settle a round without going through the proxy.
  t = await createTestApp({ env: { DEMO_VENDOR: "false" } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  await addTestVendor(t.db);
  const platform = t.app.server.address() as { port: number };
  proxy = await startWalletProxy(() => `http://127.0.0.1:${platform.port}`);
  distDir = mkdtempSync(path.join(os.tmpdir(), "lotus-dv-dist-"));
  vendor = await startStandaloneVendor(t.db, {
    platformUrl: () => proxy.url,
    walletTimeoutMs: TIMEOUT_MS,
    retryBackoffMs: [50],
    retryIntervalMs: 100,
    distDir,
  });
  call = injectCaller(vendor);
});
afterAll(async () => {
  await vendor?.close();
  await proxy?.close();
  await t?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});
beforeEach(() => {
  proxy.rule = () => undefined;
});

async function open(balance: bigint) {
  const player = await newPlayer(t.db, balance);
  const res = await call("/api/session", { token: player.token, vendorCode: VENDOR, gameCode: SLOT });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { player, session: res.json as SessionResponse };
}

const spin = (sessionId: string, requestId = randomUUID()) =>
  call("/api/play", { sessionId, requestId, bet: { stake: STAKE.toString() } });

async function roundStatus(roundId: string): Promise<string> {
  const { rows } = await t.db.query<{ status: string }>("select status from demo_vendor.round where id = $1", [
    roundId,
  ]);
  return rows[0]!.status;
}

describe("wallet time-out", () => {
  it("a bet that does not come back in time is rolled back; the late bet is refused; the balance is unchanged", async () => {
    const { player, session } = await open(1_000_000n);
    let delayed = false;
    proxy.rule = (action) => {
      if (action === "bet" && !delayed) {
        delayed = true;
        return { delayMs: TIMEOUT_MS + 1_500 };
      }
      return undefined;
    };
    const requestId = randomUUID();
    const res = await spin(session.sessionId, requestId);
    expect(res.status).toBe(504);
    expect(res.json.error).toBe("wallet_timeout");
    expect(res.json.message).toBe("Ví không phản hồi kịp thời nên ván chơi đã bị hủy và tiền cược được hoàn lại.");
    const roundId = res.json.roundId as string;
    expect(await roundStatus(roundId)).toBe("rolled_back");

    // The delayed bet reaches the platform after its rollback: refused, nothing moves.
    await proxy.idle();
    const calls = proxy.calls.filter((c) => c.body.roundId === roundId);
    const rollback = calls.find((c) => c.action === "rollback")!;
    expect(rollback.status).toBe(200);
    expect(rollback.body).toMatchObject({ referenceTransactionId: `${roundId}:b`, amount: STAKE.toString() });
    const bet = calls.find((c) => c.action === "bet")!;
    expect(bet.at).toBeGreaterThan(rollback.at);
    expect(bet.status).toBe(409);
    expect(bet.answer?.code).toBe("vendor_bet_rolled_back");
    expect(calls.some((c) => c.action === "win")).toBe(false);
    expect(await mainBalance(t.db, player.memberId)).toBe(1_000_000n);

    // The same requestId: the same answer. The session plays on.
    const again = await spin(session.sessionId, requestId);
    expect(again.status).toBe(504);
    expect(again.json).toMatchObject({ error: "wallet_timeout", roundId });
    const next = await spin(session.sessionId);
    expect(next.status).toBe(200);
    expect(next.json.stats!.rounds).toBe(1);
    await expectLedgerValid(t.db);
  });
});

describe("rollback retries", () => {
  it("a rollback the platform does not acknowledge is sent again by the recovery loop until the stake is back", async () => {
    const { player, session } = await open(1_000_000n);
    let betDelayed = false;
    let rollbackFailures = 0;
    proxy.rule = (action) => {
      if (action === "bet" && !betDelayed) {
        betDelayed = true;
        return { delayMs: TIMEOUT_MS + 500 };
      }
      if (action === "rollback" && rollbackFailures++ < 3) return { fail: 503 };
      return undefined;
    };
    const requestId = randomUUID();
    const res = await spin(session.sessionId, requestId);
    expect(res.status).toBe(504);
    expect(res.json.error).toBe("wallet_timeout");
    const roundId = res.json.roundId!;
    // Until the rollback is acknowledged the round is open: the session waits for it.
    expect(await roundStatus(roundId)).toBe("pending");
    expect((await spin(session.sessionId)).json.error).toBe("round_in_progress");

    const deadline = Date.now() + 15_000;
    while ((await roundStatus(roundId)) !== "rolled_back" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await roundStatus(roundId)).toBe("rolled_back");
    await proxy.idle();
    const rollbacks = proxy.calls.filter((c) => c.body.roundId === roundId && c.action === "rollback");
    expect(rollbacks.map((c) => c.status)).toEqual([503, 503, 503, 200]);
    expect(new Set(rollbacks.map((c) => c.body.transactionId))).toEqual(new Set([`${roundId}:r`]));
    expect(await mainBalance(t.db, player.memberId)).toBe(1_000_000n);
    expect((await spin(session.sessionId, requestId)).json.error).toBe("wallet_timeout");
    expect((await spin(session.sessionId)).status).toBe(200);
    await expectLedgerValid(t.db);
  });

  it("a token revoked between the bet and the win: the win is still paid, the next bet refused", async () => {
    const { player, session } = await open(1_000_000n);
    let revoked: Promise<number> | undefined;
    proxy.rule = (action) => {
      if (action !== "win") return undefined;
      revoked ??= revokeVendorSessions(t.db, { id: player.vendorSessionId });
      return { delayMs: 100 };
    };
    const res = await spin(session.sessionId);
    expect(await revoked).toBe(1);
    expect(res.status).toBe(200);
    const win = BigInt(res.json.round!.win);
    expect(await mainBalance(t.db, player.memberId)).toBe(1_000_000n - STAKE + win);
    const next = await spin(session.sessionId);
    expect(next.status).toBe(401);
    expect(next.json.error).toBe("session_invalid");
    expect(await mainBalance(t.db, player.memberId)).toBe(1_000_000n - STAKE + win);
  });
});

describe("never twice", () => {
  it("two plays at once on one session: one plays, the other is refused with round_in_progress", async () => {
    const { player, session } = await open(2_000_000n);
    proxy.rule = (action) => (action === "bet" ? { delayMs: 150 } : undefined);
    const [a, b] = await Promise.all([spin(session.sessionId), spin(session.sessionId)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    const played = (a.status === 200 ? a : b).json as PlayResponse;
    expect(refused.json.error).toBe("round_in_progress");
    expect(await mainBalance(t.db, player.memberId)).toBe(2_000_000n - STAKE + BigInt(played.round.win));
    const { rows } = await t.db.query("select 1 from game_round where member_id = $1", [player.memberId]);
    expect(rows).toHaveLength(1);
  });

  it("the same requestId at once: one round; the retry gets the round or 'in progress', then the same answer", async () => {
    const { player, session } = await open(2_000_000n);
    proxy.rule = (action) => (action === "bet" ? { delayMs: 150 } : undefined);
    const requestId = randomUUID();
    const [a, b] = await Promise.all([spin(session.sessionId, requestId), spin(session.sessionId, requestId)]);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) if (r.status !== 200) expect(r.json.error).toBe("round_in_progress");
    const final = await spin(session.sessionId, requestId);
    expect(final.json).toEqual(ok[0]!.json);
    const { rows } = await t.db.query("select 1 from game_round where member_id = $1", [player.memberId]);
    expect(rows).toHaveLength(1);
    expect(await mainBalance(t.db, player.memberId)).toBe(2_000_000n - STAKE + BigInt(final.json.round!.win));
  });
});

describe("win retries", () => {
  it("a win the platform does not acknowledge: the player sees 'settling', the recovery loop pays it, then the result", async () => {
    const { player, session } = await open(1_000_000n);
    let failures = 0;
    proxy.rule = (action) => (action === "win" && failures++ < 3 ? { fail: 502 } : undefined);
    const requestId = randomUUID();
    const res = await spin(session.sessionId, requestId);
    expect(res.status).toBe(503);
    expect(res.json.error).toBe("round_settling");
    const roundId = res.json.roundId as string;
    // The stake is taken; the win is still owed. Another round waits for this one.
    expect(await mainBalance(t.db, player.memberId)).toBe(1_000_000n - STAKE);
    expect((await spin(session.sessionId)).json.error).toBe("round_in_progress");

    const deadline = Date.now() + 15_000;
    while ((await roundStatus(roundId)) !== "settled" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await roundStatus(roundId)).toBe("settled");
    const wins = proxy.calls.filter((c) => c.body.roundId === roundId && c.action === "win");
    expect(wins.length).toBe(4);
    expect(new Set(wins.map((c) => c.body.transactionId))).toEqual(new Set([`${roundId}:w`]));

    const result = await spin(session.sessionId, requestId);
    expect(result.status).toBe(200);
    expect(result.json.round!.roundId).toBe(roundId);
    const win = BigInt(result.json.round!.win);
    expect(result.json.balance).toBe((1_000_000n - STAKE + win).toString());
    expect(await mainBalance(t.db, player.memberId)).toBe(1_000_000n - STAKE + win);
    await expectLedgerValid(t.db);
  });
});

describe("pages", () => {
  it("answers 503 with the build command until the pages are built, then serves them and their assets", async () => {
    const missing = await vendor.inject({ method: "GET", url: `/demo-vendor/play/${VENDOR}/${SLOT}?token=x` });
    expect(missing.statusCode).toBe(503);
    expect(missing.body).toContain("npm run build -w @lotus/demo-vendor");

    writeFileSync(path.join(distDir, "play.html"), "<!doctype html><title>play</title>");
    writeFileSync(path.join(distDir, "verify.html"), "<!doctype html><title>verify</title>");
    const play = await vendor.inject({ method: "GET", url: `/demo-vendor/play/${VENDOR}/${SLOT}?token=x&lang=en` });
    expect(play.statusCode).toBe(200);
    expect(play.headers["content-type"]).toContain("text/html");
    expect(play.headers["cache-control"]).toBe("no-cache");
    expect(play.body).toContain("<title>play</title>");
    const verify = await vendor.inject({ method: "GET", url: "/demo-vendor/verify?vendor=X&round=y" });
    expect(verify.body).toContain("<title>verify</title>");
  });

  it("serves hashed assets with a year-long immutable cache", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lotus-dv-assets-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "play-Ab12Cd34.js"), "console.log(1);");
    const withAssets = await startStandaloneVendor(t.db, {
      platformUrl: () => proxy.url,
      distDir: dir,
      recovery: false,
    });
    try {
      const asset = await withAssets.inject({ method: "GET", url: "/demo-vendor/assets/play-Ab12Cd34.js" });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(asset.body).toBe("console.log(1);");
      const none = await vendor.inject({ method: "GET", url: "/demo-vendor/assets/play-Ab12Cd34.js" });
      expect(none.statusCode).toBe(503);
    } finally {
      await withAssets.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
