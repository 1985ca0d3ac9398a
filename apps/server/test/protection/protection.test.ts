import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  MAIN_WALLET,
  PATHS,
  PROTECTION_CONSOLE_PATHS,
  PROTECTION_PATHS,
  type ErrorCode,
  type ProtectionMemberView,
  type ProtectionState,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase, type Headers } from "../http.ts";
import { ADMIN, bearer as consoleBearer, operatorToken } from "../console/console-support.ts";
import {
  MILLION,
  bankAccountId,
  cashierMember,
  depositMethod,
  mainBalance,
  requestId,
  withdrawRequest,
  type CashierMember,
} from "../support/cashier.ts";
import { bearer } from "../support/login.ts";
import { createTestVendor, openVendorSession, vendorCall, type TestVendor } from "../support/vendor.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { createSession, verifyAuthEventChain } from "../../src/modules/account/index.ts";
import { verifyOperatorAudit } from "../../src/modules/operator/index.ts";
import { claimReward, offerReward } from "../../src/modules/rewards/index.ts";
import { lotteryDeps, lotteryTick } from "../../src/modules/lottery/index.ts";
import { checkEligibility, isMarketingSuppressed } from "../../src/modules/protection/index.ts";

/*
 * Responsible gaming (issue 16 item 6) on a real database: the one eligibility check refuses a
 * member in a time-out or self-exclusion at every money path (a vendor bet with a token issued
 * before the block included) while withdrawals still work; limit windows are exact at their
 * boundaries; concurrent deposits cannot pass a limit together; a raise waits 24 h and a second
 * confirmation (the clock is the database's: the test ages the pending row); bad input answers a
 * catalogue code and stores nothing.
 */

let t: TestApp;
let seamless: TestVendor;
let transfer: TestVendor;
let admin: Headers;

beforeAll(async () => {
  t = await createTestApp();
  seamless = await createTestVendor(t.db, { code: `PS${randomBytes(3).toString("hex").toUpperCase()}` });
  transfer = await createTestVendor(t.db, {
    code: `PT${randomBytes(3).toString("hex").toUpperCase()}`,
    walletMode: "transfer",
  });
  admin = consoleBearer(await operatorToken(t.app, t.db, ADMIN));
});
afterAll(async () => {
  await expectLedgerValid(t.db);
  await t.close();
});

const put = (url: string, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url, headers, payload });
const post = (url: string, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers, payload });
const state = async (m: CashierMember) =>
  okValue<ProtectionState>(await t.app.inject({ method: "GET", url: PROTECTION_PATHS.state, headers: m.headers }));

async function newSession(memberId: bigint): Promise<Headers> {
  const s = await createSession(t.db, { memberId, method: "username", ip: "127.0.0.1", userAgent: "" });
  return bearer(s.token);
}

async function openDraw(): Promise<string> {
  await lotteryTick(lotteryDeps(t.app));
  const { rows } = await t.db.query<{ id: string }>(
    `update lottery_draw set opens_at = now() - interval '1 minute', closes_at = now() + interval '1 hour',
            draw_at = now() + interval '1 hour'
      where id = (select id from lottery_draw where game_code = 'EL1' and status = 'scheduled' order by draw_at limit 1)
      returning id::text`,
  );
  return rows[0]!.id;
}

const buyLottery = (headers: Headers, drawId: string) =>
  post(PATHS.lotteryBuy, headers, {
    requestId: requestId(),
    drawId,
    lines: [{ betType: "lo2", numbers: ["27"], units: "1" }],
  });

let rounds = 0;
const bet = (token: string, amount = "100000", round = `r-${process.pid}-${(rounds += 1)}`) =>
  vendorCall(t.app, {
    vendorCode: seamless.code,
    action: "bet",
    secret: seamless.secret,
    body: { token, transactionId: `${round}:b`, roundId: round, gameCode: "slot.test-1", amount },
  });

const vendorCode = (res: { json: () => unknown }) => (res.json() as { code: string }).code;

