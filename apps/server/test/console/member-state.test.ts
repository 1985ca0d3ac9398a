import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, PATHS, type ConsoleMember, type ConsoleMemberDetail } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import {
  bankAccountId,
  cashierMember,
  createDepositOrder,
  depositMethod,
  holdBalance,
  mainBalance,
  requestId as cashierRequestId,
  withdrawRequest,
  type CashierMember,
} from "../support/cashier.ts";
import { loginRequest } from "../support/login.ts";
import { createTestVendor, openVendorSession, vendorCall, type TestVendor } from "../support/vendor.ts";
import { ADMIN, CASHIER, auditRows, bearer, lastAuditId, operatorToken } from "./console-support.ts";

let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;
let vendor: TestVendor;
const GAME = "slot.h8-1";
const PASSWORD = "Correct-Horse-9";

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
  vendor = await createTestVendor(t.db, { code: "H8SEAM", games: [GAME] });
});
afterAll(() => t.close());

const stateUrl = (id: bigint) => CONSOLE_PATHS.memberState.replace(":id", id.toString());
const changeState = (id: bigint, action: string, reason = "risk team review", headers = admin) =>
  t.app.inject({ method: "POST", url: stateUrl(id), headers, payload: { action, reason } });

async function authEvents(memberId: bigint) {
  const { rows } = await t.db.query<{ event: string; detail: Record<string, unknown> }>(
    "select event, detail from auth_event where member_id = $1 and event = 'account_state' order by id",
    [memberId],
  );
  return rows;
}

/** A refused login (its value says whether a captcha is due next). */
function expectLoginRefused(res: { statusCode: number; json: <T>() => T }, code: string) {
  expect(res.json<{ success: boolean; code: string }>()).toMatchObject({ success: false, code });
  expect(res.statusCode).toBe(403);
}

async function moneyOf(member: CashierMember) {
  return { main: await mainBalance(t.db, member.id), hold: await holdBalance(t.db, member.id) };
}

describe("freezing a member", () => {
  it("keeps the login and the reading calls, refuses withdrawal, deposit, transfer, launch and bets with account_frozen, moves nothing, audits the reason", async () => {
    const member = await cashierMember(t.db, { password: PASSWORD });
    const bankAccount = await bankAccountId(t.app, member.headers);
    const player = await openVendorSession(t.app, { memberId: member.id, vendorCode: vendor.code, gameCode: GAME });
    const before = await moneyOf(member);
    const since = await lastAuditId(t.db);

    const frozen = okValue<ConsoleMember>(await changeState(member.id, "freeze", "chargeback under review"));
    expect(frozen).toMatchObject({ status: "frozen", statusReason: "chargeback under review" });

    expectError(
      await withdrawRequest(t.app, member.headers, { bankAccountId: bankAccount, amount: "10000000" }),
      "account_frozen",
    );
    const { methodId, account } = await depositMethod(t.app, member.headers);
    expectError(
      await t.app.inject({
        method: "POST",
        url: PATHS.deposit,
        headers: member.headers,
        payload: { methodId, receivingAccountId: account.id, amount: "50000000", requestId: cashierRequestId() },
      }),
      "account_frozen",
    );
    expectError(
      await t.app.inject({
        method: "POST",
        url: PATHS.walletTransfer,
        headers: member.headers,
        payload: { from: "MAIN", to: vendor.code, amount: "100000", requestId: cashierRequestId() },
      }),
      "account_frozen",
    );
    expectError(
      await t.app.inject({
        method: "POST",
        url: PATHS.launchGame,
        headers: member.headers,
        payload: { gameId: vendor.games.get(GAME) },
      }),
      "account_frozen",
    );
    const bet = await vendorCall(t.app, {
      vendorCode: vendor.code,
      secret: vendor.secret,
      action: "bet",
      body: {
        token: player.token,
        transactionId: `h8-bet-${member.id}`,
        roundId: `h8-r-${member.id}`,
        gameCode: GAME,
        amount: "1000",
      },
    });
    expect(bet.json<{ success: boolean; code: string }>()).toMatchObject({
      success: false,
      code: "vendor_token_invalid",
    });

    expect(await moneyOf(member)).toEqual(before);
    const { rows: orders } = await t.db.query("select 1 from deposit_order where member_id = $1", [member.id]);
    expect(orders).toHaveLength(0);

    // Still logged in, and may log in again: a frozen member sees the account and the reason.
    okValue(await get(t.app, PATHS.balance, member.headers));
    expect((await loginRequest(t.app, { username: member.account, password: PASSWORD })).statusCode).toBe(200);

    const audit = (await auditRows(t.db, since)).filter((r) => r.action === "member.freeze");
    expect(audit).toEqual([
      expect.objectContaining({
        operator: ADMIN.username,
        target: `member:${member.id}`,
        detail: expect.objectContaining({ from: "active", to: "frozen", reason: "chargeback under review" }),
      }),
    ]);
    expect(await authEvents(member.id)).toEqual([
      expect.objectContaining({
        detail: expect.objectContaining({ action: "freeze", reason: "chargeback under review" }),
      }),
    ]);
  });

  it("lets money move again after unfreezing", async () => {
    const member = await cashierMember(t.db);
    okValue(await changeState(member.id, "freeze"));
    expect(okValue<ConsoleMember>(await changeState(member.id, "unfreeze", "review done")).status).toBe("active");
    const order = await createDepositOrder(t.app, member.headers);
    expect(order.status).toBe("pending");
  });
});

