import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playRound } from "@lotus/demo-vendor/engine";
import type { PlayResponse, RoundResponse, SeedsResponse, SessionResponse } from "../../../demo-vendor/src/protocol.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { mainBalance } from "../support/cashier.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { revokeVendorSessions } from "../../src/modules/vendor-api/index.ts";
import { addTestVendor, injectCaller, newPlayer, SLOT, TAIXIU, VENDOR, type Caller, type Player } from "./support.ts";

/*
 * The demo vendor mounted in the platform (DEMO_VENDOR on), driven through its page API with
 * app.inject while the platform listens on a real port: every stake and win goes out as a signed
 * seamless wallet call over HTTP and comes back into the platform's ledger.
 */

let t: TestApp;
let call: Caller;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  await addTestVendor(t.db);
  call = injectCaller(t.app);
});
afterAll(async () => {
  await t?.close();
});

const STAKE = 200_000n; // 2,000 ₫: a multiple of the slot's 20 lines

async function openSession(player: Player, gameCode = SLOT, lang?: string): Promise<SessionResponse> {
  const res = await call("/api/session", {
    token: player.token,
    vendorCode: VENDOR,
    gameCode,
    ...(lang ? { lang } : {}),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as SessionResponse;
}

function spin(sessionId: string, stake = STAKE, requestId = randomUUID()) {
  return call("/api/play", { sessionId, requestId, bet: { stake: stake.toString() } });
}

async function platformRound(roundId: string) {
  const { rows } = await t.db.query<{ status: string; bet_amount: bigint; win_amount: bigint; member_id: bigint }>(
    "select status, bet_amount, win_amount, member_id from game_round where vendor_code = $1 and round_id = $2",
    [VENDOR, roundId],
  );
  return rows[0];
}

describe("session", () => {
  it("opens a session with the platform balance, the game, its limits and the player's seed pair", async () => {
    const player = await newPlayer(t.db, 5_000_000n);
    const session = await openSession(player);
    expect(session.playerId).toBe(player.memberId.toString());
    expect(session.balance).toBe("5000000");
    expect(session.currency).toBe("VND");
    expect(session.game).toMatchObject({
      vendorCode: VENDOR,
      gameCode: SLOT,
      engine: "slot",
      theme: "dragon-17",
      limits: { min: "100000", max: "50000000" },
    });
    expect(session.game.rtpBp).toBeGreaterThan(9000);
    expect(session.game.rtpBp).toBeLessThan(10000);
    expect(session.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.fairness.nonce).toBe(1);
    expect(session.stats).toEqual({ rounds: 0, staked: "0", won: "0", net: "0" });
    expect(session.sessionId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    // The same launch token and game again: the same session (a page reload keeps the session's stats).
    const again = await openSession(player);
    expect(again.sessionId).toBe(session.sessionId);
    expect(again.fairness.serverSeedHash).toBe(session.fairness.serverSeedHash);
  });

  it("dice games get the larger limits and their published options", async () => {
    const player = await newPlayer(t.db, 1_000_000n, TAIXIU);
    const session = await openSession(player, TAIXIU);
    expect(session.game.engine).toBe("taixiu");
    expect(session.game.name).toContain("Tài Xỉu");
    expect(session.game.limits).toEqual({ min: "100000", max: "1000000000" });
    expect((session.game.rules as { options: unknown[] }).options.length).toBeGreaterThan(2);
  });

  it("refuses an unknown token, a malformed one, an unknown game and a bad request", async () => {
    const player = await newPlayer(t.db, 0n);
    const unknown = await call("/api/session", { token: "x".repeat(43), vendorCode: VENDOR, gameCode: SLOT });
    expect(unknown.status).toBe(401);
    expect(unknown.json.error).toBe("session_invalid");
    expect(unknown.json.message).toBe("Phiên chơi đã hết hạn hoặc không hợp lệ. Vui lòng mở lại trò chơi từ sảnh.");
    const malformed = await call("/api/session", { token: "short", vendorCode: VENDOR, gameCode: SLOT, lang: "en" });
    expect(malformed.status).toBe(401);
    expect(malformed.json.message).toBe(
      "Your game session has expired or is not valid. Please reopen the game from the lobby.",
    );
    const game = await call("/api/session", { token: player.token, vendorCode: VENDOR, gameCode: "poker.nope" });
    expect(game.status).toBe(404);
    expect(game.json.error).toBe("game_unavailable");
    const bad = await call("/api/session", { token: player.token, vendorCode: "lower", gameCode: SLOT });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("invalid_request");
    const notJson = await t.app.inject({
      method: "POST",
      url: "/demo-vendor/api/session",
      headers: { "content-type": "application/json", language: "ja" },
      payload: "{nope",
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: "invalid_request", message: "リクエストが正しくありません。" });
    const noSession = await call("/api/play", { sessionId: "s".repeat(32), requestId: randomUUID(), bet: {} });
    expect(noSession.status).toBe(401);
    expect(noSession.json.error).toBe("session_invalid");
  });
});

describe("play", () => {
  it("a spin takes the stake and pays the win through the wallet API; the ledger stays valid", async () => {
    const player = await newPlayer(t.db, 5_000_000n);
    const session = await openSession(player);
    const res = await spin(session.sessionId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const body = res.json as PlayResponse;
    const win = BigInt(body.round.win);
    expect(body.round.stake).toBe(STAKE.toString());
    expect(body.round.nonce).toBe(1);
    expect(body.balance).toBe((5_000_000n - STAKE + win).toString());
    expect(await mainBalance(t.db, player.memberId)).toBe(5_000_000n - STAKE + win);
    expect(body.stats).toEqual({
      rounds: 1,
      staked: STAKE.toString(),
      won: win.toString(),
      net: (win - STAKE).toString(),
    });
    expect(body.fairness).toEqual({ ...session.fairness, nonce: 2 });
    const outcome = body.round.outcome as { grid: string[][]; win: string };
    expect(outcome.grid).toHaveLength(3);
    expect(outcome.win).toBe(body.round.win);

    expect(await platformRound(body.round.roundId)).toEqual({
      status: "settled",
      bet_amount: STAKE,
      win_amount: win,
      member_id: player.memberId,
    });

    // A few more spins: the session's stats add up and the balance follows every answer.
    let balance = BigInt(body.balance);
    let won = win;
    for (let i = 0; i < 4; i++) {
      const next = (await spin(session.sessionId)).json as PlayResponse;
      expect(next.round.nonce).toBe(i + 2);
      balance = balance - STAKE + BigInt(next.round.win);
      won += BigInt(next.round.win);
      expect(next.balance).toBe(balance.toString());
      expect(next.stats.rounds).toBe(i + 2);
    }
    expect(await mainBalance(t.db, player.memberId)).toBe(balance);
    const reopened = await openSession(player);
    expect(reopened.stats).toEqual({
      rounds: 5,
      staked: (STAKE * 5n).toString(),
      won: won.toString(),
      net: (won - STAKE * 5n).toString(),
    });
    await expectLedgerValid(t.db);
  });

  it("Tài Xỉu: a selection on Tài is staked and settled", async () => {
    const player = await newPlayer(t.db, 2_000_000n, TAIXIU);
    const session = await openSession(player, TAIXIU);
    const rules = session.game.rules as { options: { id: string; kind: string }[] };
    const tai = rules.options.find((o) => o.kind === "tai")!;
    const res = await call("/api/play", {
      sessionId: session.sessionId,
      requestId: randomUUID(),
      bet: { selections: [{ id: tai.id, amount: "500000" }] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const body = res.json as PlayResponse;
    const outcome = body.round.outcome as { dice: number[]; total: number; result: string };
    expect(outcome.dice).toHaveLength(3);
    const expectedWin = outcome.result === "tai" ? 1_000_000n : 0n;
    expect(body.round.win).toBe(expectedWin.toString());
    expect(await mainBalance(t.db, player.memberId)).toBe(2_000_000n - 500_000n + expectedWin);
  });

  it("insufficient funds: refused by the platform, nothing moved, the same answer again, the session still usable", async () => {
    const player = await newPlayer(t.db, 150_000n);
    const session = await openSession(player);
    const requestId = randomUUID();
    const refused = await spin(session.sessionId, STAKE, requestId);
    expect(refused.status).toBe(402);
    expect(refused.json.error).toBe("insufficient_balance");
    expect(refused.json.message).toBe("Số dư không đủ để đặt cược này. Vui lòng nạp tiền trên trang chủ.");
    expect(await mainBalance(t.db, player.memberId)).toBe(150_000n);
    const again = await spin(session.sessionId, STAKE, requestId);
    expect(again.status).toBe(402);
    expect(again.json.error).toBe("insufficient_balance");
    const { rows } = await t.db.query("select 1 from game_round where member_id = $1", [player.memberId]);
    expect(rows).toHaveLength(0);
    // The failed round does not block the session: a stake within the balance plays.
    const small = await spin(session.sessionId, 100_000n);
    expect(small.status).toBe(200);
    expect(small.json.stats!.rounds).toBe(1);
    await expectLedgerValid(t.db);
  });

  it("the same requestId twice gets the same answer and moves money once", async () => {
    const player = await newPlayer(t.db, 3_000_000n);
    const session = await openSession(player);
    const requestId = randomUUID();
    const first = await spin(session.sessionId, STAKE, requestId);
    const second = await spin(session.sessionId, STAKE, requestId);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    // Even with another bet in the body: a retry is a retry.
    const third = await spin(session.sessionId, 400_000n, requestId);
    expect(third.json).toEqual(first.json);
    const { rows } = await t.db.query("select 1 from game_round where member_id = $1", [player.memberId]);
    expect(rows).toHaveLength(1);
    expect(await mainBalance(t.db, player.memberId)).toBe(3_000_000n - STAKE + BigInt(first.json.round!.win));
  });

  it("refuses bets outside the limits or of the wrong shape with a localized message", async () => {
    const player = await newPlayer(t.db, 100_000_000n);
    const session = await openSession(player, SLOT, "en");
    const above = await spin(session.sessionId, 50_000_020n);
    expect(above.status).toBe(400);
    expect(above.json.error).toBe("invalid_bet");
    // The session's language (en) when the call gives none.
    expect(above.json.message).toBe(
      "This bet is not valid. The total stake per round must be between 1,000 ₫ and 500,000 ₫.",
    );
    const odd = await spin(session.sessionId, 100_001n);
    expect(odd.json.error).toBe("invalid_bet");
    const shape = await call("/api/play", { sessionId: session.sessionId, requestId: randomUUID(), bet: [] });
    expect(shape.json.error).toBe("invalid_bet");
    const zh = await call(
      "/api/play",
      { sessionId: session.sessionId, requestId: randomUUID(), bet: { stake: "1" } },
      { language: "zh" },
    );
    expect(zh.json.message).toBe("投注无效。每局总投注额须在 1,000 ₫ 至 500,000 ₫ 之间。");
    const badRequestId = await call("/api/play", {
      sessionId: session.sessionId,
      requestId: "x",
      bet: { stake: "200000" },
    });
    expect(badRequestId.status).toBe(400);
    expect(badRequestId.json.error).toBe("invalid_request");
    expect(await mainBalance(t.db, player.memberId)).toBe(100_000_000n);
  });

  it("a revoked vendor token: the next play is refused with session_invalid and nothing moves", async () => {
    const player = await newPlayer(t.db, 1_000_000n);
    const session = await openSession(player);
    expect((await spin(session.sessionId)).status).toBe(200);
    const balance = await mainBalance(t.db, player.memberId);
    expect(await revokeVendorSessions(t.db, { id: player.vendorSessionId })).toBe(1);
    const refused = await spin(session.sessionId);
    expect(refused.status).toBe(401);
    expect(refused.json.error).toBe("session_invalid");
    expect(await mainBalance(t.db, player.memberId)).toBe(balance);
    const reopen = await call("/api/session", { token: player.token, vendorCode: VENDOR, gameCode: SLOT });
    expect(reopen.status).toBe(401);
    expect(reopen.json.error).toBe("session_invalid");
    await expectLedgerValid(t.db);
  });
});

describe("provably fair", () => {
  it("rotation reveals the server seed; the public round then recomputes to the same outcome", async () => {
    const player = await newPlayer(t.db, 5_000_000n);
    const session = await openSession(player);
    const played = (await spin(session.sessionId)).json as PlayResponse;
    const roundId = played.round.roundId;

    const hidden = await call(`/api/rounds/${VENDOR}/${roundId}`);
    expect(hidden.status).toBe(200);
    expect(hidden.json).toMatchObject({ roundId, serverSeed: null, nonce: 1, gameCode: SLOT, vendorCode: VENDOR });
    expect(hidden.json.serverSeedHash).toBe(session.fairness.serverSeedHash);

    const badSeed = await call("/api/seeds", { sessionId: session.sessionId, clientSeed: "no spaces allowed" });
    expect(badSeed.status).toBe(400);
    expect(badSeed.json.error).toBe("invalid_request");

    const rotated = await call("/api/seeds", { sessionId: session.sessionId, clientSeed: "my-lucky-seed" });
    expect(rotated.status).toBe(200);
    const seeds = rotated.json as SeedsResponse;
    expect(seeds.revealed.serverSeedHash).toBe(session.fairness.serverSeedHash);
    expect(createHash("sha256").update(seeds.revealed.serverSeed).digest("hex")).toBe(seeds.revealed.serverSeedHash);
    expect(seeds.revealed.clientSeed).toBe(session.fairness.clientSeed);
    expect(seeds.revealed.lastNonce).toBe(1);
    expect(seeds.next.clientSeed).toBe("my-lucky-seed");
    expect(seeds.next.nonce).toBe(1);
    expect(seeds.next.serverSeedHash).not.toBe(seeds.revealed.serverSeedHash);

    const shown = (await call(`/api/rounds/${VENDOR}/${roundId}`)).json as RoundResponse;
    expect(shown.serverSeed).toBe(seeds.revealed.serverSeed);
    expect(shown.bet).toEqual({ stake: STAKE.toString() });
    expect(shown.outcome).toEqual(played.round.outcome);

    // Recompute with the engine's playRound and its pure-TS HMAC, as the verification page does.
    const replayed = playRound({
      engine: shown.engine,
      theme: shown.theme,
      seeds: { serverSeed: shown.serverSeed!, clientSeed: shown.clientSeed, nonce: shown.nonce },
      bet: shown.bet,
    });
    expect(JSON.parse(JSON.stringify(replayed.outcome))).toEqual(shown.outcome);
    expect(replayed.win.toString()).toBe(shown.win);
    expect(replayed.stake.toString()).toBe(shown.stake);

    // The next round uses the new pair from nonce 1.
    const next = (await spin(session.sessionId)).json as PlayResponse;
    expect(next.round.nonce).toBe(1);
    const nextShown = (await call(`/api/rounds/${VENDOR}/${next.round.roundId}`)).json as RoundResponse;
    expect(nextShown).toMatchObject({
      serverSeed: null,
      clientSeed: "my-lucky-seed",
      serverSeedHash: seeds.next.serverSeedHash,
    });

    const missing = await call(`/api/rounds/${VENDOR}/nope`, undefined, { language: "th" });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ error: "round_not_found", message: "ไม่พบรอบการเล่นนี้" });
    const otherVendor = await call(`/api/rounds/OTHER/${roundId}`);
    expect(otherVendor.status).toBe(404);
  });
});
