import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, PROOF_IMAGE_MAX_BYTES, type WithdrawalOrder } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue } from "../http.ts";
import {
  PAYMENT_PASSWORD,
  addBankAccount,
  bankAccountId,
  captureEvents,
  cashierMember,
  expectLedgerBalanced,
  holdBalance,
  jpegBytes,
  mainBalance,
  operationsFor,
  pngBytes,
  requestId,
  uploadProof,
  withdrawRequest,
  type CashierMember,
} from "../support/cashier.ts";
import {
  approveWithdrawal,
  CASHIER_JOBS,
  cashierDeps,
  listWithdrawals,
  payWithdrawal,
  readProof,
  rejectWithdrawal,
  resolveWithdrawal,
} from "../../src/modules/cashier/index.ts";
import { runJobNow } from "../../src/modules/jobs/index.ts";

let t: TestApp;
const staff = { operator: "cashier01" };
const staff2 = { operator: "admin01" };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Account = { id: string; bankCode: string; bankName: string; accountNumberMasked: string; accountName: string };
const listAccounts = async (m: CashierMember) =>
  okValue<Account[]>(await t.app.inject({ method: "GET", url: PATHS.bankAccounts, headers: m.headers }));
const removeAccount = (m: CashierMember, id: string, paymentPassword = PAYMENT_PASSWORD) =>
  t.app.inject({
    method: "DELETE",
    url: PATHS.bankAccount.replace(":id", id),
    headers: m.headers,
    payload: { paymentPassword },
  });
const order = async (m: CashierMember, orderNo: string) =>
  okValue<WithdrawalOrder>(
    await t.app.inject({ method: "GET", url: PATHS.withdrawOrder.replace(":orderNo", orderNo), headers: m.headers }),
  );
const receipt = (m: CashierMember, orderNo: string, body: object) =>
  t.app.inject({
    method: "POST",
    url: PATHS.withdrawReceipt.replace(":orderNo", orderNo),
    headers: m.headers,
    payload: body,
  });

/** A member with a bank account and a pending withdrawal of `amount`. */
async function pendingWithdrawal(amount = 20_000_000n, member?: CashierMember) {
  const m = member ?? (await cashierMember(t.db));
  const accountId = await bankAccountId(t.app, m.headers);
  const created = okValue<WithdrawalOrder>(
    await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: amount.toString() }),
  );
  return { member: m, orderNo: created.orderNo, accountId };
}

async function paidWithdrawal(amount = 20_000_000n) {
  const made = await pendingWithdrawal(amount);
  await approveWithdrawal(cashierDeps(t.app), made.orderNo, staff);
  await payWithdrawal(cashierDeps(t.app), made.orderNo, staff);
  return made;
}

