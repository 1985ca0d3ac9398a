import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue } from "../http.ts";
import {
  captureEvents,
  cashierMember,
  createDepositOrder,
  depositMethod,
  expectLedgerBalanced,
  mainBalance,
  operationsFor,
  requestId,
  type CashierMember,
  type DepositOrderValue,
} from "../support/cashier.ts";
import {
  CASHIER_JOBS,
  cashierDeps,
  confirmDeposit,
  listDeposits,
  parseVietQr,
  rejectDeposit,
} from "../../src/modules/cashier/index.ts";
import { runJobNow } from "../../src/modules/jobs/index.ts";

let t: TestApp;
let alice: CashierMember;
let bob: CashierMember;
const staff = { operator: "cashier01" };
const staff2 = { operator: "admin01" };

beforeAll(async () => {
  t = await createTestApp();
  alice = await cashierMember(t.db, { balance: 0n });
  bob = await cashierMember(t.db, { balance: 0n });
});
afterAll(() => t.close());

const getOrder = async (member: CashierMember, orderNo: string) =>
  t.app.inject({ method: "GET", url: PATHS.depositOrder.replace(":orderNo", orderNo), headers: member.headers });

describe("deposit methods", () => {
  it("offers the bank transfer with the operator's limits and enabled receiving accounts", async () => {
    const methods = okValue<{ type: string; minAmount: string; maxAmount: string; accounts: unknown[] }[]>(
      await t.app.inject({ method: "GET", url: PATHS.depositMethods, headers: alice.headers }),
    );
    expect(methods).toHaveLength(1);
    expect(methods[0]).toMatchObject({ type: "BANK_TRANSFER", minAmount: "5000000", maxAmount: "50000000000" });
    expect(methods[0]!.accounts).toEqual([
      expect.objectContaining({ bankCode: "VCB", bankName: "Vietcombank", accountNumber: "1023456789" }),
      expect.objectContaining({
        bankCode: "TCB",
        accountNumber: "19036688990011",
        accountName: "CONG TY LOTUS GAMING",
      }),
    ]);
  });

  it("offers nothing while deposits are off or no receiving account is enabled, and refuses orders", async () => {
    const { methodId, account } = await depositMethod(t.app, alice.headers);
    try {
      await t.db.query("update cashier_setting set deposit_enabled = false");
      expect(okValue(await t.app.inject({ method: "GET", url: PATHS.depositMethods, headers: alice.headers }))).toEqual(
        [],
      );
      const res = await t.app.inject({
        method: "POST",
        url: PATHS.deposit,
        headers: alice.headers,
        payload: { methodId, receivingAccountId: account.id, amount: "50000000", requestId: requestId() },
      });
      expectError(res, "method_unavailable");
      await t.db.query("update cashier_setting set deposit_enabled = true");
      await t.db.query("update receiving_account set enabled = false");
      expect(okValue(await t.app.inject({ method: "GET", url: PATHS.depositMethods, headers: alice.headers }))).toEqual(
        [],
      );
    } finally {
      await t.db.query("update cashier_setting set deposit_enabled = true");
      await t.db.query("update receiving_account set enabled = true");
    }
  });

  it("uses the limits the operator sets", async () => {
    try {
      await t.db.query("update cashier_setting set deposit_min = 10000000, deposit_max = 20000000");
      const methods = okValue<{ minAmount: string; maxAmount: string }[]>(
        await t.app.inject({ method: "GET", url: PATHS.depositMethods, headers: alice.headers }),
      );
      expect(methods[0]).toMatchObject({ minAmount: "10000000", maxAmount: "20000000" });
      const { methodId, account } = await depositMethod(t.app, alice.headers);
      const post = (amount: string) =>
        t.app.inject({
          method: "POST",
          url: PATHS.deposit,
          headers: { ...alice.headers, language: "en" },
          payload: { methodId, receivingAccountId: account.id, amount, requestId: requestId() },
        });
      const below = await post("9999900");
      expectError(below, "amount_below_minimum", "en");
      expect(below.json().message).toBe("The minimum amount is 100,000.00 VND.");
      const above = await post("20000100");
      expectError(above, "amount_above_maximum", "en");
      expect(above.json().message).toBe("The maximum amount is 200,000.00 VND.");
    } finally {
      await t.db.query("update cashier_setting set deposit_min = 5000000, deposit_max = 50000000000");
    }
  });
});