describe("locking and closing a member", () => {
  it("ends the member's sessions at once and refuses the login until unlocked", async () => {
    const member = await cashierMember(t.db, { password: PASSWORD });
    okValue(await get(t.app, PATHS.balance, member.headers));
    okValue(await changeState(member.id, "lock", "account shared with others"));

    expectError(await get(t.app, PATHS.balance, member.headers), "session_expired");
    expectLoginRefused(await loginRequest(t.app, { username: member.account, password: PASSWORD }), "account_disabled");
    const { rows } = await t.db.query("select 1 from member_session where member_id = $1 and revoked_at is null", [
      member.id,
    ]);
    expect(rows).toHaveLength(0);

    okValue(await changeState(member.id, "unlock", "owner verified"));
    expect((await loginRequest(t.app, { username: member.account, password: PASSWORD })).statusCode).toBe(200);
    expect((await authEvents(member.id)).map((e) => e.detail.action)).toEqual(["lock", "unlock"]);
    const detail = okValue<ConsoleMemberDetail>(
      await get(t.app, CONSOLE_PATHS.member.replace(":id", member.id.toString()), admin),
    );
    expect(detail.stateHistory).toEqual([
      expect.objectContaining({ action: "unlock", reason: "owner verified", operator: ADMIN.username }),
      expect.objectContaining({ action: "lock", reason: "account shared with others", operator: ADMIN.username }),
    ]);
  });

  it("makes closing final: the login answers account_closed and no later change is possible", async () => {
    const member = await cashierMember(t.db, { password: PASSWORD });
    okValue(await changeState(member.id, "close", "member asked to close the account"));
    expectError(await get(t.app, PATHS.balance, member.headers), "session_expired");
    expectLoginRefused(await loginRequest(t.app, { username: member.account, password: PASSWORD }), "account_closed");
    for (const action of ["unlock", "unfreeze", "freeze", "lock", "close"]) {
      expectError(await changeState(member.id, action), "member_state_invalid");
    }
  });

  it("requires a reason, an admin, and a change the state allows", async () => {
    const member = await cashierMember(t.db);
    expectError(await changeState(member.id, "freeze", ""), "validation_failed");
    expectError(await changeState(member.id, "freeze", "cashier try", cashier), "forbidden");
    expectError(await changeState(member.id, "unfreeze"), "member_state_invalid");
    expectError(await changeState(member.id, "unlock"), "member_state_invalid");
    expectError(await changeState(999_999_999n, "freeze"), "not_found");
  });
});