describe("bank accounts", () => {
  it("links an account whose holder is the payee name (diacritics, case and spaces aside), masked in answers", async () => {
    const m = await cashierMember(t.db, { balance: 0n });
    const res = await addBankAccount(t.app, m.headers, {
      accountNumber: "0071000123456",
      accountName: "  nguyễn  minh ANH ",
    });
    const added = okValue<Account>(res);
    expect(added).toMatchObject({
      bankCode: "VCB",
      bankName: "Vietcombank",
      accountNumberMasked: "*********3456",
      accountName: "NGUYEN MINH ANH",
    });
    expect(JSON.stringify(await listAccounts(m))).not.toContain("0071000123456");
    expect(await listAccounts(m)).toEqual([added]);
  });

  it("refuses another holder, naming the registered payee name", async () => {
    const m = await cashierMember(t.db, { balance: 0n });
    const res = await addBankAccount(t.app, { ...m.headers, language: "en" }, { accountName: "TRAN VAN BINH" });
    expectError(res, "bank_account_name_mismatch", "en");
    expect(res.json().message).toContain("Nguyễn Minh Anh");
    expect(await listAccounts(m)).toEqual([]);
  });

  it("needs a payee name and a payment password first", async () => {
    const noPayee = await cashierMember(t.db, { balance: 0n, payeeName: "" });
    expectError(await addBankAccount(t.app, noPayee.headers), "payee_name_required");
    const noPassword = await cashierMember(t.db, { balance: 0n, paymentPassword: null });
    expectError(await addBankAccount(t.app, noPassword.headers), "payment_password_not_set");
  });

  it("refuses a duplicate and a sixth account; a removed one can be linked again", async () => {
    const m = await cashierMember(t.db, { balance: 0n });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(okValue<Account>(await addBankAccount(t.app, m.headers, { accountNumber: `10000000${i}` })).id);
    }
    expectError(await addBankAccount(t.app, m.headers, { accountNumber: "100000000" }), "bank_account_exists");
    // The same number at another bank is another account, but the limit is reached.
    const sixth = await addBankAccount(t.app, { ...m.headers, language: "en" }, { accountNumber: "999999999" });
    expectError(sixth, "bank_account_limit", "en");
    expect(sixth.json().message).toBe("You can link at most 5 bank accounts.");
    okValue(await removeAccount(m, ids[0]!));
    expect((await listAccounts(m)).map((a) => a.id)).toEqual(ids.slice(1));
    okValue(await addBankAccount(t.app, m.headers, { accountNumber: "100000000" }));
    expect(await listAccounts(m)).toHaveLength(5);
  });

  it("links each account once when the same one is added twice at the same moment", async () => {
    const m = await cashierMember(t.db, { balance: 0n });
    const results = await Promise.all([
      addBankAccount(t.app, m.headers, { accountNumber: "5550001112" }),
      addBankAccount(t.app, m.headers, { accountNumber: "5550001112" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await listAccounts(m)).toHaveLength(1);
  });

  it("removes only with the payment password, and only the member's own accounts", async () => {
    const m = await cashierMember(t.db, { balance: 0n });
    const other = await cashierMember(t.db, { balance: 0n });
    const id = await bankAccountId(t.app, m.headers);
    expectError(await removeAccount(m, id, "000000"), "payment_password_wrong");
    expectError(await removeAccount(other, id), "not_found");
    expect(await listAccounts(m)).toHaveLength(1);
    okValue(await removeAccount(m, id));
    expect(await listAccounts(m)).toEqual([]);
    expectError(await removeAccount(m, id), "not_found");
  });

  it("locks the payment password after 5 wrong tries in 15 minutes, even for the right one", async () => {
    const m = await cashierMember(t.db, { balance: 0n });
    for (let i = 0; i < 5; i++) {
      expectError(await addBankAccount(t.app, m.headers, { paymentPassword: "000000" }), "payment_password_wrong");
    }
    expectError(await addBankAccount(t.app, m.headers), "too_many_attempts");
    expect(await listAccounts(m)).toEqual([]);
    // A right password gives its attempt back: another member is not affected, and right ones do not accumulate.
    const n = await cashierMember(t.db, { balance: 0n });
    for (let i = 0; i < 5; i++) okValue(await addBankAccount(t.app, n.headers));
    // The sixth right password is still accepted: it fails only on the account limit checked after it.
    expectError(await addBankAccount(t.app, n.headers), "bank_account_limit");
  }, 60_000);

  it("lists the Vietnamese banks", async () => {
    const m = await cashierMember(t.db, { balance: 0n });
    const banks = okValue<{ code: string; bin: string }[]>(
      await t.app.inject({ method: "GET", url: PATHS.banks, headers: m.headers }),
    );
    expect(banks.find((b) => b.code === "VCB")).toMatchObject({ bin: "970436" });
    expect(banks.length).toBeGreaterThan(30);
  });
});

describe("withdrawal request", () => {
  it("moves the amount into the withdrawal hold with a pending order, and signals the balance", async () => {
    const m = await cashierMember(t.db);
    const accountId = await bankAccountId(t.app, m.headers);
    const capture = captureEvents(t.app, m.id);
    const created = okValue<WithdrawalOrder>(
      await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: "30000000" }),
    );
    capture.stop();
    expect(created).toMatchObject({
      status: "pending",
      amount: "30000000",
      bankCode: "VCB",
      accountName: "NGUYEN MINH ANH",
      paidAt: null,
      receiptDeadline: null,
      receipt: null,
    });
    expect(created.orderNo).toMatch(/^W[0-9]{12}$/);
    expect(created.accountNumberMasked).toMatch(/^\*+[0-9]{4}$/);
    expect(await mainBalance(t.db, m.id)).toBe(100_000_000n - 30_000_000n);
    expect(await holdBalance(t.db, m.id)).toBe(30_000_000n);
    expect(capture.events).toEqual([{ type: "balance_changed", orderNo: created.orderNo }]);
    expect(await operationsFor(t.db, created.orderNo, "withdrawal_request")).toBe(1);
    expect(await order(m, created.orderNo)).toEqual(created);
    const info = okValue<{ usedToday: number; mainBalance: string; hasPaymentPassword: boolean; payeeName: string }>(
      await t.app.inject({ method: "GET", url: PATHS.withdrawInfo, headers: m.headers }),
    );
    expect(info).toEqual({
      minAmount: "10000000",
      maxAmount: "20000000000",
      dailyCount: 5,
      usedToday: 1,
      mainBalance: "70000000",
      hasPaymentPassword: true,
      payeeName: "Nguyễn Minh Anh",
    });
    const list = okValue<{ total: number; list: WithdrawalOrder[] }>(
      await t.app.inject({ method: "GET", url: PATHS.withdrawOrders, headers: m.headers }),
    );
    expect(list).toEqual({ total: 1, list: [created] });
    await expectLedgerBalanced(t.db);
  });

  it("moves money once for a repeated requestId and refuses the key with another amount", async () => {
    const m = await cashierMember(t.db);
    const accountId = await bankAccountId(t.app, m.headers);
    const body = { bankAccountId: accountId, amount: "10000000", requestId: requestId() };
    const results = await Promise.all([0, 1, 2].map(() => withdrawRequest(t.app, m.headers, body)));
    const orders = results.map((r) => okValue<WithdrawalOrder>(r));
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(1);
    expect(await mainBalance(t.db, m.id)).toBe(90_000_000n);
    // Even after the daily count is used up, the retry answers its first result.
    await t.db.query("update cashier_setting set withdraw_daily_count = 1");
    try {
      expect(okValue<WithdrawalOrder>(await withdrawRequest(t.app, m.headers, body)).orderNo).toBe(orders[0]!.orderNo);
    } finally {
      await t.db.query("update cashier_setting set withdraw_daily_count = 5");
    }
    expectError(await withdrawRequest(t.app, m.headers, { ...body, amount: "10000100" }), "idempotency_conflict");
    expect(await mainBalance(t.db, m.id)).toBe(90_000_000n);
  });

  it("refuses more than the balance (insufficient_balance) and moves nothing", async () => {
    const m = await cashierMember(t.db, { balance: 15_000_000n });
    const accountId = await bankAccountId(t.app, m.headers);
    expectError(
      await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: "15000100" }),
      "insufficient_balance",
    );
    expect(await mainBalance(t.db, m.id)).toBe(15_000_000n);
    const { rows } = await t.db.query("select 1 from withdrawal_order where member_id = $1", [m.id]);
    expect(rows).toEqual([]);
  });

  it("lets exactly the withdrawals that fit through when they arrive together", async () => {
    const m = await cashierMember(t.db, { balance: 45_000_000n });
    const accountId = await bankAccountId(t.app, m.headers);
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map(() => withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: "10000000" })),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? "ok" : r.json<{ code: string }>().code)).sort();
    expect(codes).toEqual(["insufficient_balance", "ok", "ok", "ok", "ok"]);
    expect(await mainBalance(t.db, m.id)).toBe(5_000_000n);
    expect(await holdBalance(t.db, m.id)).toBe(40_000_000n);
    await expectLedgerBalanced(t.db);
  });

  it("counts today's withdrawals that were not rejected against the daily limit", async () => {
    const m = await cashierMember(t.db);
    const accountId = await bankAccountId(t.app, m.headers);
    await t.db.query("update cashier_setting set withdraw_daily_count = 2");
    try {
      const first = okValue<WithdrawalOrder>(
        await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: "10000000" }),
      );
      okValue(await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: "10000000" }));
      const third = await withdrawRequest(
        t.app,
        { ...m.headers, language: "en" },
        { bankAccountId: accountId, amount: "10000000" },
      );
      expectError(third, "withdraw_daily_limit", "en");
      expect(third.json().message).toContain("all 2 withdrawals");
      await rejectWithdrawal(cashierDeps(t.app), first.orderNo, staff, "wrong account");
      okValue(await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: "10000000" }));
      // Yesterday's (in Ho Chi Minh City) do not count.
      await t.db.query(
        "update withdrawal_order set created_at = date_trunc('day', now() at time zone 'Asia/Ho_Chi_Minh') at time zone 'Asia/Ho_Chi_Minh' - interval '1 second' where member_id = $1",
        [m.id],
      );
      okValue(await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: "10000000" }));
    } finally {
      await t.db.query("update cashier_setting set withdraw_daily_count = 5");
    }
  });

  it("needs an own, active bank account, and is closed while withdrawals are off", async () => {
    const m = await cashierMember(t.db);
    const other = await cashierMember(t.db, { balance: 0n });
    const othersAccount = await bankAccountId(t.app, other.headers);
    expectError(
      await withdrawRequest(t.app, m.headers, { bankAccountId: othersAccount, amount: "10000000" }),
      "not_found",
    );
    const own = await bankAccountId(t.app, m.headers);
    okValue(await removeAccount(m, own));
    expectError(await withdrawRequest(t.app, m.headers, { bankAccountId: own, amount: "10000000" }), "not_found");
    const active = await bankAccountId(t.app, m.headers);
    await t.db.query("update cashier_setting set withdraw_enabled = false");
    try {
      expectError(
        await withdrawRequest(t.app, m.headers, { bankAccountId: active, amount: "10000000" }),
        "method_unavailable",
      );
    } finally {
      await t.db.query("update cashier_setting set withdraw_enabled = true");
    }
    expect(await mainBalance(t.db, m.id)).toBe(100_000_000n);
  });
});