describe("a member in a time-out or self-exclusion is refused at every money path", () => {
  for (const block of [
    {
      path: PROTECTION_PATHS.selfExclusion,
      body: { term: "6mo", reason: "cần nghỉ" },
      code: "protection_self_excluded",
    },
    { path: PROTECTION_PATHS.timeout, body: { term: "1w" }, code: "protection_timeout" },
  ] as const) {
    it(`${block.code}: vendor bet (old token), lottery, transfer in, deposit, promotion, reward, chat; withdrawal works`, async () => {
      const m = await cashierMember(t.db, { balance: 10n * MILLION });
      // Before the block: a game launched (its token), a lottery line for a future draw, a bonus.
      const game = await openVendorSession(t.app, {
        memberId: m.id,
        vendorCode: seamless.code,
        gameCode: "slot.test-1",
      });
      expect(vendorCode(await bet(game.token))).toBe("ok");
      const openRound = `open-${process.pid}-${(rounds += 1)}`;
      expect(vendorCode(await bet(game.token, "50000", openRound))).toBe("ok");
      const drawId = await openDraw();
      okValue(await buyLottery(m.headers, drawId));
      const { rewardId } = await offerReward(t.db, {
        memberId: m.id,
        source: "mission",
        ref: `pt-${randomBytes(4).toString("hex")}`,
        amount: 5_000_000n,
        wagering: 1,
        title: { vi: "Thưởng", en: "Reward", zh: "奖励", ja: "報酬", th: "รางวัล" },
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      await claimReward(t.db, m.id, rewardId);
      const pendingReward = await offerReward(t.db, {
        memberId: m.id,
        source: "mission",
        ref: `pt-${randomBytes(4).toString("hex")}`,
        amount: 1_000_000n,
        wagering: 1,
        title: { vi: "Thưởng", en: "Reward", zh: "奖励", ja: "報酬", th: "รางวัล" },
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const mainBefore = await mainBalance(t.db, m.id);

      const blocked = okValue<{ kind: string; endsAt: string | null }>(await post(block.path, m.headers, block.body));
      expect(blocked.endsAt).not.toBeNull();
      // Immediate logout: the session that asked is gone.
      expectError(
        await t.app.inject({ method: "GET", url: PROTECTION_PATHS.state, headers: m.headers }),
        "session_expired",
      );

      // Effects: the future-draw line refunded, the bonus forfeited.
      const { rows: lines } = await t.db.query<{ voided: boolean }>(
        "select voided_at is not null as voided from lottery_ticket where member_id = $1",
        [m.id],
      );
      expect(lines).toEqual([{ voided: true }]);
      const refunded = await mainBalance(t.db, m.id);
      expect(refunded).toBe(mainBefore + 2_700_000n); // 1 point of lô 2 at 27,000 ₫
      const { rows: grants } = await t.db.query<{ status: string }>(
        "select status from promotion_grant where member_id = $1",
        [m.id],
      );
      expect(grants.map((g) => g.status)).toEqual(["forfeited"]);

      // A new login (the member must be able to withdraw) — every gambling path refuses.
      const headers = await newSession(m.id);
      const before = await snapshotDatabase(t.db);
      const { methodId, account } = await depositMethod(t.app, headers);
      const promotion = (
        await t.db.query<{ id: string }>("select id::text from promotion where entry = 'claim' and enabled limit 1")
      ).rows[0]!;
      const table: { path: string; call: () => Promise<ErrorCode | "ok"> }[] = [
        {
          path: "seamless vendor bet with the token issued before the block",
          call: async () => vendorCode(await bet(game.token)) as ErrorCode,
        },
        { path: "lottery purchase", call: async () => codeOf(await buyLottery(headers, drawId)) },
        {
          path: "transfer into a vendor wallet",
          call: async () =>
            codeOf(
              await post(PATHS.walletTransfer, headers, {
                from: MAIN_WALLET,
                to: transfer.code,
                amount: "100000",
                requestId: requestId(),
              }),
            ),
        },
        {
          path: "deposit",
          call: async () =>
            codeOf(
              await post(PATHS.deposit, headers, {
                methodId,
                receivingAccountId: account.id,
                amount: "50000000",
                requestId: requestId(),
              }),
            ),
        },
        {
          path: "promotion claim",
          call: async () =>
            codeOf(await post(PATHS.promotionClaim.replace(":id", promotion.id), headers, { requestId: requestId() })),
        },
        {
          path: "reward claim",
          call: async () =>
            codeOf(await post(PATHS.rewardClaim.replace(":id", pendingReward.rewardId.toString()), headers, {})),
        },
        { path: "game launch (checkEligibility 'launch')", call: () => eligibility(m.id, "launch") },
        { path: "chat (checkEligibility 'chat')", call: () => eligibility(m.id, "chat") },
        {
          path: "agent transfer to this member (checkEligibility 'deposit')",
          call: () => eligibility(m.id, "deposit"),
        },
      ];
      for (const row of table) expect(await row.call(), row.path).toBe(block.code);
      expect(await isMarketingSuppressed(t.db, m.id)).toBe(true);
      // Nothing was stored by the refusals but the vendor's first answer (a refused bet is final).
      const after = await snapshotDatabase(t.db);
      expect({ ...after, vendor_transaction: null }).toEqual({ ...before, vendor_transaction: null });

      // A round already open still settles (its win is not a bet).
      const win = await vendorCall(t.app, {
        vendorCode: seamless.code,
        action: "win",
        secret: seamless.secret,
        body: {
          token: game.token,
          transactionId: `${openRound}:w`,
          roundId: openRound,
          gameCode: "slot.test-1",
          amount: "80000",
          endRound: true,
        },
      });
      expect(vendorCode(win)).toBe("ok");

      // Withdrawals still work.
      const bank = await bankAccountId(t.app, headers);
      const withdrawal = okValue<{ orderNo: string }>(
        await withdrawRequest(t.app, headers, { bankAccountId: bank, amount: "10000000" }),
      );
      expect(withdrawal.orderNo).toMatch(/^W/);

      // The dashboard shows the block; a second block is refused.
      const s = await state({ ...m, headers });
      expect(s.block).toMatchObject({ kind: blocked.kind });
      expectError(await post(block.path, headers, block.body), "protection_already_blocked");
    });
  }

  it("voided lottery lines are never settled: đề on all 100 numbers (one would win) pays nothing after the refund", async () => {
    const m = await cashierMember(t.db, { balance: 100n * MILLION });
    const drawId = await openDraw();
    const lines = Array.from({ length: 100 }, (_, n) => ({
      betType: "de",
      numbers: [String(n).padStart(2, "0")],
      units: "1",
    }));
    okValue(await post(PATHS.lotteryBuy, m.headers, { requestId: requestId(), drawId, lines }));
    const bought = await mainBalance(t.db, m.id);
    okValue(await post(PROTECTION_PATHS.timeout, m.headers, { term: "1d" }));
    const refunded = await mainBalance(t.db, m.id);
    expect(refunded).toBeGreaterThan(bought);
    // The draw is drawn and settled now.
    await t.db.query(
      `update lottery_draw set opens_at = now() - interval '3 minutes', closes_at = now() - interval '2 minutes',
              draw_at = now() - interval '1 minute' where id = $1`,
      [drawId],
    );
    await lotteryTick(lotteryDeps(t.app));
    const { rows } = await t.db.query<{ status: string }>("select status from lottery_draw where id = $1", [drawId]);
    expect(rows[0]!.status).toBe("settled");
    const { rows: wins } = await t.db.query("select 1 from lottery_win where member_id = $1", [m.id]);
    expect(wins).toEqual([]);
    expect(await mainBalance(t.db, m.id)).toBe(refunded);
    const { rows: round } = await t.db.query<{ status: string; bet_amount: bigint }>(
      "select status, bet_amount from game_round where member_id = $1",
      [m.id],
    );
    expect(round).toEqual([{ status: "rolled_back", bet_amount: 0n }]);
  });

  it("a time-out ends by itself; a self-exclusion needs a request and 7 days' cooling-off", async () => {
    const m = await cashierMember(t.db);
    okValue(await post(PROTECTION_PATHS.timeout, m.headers, { term: "1d" }));
    await t.db.query("update member_protection set blocked_until = now() - interval '1 second' where member_id = $1", [
      m.id,
    ]);
    expect(await checkEligibility(t.db, m.id, "bet")).toEqual({ allowed: true });

    const headers = await newSession(m.id);
    okValue(await post(PROTECTION_PATHS.selfExclusion, headers, { term: "6mo" }));
    const again = await newSession(m.id);
    expectError(await post(PROTECTION_PATHS.reopen, again, {}), "protection_reopen_invalid");
    await t.db.query("update member_protection set blocked_until = now() - interval '1 second' where member_id = $1", [
      m.id,
    ]);
    // Ended, but not reopened: still excluded.
    expect((await checkEligibility(t.db, m.id, "bet")).allowed).toBe(false);
    const reopen = okValue<{ reopensAt: string }>(await post(PROTECTION_PATHS.reopen, again, {}));
    expect(new Date(reopen.reopensAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expectError(await post(PROTECTION_PATHS.reopen, again, {}), "protection_reopen_invalid");
    expect((await checkEligibility(t.db, m.id, "bet")).allowed).toBe(false);
    await t.db.query("update member_protection set reopen_at = now() - interval '1 second' where member_id = $1", [
      m.id,
    ]);
    expect(await checkEligibility(t.db, m.id, "bet")).toEqual({ allowed: true });
  });
});

async function eligibility(memberId: bigint, action: "launch" | "chat" | "deposit"): Promise<ErrorCode | "ok"> {
  const answer = await checkEligibility(t.db, memberId, action, { amount: 100n });
  return answer.allowed ? "ok" : answer.code;
}

function codeOf(res: { statusCode: number; json: () => unknown }): ErrorCode | "ok" {
  return (res.json() as { code: ErrorCode | "ok" }).code;
}

describe("limits", () => {
  it("a deposit over the limit is refused with the reason; the window is rolling 24 h, exact at its edge", async () => {
    // No opening balance: a manual credit counts toward deposit limits too.
    const m = await cashierMember(t.db, { balance: 0n });
    okValue(await put(PROTECTION_PATHS.limits, m.headers, { kind: "deposit", period: "day", amount: "100000000" }));
    const { methodId, account } = await depositMethod(t.app, m.headers);
    const deposit = (amount: string) =>
      post(
        PATHS.deposit,
        { ...m.headers, language: "en" },
        {
          methodId,
          receivingAccountId: account.id,
          amount,
          requestId: requestId(),
        },
      );
    const first = okValue<{ orderNo: string }>(await deposit("60000000"));
    const before = await snapshotDatabase(t.db);
    const refused = await deposit("50000000");
    expectError(refused, "protection_deposit_limit", "en");
    expect((refused.json() as { message: string }).message).toContain("400,000 ₫");
    expect(await snapshotDatabase(t.db)).toEqual(before);
    // The first order just inside the window still counts; a second later it no longer does.
    await t.db.query(
      "update deposit_order set created_at = now() - interval '24 hours' + interval '5 seconds' where order_no = $1",
      [first.orderNo],
    );
    expectError(await deposit("50000000"), "protection_deposit_limit", "en");
    await t.db.query(
      "update deposit_order set created_at = now() - interval '24 hours' - interval '1 second' where order_no = $1",
      [first.orderNo],
    );
    okValue(await deposit("50000000"));
    // Exactly at the limit passes; the smallest deposit more does not.
    okValue(await deposit("50000000"));
    expectError(await deposit("5000000"), "protection_deposit_limit", "en");
  });

  it("the lowest of simultaneous limits applies; wager windows (24 h, 7 days) are exact at their edges", async () => {
    const m = await cashierMember(t.db);
    okValue(await put(PROTECTION_PATHS.limits, m.headers, { kind: "wager", period: "week", amount: "50000000" }));
    okValue(await put(PROTECTION_PATHS.limits, m.headers, { kind: "wager", period: "day", amount: "90000000" }));
    const game = await openVendorSession(t.app, { memberId: m.id, vendorCode: seamless.code, gameCode: "slot.test-1" });
    expect(vendorCode(await bet(game.token, "40000000"))).toBe("ok");
    // The weekly 500,000 ₫ is lower than the daily 900,000 ₫: 100,000 ₫ left.
    const refused = await bet(game.token, "10000100");
    expect(vendorCode(refused)).toBe("protection_wager_limit");
    expect(vendorCode(await bet(game.token, "10000000"))).toBe("ok");
    expect(vendorCode(await bet(game.token, "100"))).toBe("protection_wager_limit");
    // Age the rounds: just inside 7 days still counts, just outside no longer does.
    await t.db.query(
      "update game_round set started_at = now() - interval '168 hours' + interval '5 seconds' where member_id = $1",
      [m.id],
    );
    expect(vendorCode(await bet(game.token, "100"))).toBe("protection_wager_limit");
    await t.db.query(
      "update game_round set started_at = now() - interval '168 hours' - interval '1 second' where member_id = $1",
      [m.id],
    );
    expect(vendorCode(await bet(game.token, "50000000"))).toBe("ok");
    const s = await state(m);
    const week = s.limits.find((l) => l.kind === "wager" && l.period === "week")!;
    expect(week).toMatchObject({ effective: "50000000", used: "50000000", remaining: "0" });
  });

  it("a loss limit counts stakes minus wins; a session limit refuses once used up", async () => {
    const m = await cashierMember(t.db);
    okValue(await put(PROTECTION_PATHS.limits, m.headers, { kind: "loss", period: "day", amount: "20000000" }));
    const game = await openVendorSession(t.app, { memberId: m.id, vendorCode: seamless.code, gameCode: "slot.test-1" });
    expect(vendorCode(await bet(game.token, "20000000"))).toBe("ok");
    expect(vendorCode(await bet(game.token, "100"))).toBe("protection_loss_limit");
    await t.db.query("update game_round set win_amount = 5000000 where member_id = $1", [m.id]);
    expect(vendorCode(await bet(game.token, "5000000"))).toBe("ok");

    const n = await cashierMember(t.db);
    okValue(await put(PROTECTION_PATHS.limits, n.headers, { kind: "session", period: "day", amount: "30" }));
    expect((await checkEligibility(t.db, n.id, "launch")).allowed).toBe(true);
    await t.db.query("update member_session set created_at = now() - interval '31 minutes' where member_id = $1", [
      n.id,
    ]);
    expect(await checkEligibility(t.db, n.id, "launch")).toMatchObject({
      allowed: false,
      code: "protection_session_limit",
    });
  });

  it("concurrent deposits cannot pass a limit together", async () => {
    // No opening balance: a manual credit counts toward deposit limits too.
    const m = await cashierMember(t.db, { balance: 0n });
    okValue(await put(PROTECTION_PATHS.limits, m.headers, { kind: "deposit", period: "day", amount: "100000000" }));
    const { methodId, account } = await depositMethod(t.app, m.headers);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(PATHS.deposit, m.headers, {
          methodId,
          receivingAccountId: account.id,
          amount: "30000000",
          requestId: requestId(),
        }),
      ),
    );
    const codes = answers.map(codeOf).sort();
    expect(codes).toEqual([
      "ok",
      "ok",
      "ok",
      "protection_deposit_limit",
      "protection_deposit_limit",
      "protection_deposit_limit",
    ]);
    const { rows } = await t.db.query<{ total: bigint }>(
      "select coalesce(sum(amount), 0)::int8 as total from deposit_order where member_id = $1",
      [m.id],
    );
    expect(rows[0]!.total).toBe(90_000_000n);
  });

  it("a decrease applies at once; a raise waits 24 h and a second confirmation", async () => {
    const m = await cashierMember(t.db);
    const set = (amount: string | null) =>
      put(PROTECTION_PATHS.limits, m.headers, { kind: "deposit", period: "week", amount });
    expect(okValue(await set("100000000"))).toEqual({ applied: true, pendingFrom: null });
    expect(okValue(await set("80000000"))).toEqual({ applied: true, pendingFrom: null });
    const raise = okValue<{ applied: boolean; pendingFrom: string }>(await set("200000000"));
    expect(raise.applied).toBe(false);
    const wait = new Date(raise.pendingFrom).getTime() - Date.now();
    expect(wait).toBeGreaterThan(23.9 * 3_600_000);
    let s = await state(m);
    expect(s.limits[0]).toMatchObject({ self: "80000000", effective: "80000000" });
    expect(s.limits[0]!.pending).toMatchObject({ amount: "200000000", remove: false });
    const confirm = () => post(PROTECTION_PATHS.limitConfirm, m.headers, { kind: "deposit", period: "week" });
    const before = await snapshotDatabase(t.db);
    expectError(await confirm(), "protection_raise_waiting");
    expect(await snapshotDatabase(t.db)).toEqual(before);
    // 24 h later (the database's clock: the request is aged).
    await t.db.query(
      `update protection_limit set pending_requested_at = now() - interval '24 hours',
              pending_from = now() - interval '1 second' where member_id = $1`,
      [m.id],
    );
    s = await state(m);
    expect(s.limits[0]).toMatchObject({ effective: "80000000" }); // not applied without the confirmation
    okValue(await confirm());
    s = await state(m);
    expect(s.limits[0]).toMatchObject({ self: "200000000", effective: "200000000", pending: null });
    expectError(await confirm(), "protection_no_pending");
    // A removal waits as well, and can be withdrawn.
    expect(okValue<{ applied: boolean }>(await set(null)).applied).toBe(false);
    okValue(await post(PROTECTION_PATHS.limitCancel, m.headers, { kind: "deposit", period: "week" }));
    expect((await state(m)).limits[0]!.pending).toBeNull();
    expect((await state(m)).history.map((h) => h.action)).toEqual([
      "limit_change_cancelled",
      "limit_removal_requested",
      "limit_raised",
      "limit_raise_requested",
      "limit_decreased",
      "limit_set",
    ]);
  });

  it("an operator limit only reduces (effective = min); it is audited in both chained logs", async () => {
    const m = await cashierMember(t.db);
    okValue(await put(PROTECTION_PATHS.limits, m.headers, { kind: "deposit", period: "month", amount: "300000000" }));
    const url = PROTECTION_CONSOLE_PATHS.memberLimit.replace(":id", m.id.toString());
    const view = okValue<ProtectionMemberView>(
      await put(url, admin, { kind: "deposit", period: "month", amount: "100000000", reason: "affordability check" }),
    );
    expect(view.limits[0]).toMatchObject({ self: "300000000", operator: "100000000", effective: "100000000" });
    // Raising the self limit does not lift the operator's.
    okValue(await put(PROTECTION_PATHS.limits, m.headers, { kind: "deposit", period: "month", amount: "50000000" }));
    expect((await state(m)).limits[0]).toMatchObject({ effective: "50000000" });
    expect((await verifyOperatorAudit(t.db)).brokenAt).toBeNull();
    expect((await verifyAuthEventChain(t.db)).brokenAt).toBeNull();
    const { rows } = await t.db.query("select action from operator_audit where target = $1", [`member:${m.id}`]);
    expect(rows).toEqual([{ action: "protection.limit" }]);
    const { rows: events } = await t.db.query<{ method: string }>(
      "select method from auth_event where member_id = $1 and event = 'protection' order by id",
      [m.id],
    );
    expect(events.map((e) => e.method)).toEqual(["limit_set", "operator_limit", "limit_decreased"]);
  });

  it("a deposit credited past a limit by another path is kept and recorded as a finding", async () => {
    const m = await cashierMember(t.db);
    const { methodId, account } = await depositMethod(t.app, m.headers);
    const order = okValue<{ orderNo: string }>(
      await post(PATHS.deposit, m.headers, {
        methodId,
        receivingAccountId: account.id,
        amount: "60000000",
        requestId: requestId(),
      }),
    );
    // The limit comes after the order; staff then confirm the money that arrived.
    okValue(await put(PROTECTION_PATHS.limits, m.headers, { kind: "deposit", period: "day", amount: "50000000" }));
    okValue(
      await post(CONSOLE_PATHS.depositConfirm.replace(":orderNo", order.orderNo), admin, {
        remark: "bank line matched",
      }),
    );
    const findings = okValue<{ list: { reference: string; kind: string }[] }>(
      await t.app.inject({ method: "GET", url: PROTECTION_CONSOLE_PATHS.findings, headers: admin }),
    );
    expect(findings.list).toContainEqual(
      expect.objectContaining({ reference: order.orderNo, kind: "protection_deposit_limit" }),
    );
  });
});

describe("console", () => {
  it("lists exclusions and exports them as CSV (member, type, term, start, end, reason), audited", async () => {
    const m = await cashierMember(t.db);
    okValue(await post(PROTECTION_PATHS.selfExclusion, m.headers, { term: "permanent", reason: "tôi muốn dừng, hẳn" }));
    const list = okValue<{ list: { memberId: string; term: string; endsAt: string | null; active: boolean }[] }>(
      await t.app.inject({ method: "GET", url: `${PROTECTION_CONSOLE_PATHS.exclusions}?active=true`, headers: admin }),
    );
    expect(list.list).toContainEqual(
      expect.objectContaining({ memberId: m.id.toString(), term: "permanent", endsAt: null, active: true }),
    );
    const csv = await t.app.inject({ method: "GET", url: PROTECTION_CONSOLE_PATHS.exclusionsCsv, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("exclusion_id,member_id,account,type,term,start_utc,end_utc,reason,requested_by,running");
    expect(
      lines.some((l) => l.includes(`,${m.account},self_exclusion,permanent,`) && l.includes('"tôi muốn dừng, hẳn"')),
    ).toBe(true);
    const { rows } = await t.db.query("select 1 from operator_audit where action = 'protection.export'");
    expect(rows.length).toBeGreaterThan(0);
    // The member view shows it.
    const view = okValue<ProtectionMemberView>(
      await t.app.inject({
        method: "GET",
        url: PROTECTION_CONSOLE_PATHS.member.replace(":id", m.id.toString()),
        headers: admin,
      }),
    );
    expect(view.block).toMatchObject({ kind: "self_exclusion", endsAt: null });
  });
});

describe("bad input", () => {
  it("answers a catalogue code and stores nothing", async () => {
    const m = await cashierMember(t.db);
    const before = await snapshotDatabase(t.db);
    const cases: [string, "PUT" | "POST", unknown][] = [
      [PROTECTION_PATHS.limits, "PUT", { kind: "bonus", period: "day", amount: "1" }],
      [PROTECTION_PATHS.limits, "PUT", { kind: "deposit", period: "year", amount: "1" }],
      [PROTECTION_PATHS.limits, "PUT", { kind: "deposit", period: "day", amount: "-1" }],
      [PROTECTION_PATHS.limits, "PUT", { kind: "deposit", period: "day", amount: 100 }],
      [PROTECTION_PATHS.limits, "PUT", { kind: "deposit", period: "day", amount: "1.5" }],
      [PROTECTION_PATHS.limits, "PUT", { kind: "deposit", period: "day", amount: "99999999999999999999" }],
      [PROTECTION_PATHS.limits, "PUT", { kind: "deposit", period: "day", amount: "1", extra: 1 }],
      [PROTECTION_PATHS.limitConfirm, "POST", { kind: "deposit" }],
      [PROTECTION_PATHS.realityCheck, "PUT", { minutes: 20 }],
      [PROTECTION_PATHS.timeout, "POST", { term: "6mo" }],
      [PROTECTION_PATHS.selfExclusion, "POST", { term: "1d" }],
      [PROTECTION_PATHS.selfExclusion, "POST", { term: "1y", reason: "a\u0000b" }],
      [PROTECTION_PATHS.reopen, "POST", { now: true }],
    ];
    for (const [url, method, payload] of cases) {
      const res = await t.app.inject({ method, url, headers: m.headers, payload: payload as object });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(["validation_failed", "text_invalid"]).toContain(codeOf(res));
    }
    expectError(
      await post(PROTECTION_PATHS.limitConfirm, m.headers, { kind: "deposit", period: "day" }),
      "protection_no_pending",
    );
    expectError(
      await put(PROTECTION_CONSOLE_PATHS.memberLimit.replace(":id", m.id.toString()), admin, {
        kind: "deposit",
        period: "day",
        amount: "1",
        reason: "",
      }),
      "validation_failed",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("a reality check of 15, 30 or 60 minutes, and the session's numbers", async () => {
    const m = await cashierMember(t.db);
    okValue(await put(PROTECTION_PATHS.realityCheck, m.headers, { minutes: 30 }));
    const session = okValue<{ realityCheckMinutes: number; wagered: string; net: string }>(
      await t.app.inject({ method: "GET", url: PROTECTION_PATHS.session, headers: m.headers }),
    );
    expect(session).toMatchObject({ realityCheckMinutes: 30, wagered: "0", net: "0" });
    expect((await state(m)).depositPrompt).toBe(true);
    okValue(await post(PROTECTION_PATHS.depositPrompt, m.headers, {}));
    expect((await state(m)).depositPrompt).toBe(false);
  });
});
