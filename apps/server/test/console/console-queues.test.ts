import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, PATHS, type ConsoleDeposit, type ConsoleWithdrawal } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import {
  bankAccountId,
  cashierMember,
  createDepositOrder,
  holdBalance,
  mainBalance,
  pngBytes,
  uploadProof,
  withdrawRequest,
  type CashierMember,
} from "../support/cashier.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { ADMIN, CASHIER, auditRows, bearer, lastAuditId, operatorToken, touchSession } from "./console-support.ts";

let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;
let member: CashierMember;
let bankAccount: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
  member = await cashierMember(t.db);
  bankAccount = await bankAccountId(t.app, member.headers);
});
afterAll(() => t.close());

const order = (path: string, orderNo: string) => path.replace(":orderNo", orderNo);
const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: "POST", url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const deposits = async (status: string) =>
  okValue<{ total: number; list: ConsoleDeposit[] }>(
    await get(t.app, `${CONSOLE_PATHS.deposits}?status=${status}`, cashier),
  );
const withdrawals = async (status: string) =>
  okValue<{ total: number; list: ConsoleWithdrawal[] }>(
    await get(t.app, `${CONSOLE_PATHS.withdrawals}?status=${status}`, cashier),
  );

async function newWithdrawal(amount = 20_000_000n): Promise<string> {
  const res = await withdrawRequest(t.app, member.headers, { bankAccountId: bankAccount, amount: amount.toString() });
  return okValue<{ orderNo: string }>(res).orderNo;
}

describe("deposit queue", () => {
  it("the cashier confirms a pending deposit: credited once, audited once", async () => {
    const deposit = await createDepositOrder(t.app, member.headers, 30_000_000n);
    const pending = await deposits("pending");
    expect(pending.list.find((d) => d.orderNo === deposit.orderNo)).toMatchObject({
      memberId: member.id.toString(),
      memberAccount: member.account,
      amount: "30000000",
      status: "pending",
    });
    const before = await mainBalance(t.db, member.id);
    const since = await lastAuditId(t.db);
    const confirmed = okValue<ConsoleDeposit>(
      await post(order(CONSOLE_PATHS.depositConfirm, deposit.orderNo), cashier, { remark: "seen on statement" }),
    );
    expect(confirmed).toMatchObject({ orderNo: deposit.orderNo, status: "credited" });
    expect(await mainBalance(t.db, member.id)).toBe(before + 30_000_000n);
    expect(await auditRows(t.db, since)).toEqual([
      expect.objectContaining({
        operator: "cashier01",
        action: "deposit.confirm",
        target: deposit.orderNo,
        detail: expect.objectContaining({
          memberId: member.id.toString(),
          amount: "30000000",
          remark: "seen on statement",
        }),
      }),
    ]);

    // A double click: refused, nothing more credited or audited.
    await Promise.all([touchSession(t.app, admin), touchSession(t.app, cashier)]);
    const snapshot = await snapshotDatabase(t.db);
    expectError(await post(order(CONSOLE_PATHS.depositConfirm, deposit.orderNo), admin, {}), "order_state_invalid");
    expect(await snapshotDatabase(t.db)).toEqual(snapshot);
    expect((await deposits("credited")).list.map((d) => d.orderNo)).toContain(deposit.orderNo);
    await expectLedgerValid(t.db);
  });

  it("confirm works without a body too", async () => {
    const deposit = await createDepositOrder(t.app, member.headers, 10_000_000n);
    const res = await t.app.inject({
      method: "POST",
      url: order(CONSOLE_PATHS.depositConfirm, deposit.orderNo),
      headers: cashier,
    });
    expect(okValue<ConsoleDeposit>(res).status).toBe("credited");
  });

  it("rejecting needs a reason, then the deposit is rejected and nothing is credited", async () => {
    const deposit = await createDepositOrder(t.app, member.headers, 12_000_000n);
    const url = order(CONSOLE_PATHS.depositReject, deposit.orderNo);
    await Promise.all([touchSession(t.app, admin), touchSession(t.app, cashier)]);
    const snapshot = await snapshotDatabase(t.db);
    expectError(await post(url, cashier, {}), "validation_failed");
    expectError(await post(url, cashier, { remark: "" }), "validation_failed");
    expect(await snapshotDatabase(t.db)).toEqual(snapshot);
    const before = await mainBalance(t.db, member.id);
    const since = await lastAuditId(t.db);
    const rejected = okValue<ConsoleDeposit>(await post(url, cashier, { remark: "no money arrived" }));
    expect(rejected).toMatchObject({ status: "rejected", remark: "no money arrived" });
    expect(await mainBalance(t.db, member.id)).toBe(before);
    expect((await auditRows(t.db, since)).map((r) => [r.action, r.target])).toEqual([
      ["deposit.reject", deposit.orderNo],
    ]);
  });

  it("answers order_not_found for an order that does not exist, and writes nothing", async () => {
    await Promise.all([touchSession(t.app, admin), touchSession(t.app, cashier)]);
    const snapshot = await snapshotDatabase(t.db);
    expectError(await post(order(CONSOLE_PATHS.depositConfirm, "D999999999"), cashier, {}), "order_not_found");
    expectError(
      await post(order(CONSOLE_PATHS.depositReject, "D999999999"), cashier, { remark: "x" }),
      "order_not_found",
    );
    expectError(await post(order(CONSOLE_PATHS.withdrawalApprove, "W999999999"), cashier, {}), "order_not_found");
    expect(await snapshotDatabase(t.db)).toEqual(snapshot);
  });
});