describe("staff steps", () => {
  it("approve → pay: the hold goes to the payout, the receipt deadline starts, the member is told", async () => {
    const { member: m, orderNo } = await pendingWithdrawal(20_000_000n);
    const capture = captureEvents(t.app, m.id);
    const approved = await approveWithdrawal(cashierDeps(t.app), orderNo, staff, "checked");
    expect(approved).toMatchObject({
      status: "approved",
      remark: "checked",
      memberId: m.id.toString(),
      memberAccount: m.account,
    });
    expect(approved.accountNumber).toMatch(/^[0-9]{6,19}$/);
    await expect(approveWithdrawal(cashierDeps(t.app), orderNo, staff)).rejects.toMatchObject({
      code: "order_state_invalid",
    });
    const before = Date.now();
    const paid = await payWithdrawal(cashierDeps(t.app), orderNo, staff2);
    capture.stop();
    expect(paid.status).toBe("paid");
    const deadline = Date.parse(paid.receiptDeadline!);
    expect(deadline - before).toBeGreaterThan(59 * 60_000);
    expect(deadline - before).toBeLessThan(61 * 60_000);
    expect(await holdBalance(t.db, m.id)).toBe(0n);
    expect(await mainBalance(t.db, m.id)).toBe(80_000_000n);
    expect(capture.events.map((e) => e.type)).toEqual(["withdrawal_approved", "message", "withdrawal_paid"]);
    expect(await operationsFor(t.db, orderNo, "withdrawal_paid")).toBe(1);
    const { rows } = await t.db.query("select approved_by, paid_by from withdrawal_order where order_no = $1", [
      orderNo,
    ]);
    expect(rows[0]).toEqual({ approved_by: "operator:cashier01", paid_by: "operator:admin01" });
    await expect(rejectWithdrawal(cashierDeps(t.app), orderNo, staff, "too late")).rejects.toMatchObject({
      code: "order_state_invalid",
    });
    await expect(payWithdrawal(cashierDeps(t.app), orderNo, staff)).rejects.toMatchObject({
      code: "order_state_invalid",
    });
    const awaiting = okValue<WithdrawalOrder[]>(
      await t.app.inject({ method: "GET", url: PATHS.withdrawAwaitingReceipt, headers: m.headers }),
    );
    expect(awaiting.map((o) => o.orderNo)).toEqual([orderNo]);
    await expectLedgerBalanced(t.db);
  });

  it("pays only an approved order", async () => {
    const { orderNo } = await pendingWithdrawal();
    await expect(payWithdrawal(cashierDeps(t.app), orderNo, staff)).rejects.toMatchObject({
      code: "order_state_invalid",
    });
    await expect(approveWithdrawal(cashierDeps(t.app), "W000000000001", staff)).rejects.toMatchObject({
      code: "order_not_found",
    });
  });

  it("reject returns the hold to the main wallet, from pending or approved, with the reason", async () => {
    for (const approveFirst of [false, true]) {
      const { member: m, orderNo } = await pendingWithdrawal(20_000_000n);
      if (approveFirst) await approveWithdrawal(cashierDeps(t.app), orderNo, staff);
      const capture = captureEvents(t.app, m.id);
      const rejected = await rejectWithdrawal(cashierDeps(t.app), orderNo, staff, "account closed");
      capture.stop();
      expect(rejected).toMatchObject({ status: "rejected", remark: "account closed" });
      expect(await mainBalance(t.db, m.id)).toBe(100_000_000n);
      expect(await holdBalance(t.db, m.id)).toBe(0n);
      // The inbox message of the decision follows the signal (issue 16).
      expect(capture.events).toEqual([
        { type: "withdrawal_rejected", orderNo, amount: "20000000" },
        { type: "message" },
      ]);
      expect((await order(m, orderNo)).remark).toBe("account closed");
    }
    await expectLedgerBalanced(t.db);
  });

  it("applies a step once when two operators click at the same moment", async () => {
    const { member: m, orderNo } = await pendingWithdrawal(20_000_000n);
    // The same step from two operators (an approve followed by a reject is a legal sequence, so
    // racing those two would let both pass; the same step twice must apply once).
    const approvals = await Promise.allSettled([
      approveWithdrawal(cashierDeps(t.app), orderNo, staff),
      approveWithdrawal(cashierDeps(t.app), orderNo, staff2),
    ]);
    const results = await Promise.allSettled([
      rejectWithdrawal(cashierDeps(t.app), orderNo, staff, "one"),
      rejectWithdrawal(cashierDeps(t.app), orderNo, staff2, "two"),
    ]);
    for (const race of [approvals, results]) {
      expect(race.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      for (const r of race.filter((r) => r.status === "rejected")) {
        expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "order_state_invalid" });
      }
    }
    const after = await mainBalance(t.db, m.id);
    expect([80_000_000n, 100_000_000n]).toContain(after);
    expect(after + (await holdBalance(t.db, m.id))).toBe(100_000_000n);
    await expectLedgerBalanced(t.db);
  });

  it("lists the queues for the console, pending oldest first", async () => {
    const a = await pendingWithdrawal();
    const b = await pendingWithdrawal();
    const pending = await listWithdrawals(t.app, { status: "pending", page: 1, size: 100 });
    const numbers = pending.list.map((o) => o.orderNo);
    expect(numbers.indexOf(a.orderNo)).toBeLessThan(numbers.indexOf(b.orderNo));
    expect(pending.list.every((o) => o.status === "pending")).toBe(true);
    const all = await listWithdrawals(t.app, { status: "all", page: 1, size: 2 });
    expect(all.list).toHaveLength(2);
    expect(all.total).toBeGreaterThan(pending.total);
  });
});