describe("deposit orders", () => {
  it("creates a pending order with a unique memo, the expiry and a VietQR code for the account", async () => {
    const before = Date.now();
    const order = await createDepositOrder(t.app, alice.headers, 123_400_00n);
    expect(order).toMatchObject({ status: "pending", amount: "12340000", creditedAt: null, remark: "" });
    expect(order.orderNo).toMatch(/^D[0-9]{12}$/);
    expect(order.memo).toMatch(/^LT[0-9A-HJKMNP-TV-Z]{8}$/);
    const expires = Date.parse(order.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(29 * 60_000);
    expect(expires - before).toBeLessThanOrEqual(31 * 60_000);
    expect(parseVietQr(order.qrPayload)).toMatchObject({
      bin: "970436",
      accountNumber: "1023456789",
      amountDong: 123_400n,
      memo: order.memo,
    });
    const other = await createDepositOrder(t.app, alice.headers, 123_400_00n);
    expect(other.memo).not.toBe(order.memo);
    expect(other.orderNo).not.toBe(order.orderNo);
  });

  it("answers a repeated requestId with the same order, and refuses it with other fields", async () => {
    const { methodId, account } = await depositMethod(t.app, alice.headers);
    const payload = { methodId, receivingAccountId: account.id, amount: "7000000", requestId: requestId() };
    const post = (body: object) =>
      t.app.inject({ method: "POST", url: PATHS.deposit, headers: alice.headers, payload: body });
    const [first, second] = await Promise.all([post(payload), post(payload)]);
    const a = okValue<DepositOrderValue>(first);
    const b = okValue<DepositOrderValue>(second);
    expect(b.orderNo).toBe(a.orderNo);
    expect(okValue<DepositOrderValue>(await post(payload)).memo).toBe(a.memo);
    const { rows } = await t.db.query("select 1 from deposit_order where request_id = $1", [payload.requestId]);
    expect(rows).toHaveLength(1);
    expectError(await post({ ...payload, amount: "7000100" }), "idempotency_conflict");
    // The same requestId of another member is that member's own request.
    const bobs = await t.app.inject({ method: "POST", url: PATHS.deposit, headers: bob.headers, payload });
    expect(okValue<DepositOrderValue>(bobs).orderNo).not.toBe(a.orderNo);
  });

  it("lists the member's own orders newest first, paged, and shows one order to its owner only", async () => {
    const member = await cashierMember(t.db, { balance: 0n });
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await createDepositOrder(t.app, member.headers, 5_000_000n + BigInt(i) * 100n));
    const page = okValue<{ total: number; list: DepositOrderValue[] }>(
      await t.app.inject({ method: "GET", url: `${PATHS.depositOrders}?page=1&size=2`, headers: member.headers }),
    );
    expect(page.total).toBe(3);
    expect(page.list.map((o) => o.orderNo)).toEqual([made[2]!.orderNo, made[1]!.orderNo]);
    const page2 = okValue<{ total: number; list: DepositOrderValue[] }>(
      await t.app.inject({ method: "GET", url: `${PATHS.depositOrders}?page=2&size=2`, headers: member.headers }),
    );
    expect(page2.list.map((o) => o.orderNo)).toEqual([made[0]!.orderNo]);
    expect(okValue<DepositOrderValue>(await getOrder(member, made[0]!.orderNo)).memo).toBe(made[0]!.memo);
    expectError(await getOrder(alice, made[0]!.orderNo), "order_not_found");
    expectError(await getOrder(member, "D999999999999"), "order_not_found");
  });
});