describe("withdrawal queue", () => {
  it("approve, pay, the member disputes with a proof, staff review the image and refund", async () => {
    const orderNo = await newWithdrawal(20_000_000n);
    expect((await withdrawals("pending")).list.find((w) => w.orderNo === orderNo)).toMatchObject({
      memberId: member.id.toString(),
      memberAccount: member.account,
      amount: "20000000",
      status: "pending",
    });
    const since = await lastAuditId(t.db);
    expect(
      okValue<ConsoleWithdrawal>(await post(order(CONSOLE_PATHS.withdrawalApprove, orderNo), cashier, {})).status,
    ).toBe("approved");
    // Paying twice or approving again is refused.
    const paid = okValue<ConsoleWithdrawal>(await post(order(CONSOLE_PATHS.withdrawalPay, orderNo), cashier, {}));
    expect(paid.status).toBe("paid");
    expect(paid.accountNumber).toMatch(/^[0-9]{6,19}$/);
    expectError(await post(order(CONSOLE_PATHS.withdrawalPay, orderNo), cashier, {}), "order_state_invalid");
    expectError(await post(order(CONSOLE_PATHS.withdrawalApprove, orderNo), cashier, {}), "order_state_invalid");

    // The member says the money never arrived, with a screenshot.
    const image = pngBytes(512);
    const proofId = okValue<{ proofId: string }>(await uploadProof(t.app, member.headers, orderNo, image)).proofId;
    okValue(
      await t.app.inject({
        method: "POST",
        url: order(PATHS.withdrawReceipt, orderNo),
        headers: member.headers,
        payload: { result: "NOT_RECEIVED", proofIds: [proofId] },
      }),
    );
    const disputed = (await withdrawals("disputed")).list.find((w) => w.orderNo === orderNo)!;
    expect(disputed.proofIds).toEqual([proofId]);
    const proof = await get(
      t.app,
      CONSOLE_PATHS.withdrawalProof.replace(":orderNo", orderNo).replace(":proofId", proofId),
      cashier,
    );
    expect(proof.statusCode).toBe(200);
    expect(proof.headers["content-type"]).toBe("image/png");
    expect(proof.headers["cache-control"]).toBe("no-store");
    expect(proof.rawPayload.equals(image)).toBe(true);

    const mainBefore = await mainBalance(t.db, member.id);
    const resolved = okValue<ConsoleWithdrawal>(
      await post(order(CONSOLE_PATHS.withdrawalResolve, orderNo), cashier, {
        outcome: "refund",
        remark: "bank confirms it bounced",
      }),
    );
    expect(resolved.status).toBe("resolved");
    expect(await mainBalance(t.db, member.id)).toBe(mainBefore + 20_000_000n);
    expect((await auditRows(t.db, since)).map((r) => [r.action, r.target])).toEqual([
      ["withdrawal.approve", orderNo],
      ["withdrawal.pay", orderNo],
      ["withdrawal.resolve", orderNo],
    ]);
    await expectLedgerValid(t.db);
  });

  it("rejecting a pending withdrawal returns the hold to the main wallet (reason required)", async () => {
    const mainBefore = await mainBalance(t.db, member.id);
    const holdBefore = await holdBalance(t.db, member.id);
    const orderNo = await newWithdrawal(15_000_000n);
    expect(await holdBalance(t.db, member.id)).toBe(holdBefore + 15_000_000n);
    const url = order(CONSOLE_PATHS.withdrawalReject, orderNo);
    expectError(await post(url, cashier, {}), "validation_failed");
    const rejected = okValue<ConsoleWithdrawal>(await post(url, cashier, { remark: "account frozen" }));
    expect(rejected).toMatchObject({ status: "rejected", remark: "account frozen" });
    expect(await mainBalance(t.db, member.id)).toBe(mainBefore);
    expect(await holdBalance(t.db, member.id)).toBe(holdBefore);
    await expectLedgerValid(t.db);
  });

  it("a proof id of another order is not served", async () => {
    const first = await newWithdrawal(11_000_000n);
    const second = await newWithdrawal(11_000_000n);
    for (const orderNo of [first, second]) {
      okValue(await post(order(CONSOLE_PATHS.withdrawalApprove, orderNo), cashier, {}));
      okValue(await post(order(CONSOLE_PATHS.withdrawalPay, orderNo), cashier, {}));
    }
    const proofId = okValue<{ proofId: string }>(await uploadProof(t.app, member.headers, first, pngBytes())).proofId;
    const res = await get(
      t.app,
      CONSOLE_PATHS.withdrawalProof.replace(":orderNo", second).replace(":proofId", proofId),
      cashier,
    );
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });
});