describe("receipt confirmation", () => {
  it("RECEIVED closes the payout", async () => {
    const { member: m, orderNo } = await paidWithdrawal();
    const answered = okValue<WithdrawalOrder>(await receipt(m, orderNo, { result: "RECEIVED" }));
    expect(answered.status).toBe("received");
    expect(answered.receipt).toMatchObject({
      result: "RECEIVED",
      source: "member",
      remainingAmount: null,
      proofCount: 0,
    });
    expectError(await receipt(m, orderNo, { result: "RECEIVED" }), "order_state_invalid");
    expect(
      okValue<WithdrawalOrder[]>(
        await t.app.inject({ method: "GET", url: PATHS.withdrawAwaitingReceipt, headers: m.headers }),
      ),
    ).toEqual([]);
  });

  it("NOT_RECEIVED needs proofs of this order, shows disputed, and staff refund it to the main wallet", async () => {
    const { member: m, orderNo } = await paidWithdrawal(20_000_000n);
    expectError(await receipt(m, orderNo, { result: "NOT_RECEIVED" }), "proof_required");
    const png = okValue<{ proofId: string }>(await uploadProof(t.app, m.headers, orderNo, pngBytes(1000)));
    const jpg = okValue<{ proofId: string }>(
      await uploadProof(t.app, m.headers, orderNo, jpegBytes(2000), "image/jpeg"),
    );
    const disputed = okValue<WithdrawalOrder>(
      await receipt(m, orderNo, { result: "NOT_RECEIVED", proofIds: [png.proofId, jpg.proofId] }),
    );
    expect(disputed.status).toBe("disputed");
    expect(disputed.receipt).toMatchObject({ result: "NOT_RECEIVED", source: "member", proofCount: 2 });
    // The member-facing status stays "disputed" until staff resolve it, whatever the clock says.
    await t.db.query("update withdrawal_order set receipt_deadline = now() - interval '1 hour' where order_no = $1", [
      orderNo,
    ]);
    await runJobNow(t.app, CASHIER_JOBS.autoReceipt);
    expect((await order(m, orderNo)).status).toBe("disputed");

    const queue = await listWithdrawals(t.app, { status: "disputed", page: 1, size: 100 });
    const row = queue.list.find((o) => o.orderNo === orderNo)!;
    expect(row.proofIds).toEqual([png.proofId, jpg.proofId]);
    const image = await readProof(t.app, orderNo, png.proofId);
    expect(image.contentType).toBe("image/png");
    expect(image.bytes.equals(pngBytes(1000))).toBe(true);
    await expect(readProof(t.app, "W000000000001", png.proofId)).rejects.toMatchObject({ code: "not_found" });

    const capture = captureEvents(t.app, m.id);
    const resolved = await resolveWithdrawal(
      cashierDeps(t.app),
      orderNo,
      staff,
      "refund",
      "bank returned the transfer",
    );
    capture.stop();
    expect(resolved).toMatchObject({ status: "resolved", remark: "bank returned the transfer" });
    expect(await mainBalance(t.db, m.id)).toBe(100_000_000n);
    expect(capture.events).toEqual([{ type: "balance_changed", orderNo, amount: "20000000" }]);
    expect(await operationsFor(t.db, orderNo, "withdrawal_refund")).toBe(1);
    await expect(resolveWithdrawal(cashierDeps(t.app), orderNo, staff2, "refund", "again")).rejects.toMatchObject({
      code: "order_state_invalid",
    });
    expect(await mainBalance(t.db, m.id)).toBe(100_000_000n);
    await expectLedgerBalanced(t.db);
  });

  it("a dispute resolved as paid is a forced receipt: nothing is refunded", async () => {
    const { member: m, orderNo } = await paidWithdrawal(20_000_000n);
    const proof = okValue<{ proofId: string }>(await uploadProof(t.app, m.headers, orderNo, pngBytes()));
    okValue(await receipt(m, orderNo, { result: "NOT_RECEIVED", proofIds: [proof.proofId] }));
    const resolved = await resolveWithdrawal(cashierDeps(t.app), orderNo, staff, "paid", "bank confirms the credit");
    expect(resolved.status).toBe("resolved");
    expect(resolved.receipt).toMatchObject({ source: "forced" });
    expect(await mainBalance(t.db, m.id)).toBe(80_000_000n);
    expect(await operationsFor(t.db, orderNo, "withdrawal_refund")).toBe(0);
    expect((await order(m, orderNo)).receipt?.source).toBe("forced");
  });

  it("ALL_PAID without a remaining amount is received; with one it is disputed (0 < r ≤ amount)", async () => {
    const a = await paidWithdrawal(20_000_000n);
    expect(okValue<WithdrawalOrder>(await receipt(a.member, a.orderNo, { result: "ALL_PAID" })).status).toBe(
      "received",
    );
    const b = await paidWithdrawal(20_000_000n);
    expectError(
      await receipt(b.member, b.orderNo, { result: "ALL_PAID", remainingAmount: "20000001" }),
      "remaining_amount_invalid",
    );
    const disputed = okValue<WithdrawalOrder>(
      await receipt(b.member, b.orderNo, { result: "ALL_PAID", remainingAmount: "5000000" }),
    );
    expect(disputed.status).toBe("disputed");
    expect(disputed.receipt).toMatchObject({ result: "ALL_PAID", remainingAmount: "5000000" });
  });

  it("takes at most 3 proofs per order, real PNG or JPEG up to 5 MB, on the member's own paid orders", async () => {
    const { member: m, orderNo } = await paidWithdrawal();
    const big = await uploadProof(t.app, m.headers, orderNo, pngBytes(PROOF_IMAGE_MAX_BYTES));
    okValue(big);
    const { rows } = await t.db.query<{ n: number }>(
      "select octet_length(bytes) as n from withdrawal_proof where id = $1",
      [okValue<{ proofId: string }>(big).proofId],
    );
    expect(rows[0]!.n).toBe(PROOF_IMAGE_MAX_BYTES);
    expectError(await uploadProof(t.app, m.headers, orderNo, pngBytes(PROOF_IMAGE_MAX_BYTES + 1)), "image_too_large");
    okValue(await uploadProof(t.app, m.headers, orderNo, pngBytes()));
    okValue(await uploadProof(t.app, m.headers, orderNo, jpegBytes(), "image/jpeg"));
    expectError(await uploadProof(t.app, m.headers, orderNo, pngBytes()), "too_many_images");
  });

  it("counts as received once the configured minutes pass without an answer", async () => {
    const { member: m, orderNo } = await paidWithdrawal();
    const other = await paidWithdrawal();
    await t.db.query("update withdrawal_order set receipt_deadline = now() - interval '1 second' where order_no = $1", [
      orderNo,
    ]);
    expect(await runJobNow(t.app, CASHIER_JOBS.autoReceipt)).toBe(true);
    const settled = await order(m, orderNo);
    expect(settled.status).toBe("received");
    expect(settled.receipt).toMatchObject({ result: "RECEIVED", source: "auto" });
    expect((await order(other.member, other.orderNo)).status).toBe("paid");
    expectError(await receipt(m, orderNo, { result: "NOT_RECEIVED", proofIds: ["1"] }), "order_state_invalid");
  });

  it("drops proof images that never joined a receipt once the order is settled", async () => {
    const { member: m, orderNo } = await paidWithdrawal();
    const kept = okValue<{ proofId: string }>(await uploadProof(t.app, m.headers, orderNo, pngBytes()));
    const spare = okValue<{ proofId: string }>(await uploadProof(t.app, m.headers, orderNo, pngBytes()));
    okValue(await receipt(m, orderNo, { result: "NOT_RECEIVED", proofIds: [kept.proofId] }));
    await runJobNow(t.app, CASHIER_JOBS.autoReceipt);
    const { rows } = await t.db.query<{ id: bigint }>(
      "select p.id from withdrawal_proof p join withdrawal_order w on w.id = p.withdrawal_id where w.order_no = $1",
      [orderNo],
    );
    expect(rows.map((r) => r.id.toString())).toEqual([kept.proofId]);
    expect(spare.proofId).not.toBe(kept.proofId);
  });
});