describe("crediting by staff", () => {
  it("credits the main wallet through the ledger once, and tells the member", async () => {
    const order = await createDepositOrder(t.app, alice.headers, 50_000_000n);
    const before = await mainBalance(t.db, alice.id);
    const capture = captureEvents(t.app, alice.id);
    const confirmed = await confirmDeposit(cashierDeps(t.app), order.orderNo, staff, "seen on the VCB statement");
    capture.stop();
    expect(confirmed).toMatchObject({
      orderNo: order.orderNo,
      status: "credited",
      memberId: alice.id.toString(),
      memberAccount: alice.account,
      remark: "seen on the VCB statement",
    });
    expect(await mainBalance(t.db, alice.id)).toBe(before + 50_000_000n);
    // The inbox message of the deposit follows the signal (issue 16).
    expect(capture.events).toEqual([
      { type: "deposit_arrived", orderNo: order.orderNo, amount: "50000000" },
      { type: "message" },
    ]);
    const { rows } = await t.db.query<{ credited_by: string }>(
      "select credited_by from deposit_order where order_no = $1",
      [order.orderNo],
    );
    expect(rows[0]!.credited_by).toBe("operator:cashier01");
    expect(await operationsFor(t.db, order.orderNo, "deposit_credit")).toBe(1);
    // The member sees it credited.
    expect(okValue<DepositOrderValue>(await getOrder(alice, order.orderNo))).toMatchObject({ status: "credited" });
    await expect(confirmDeposit(cashierDeps(t.app), order.orderNo, staff)).rejects.toMatchObject({
      code: "order_state_invalid",
    });
    await expect(rejectDeposit(cashierDeps(t.app), order.orderNo, staff, "late")).rejects.toMatchObject({
      code: "order_state_invalid",
    });
    expect(await mainBalance(t.db, alice.id)).toBe(before + 50_000_000n);
    await expectLedgerBalanced(t.db);
  });

  it("credits once when two operators confirm the same order at the same moment", async () => {
    for (let round = 0; round < 3; round++) {
      const order = await createDepositOrder(t.app, bob.headers, 6_000_000n);
      const before = await mainBalance(t.db, bob.id);
      const results = await Promise.allSettled([
        confirmDeposit(cashierDeps(t.app), order.orderNo, staff),
        confirmDeposit(cashierDeps(t.app), order.orderNo, staff2),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(failed.reason).toMatchObject({ code: "order_state_invalid" });
      expect(await mainBalance(t.db, bob.id)).toBe(before + 6_000_000n);
      expect(await operationsFor(t.db, order.orderNo)).toBe(1);
    }
    await expectLedgerBalanced(t.db);
  });

  it("rejects a pending order without moving money, with the reason, and tells the member", async () => {
    const order = await createDepositOrder(t.app, alice.headers, 5_000_000n);
    const before = await mainBalance(t.db, alice.id);
    const capture = captureEvents(t.app, alice.id);
    const rejected = await rejectDeposit(cashierDeps(t.app), order.orderNo, staff, "no transfer found");
    capture.stop();
    expect(rejected).toMatchObject({ status: "rejected", remark: "no transfer found" });
    expect(capture.events).toEqual([{ type: "deposit_failed", orderNo: order.orderNo, amount: "5000000" }]);
    expect(await mainBalance(t.db, alice.id)).toBe(before);
    expect(await operationsFor(t.db, order.orderNo)).toBe(0);
    await expect(confirmDeposit(cashierDeps(t.app), order.orderNo, staff)).rejects.toMatchObject({
      code: "order_state_invalid",
    });
    await expect(confirmDeposit(cashierDeps(t.app), "D000000000001", staff)).rejects.toMatchObject({
      code: "order_not_found",
    });
    expect(okValue<DepositOrderValue>(await getOrder(alice, order.orderNo))).toMatchObject({
      status: "rejected",
      remark: "no transfer found",
    });
  });

  it("lists the queue by status for the console", async () => {
    const order = await createDepositOrder(t.app, bob.headers, 5_500_000n);
    const pending = await listDeposits(t.app, { status: "pending", page: 1, size: 100 });
    expect(pending.list.every((o) => o.status === "pending")).toBe(true);
    expect(pending.list.find((o) => o.orderNo === order.orderNo)).toMatchObject({
      memberId: bob.id.toString(),
      memberAccount: bob.account,
      amount: "5500000",
    });
    const credited = await listDeposits(t.app, { status: "credited", page: 1, size: 100 });
    expect(credited.total).toBeGreaterThan(0);
    expect(credited.list.every((o) => o.status === "credited")).toBe(true);
    const all = await listDeposits(t.app, { status: "all", page: 1, size: 1 });
    expect(all.list).toHaveLength(1);
    expect(all.total).toBe(
      pending.total +
        credited.total +
        (await listDeposits(t.app, { status: "rejected", page: 1, size: 1 })).total +
        (await listDeposits(t.app, { status: "expired", page: 1, size: 1 })).total,
    );
  });
});

describe("expiry", () => {
  it("expires pending orders past their time, tells the member, and leaves the others", async () => {
    const late = await createDepositOrder(t.app, alice.headers, 5_000_000n);
    const fresh = await createDepositOrder(t.app, alice.headers, 5_000_000n);
    await t.db.query("update deposit_order set expires_at = now() - interval '1 second' where order_no = $1", [
      late.orderNo,
    ]);
    const capture = captureEvents(t.app, alice.id);
    expect(await runJobNow(t.app, CASHIER_JOBS.depositExpiry)).toBe(true);
    capture.stop();
    expect(capture.events).toContainEqual({ type: "deposit_failed", orderNo: late.orderNo, amount: "5000000" });
    expect(capture.events.some((e) => e.orderNo === fresh.orderNo)).toBe(false);
    expect(okValue<DepositOrderValue>(await getOrder(alice, late.orderNo)).status).toBe("expired");
    expect(okValue<DepositOrderValue>(await getOrder(alice, fresh.orderNo)).status).toBe("pending");
    // Running again changes nothing.
    const again = captureEvents(t.app, alice.id);
    await runJobNow(t.app, CASHIER_JOBS.depositExpiry);
    again.stop();
    expect(again.events.filter((e) => e.orderNo === late.orderNo)).toEqual([]);
    // Staff may still credit an expired order whose money arrived late; rejecting it is no longer possible.
    await expect(rejectDeposit(cashierDeps(t.app), late.orderNo, staff, "x")).rejects.toMatchObject({
      code: "order_state_invalid",
    });
    const before = await mainBalance(t.db, alice.id);
    await confirmDeposit(cashierDeps(t.app), late.orderNo, staff, "arrived late");
    expect(await mainBalance(t.db, alice.id)).toBe(before + 5_000_000n);
    await expectLedgerBalanced(t.db);
  });
});

describe("trial accounts", () => {
  it("cannot deposit", async () => {
    const trial = await cashierMember(t.db, { isAgent: 4, balance: 0n });
    expectError(
      await t.app.inject({ method: "GET", url: PATHS.depositMethods, headers: trial.headers }),
      "need_real_account",
    );
  });
});
