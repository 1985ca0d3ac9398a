import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { WithdrawalOrder } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue } from "../http.ts";
import {
  addBankAccount,
  bankAccountId,
  cashierMember,
  expectLedgerBalanced,
  holdBalance,
  mainBalance,
  requestId,
  withdrawRequest,
} from "../support/cashier.ts";

/*
 * The payment-password throttle charges wrong passwords only (issue 11, item 3): right passwords
 * sent in parallel never lock the member out, and an idempotent replay answers its first result
 * before any throttle or password check.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query("update cashier_setting set withdraw_daily_count = 100");
});
afterAll(() => t.close());

const AMOUNT = 10_000_000n;
const codeOf = (res: LightMyRequestResponse) => res.json<{ code: string }>().code;

describe("payment password under concurrency", () => {
  it("12 parallel right passwords are all checked: none is refused as too many attempts, no lockout after", async () => {
    // Funds for 5 of the 12 — as many as a VIP0 member may withdraw in a day (issue 15): the others are
    // refused on the balance or the day's count, never on the throttle.
    const m = await cashierMember(t.db, { balance: 5n * AMOUNT });
    const accountId = await bankAccountId(t.app, m.headers);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: AMOUNT.toString() }),
      ),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === "too_many_attempts")).toEqual([]);
    expect(codes.filter((c) => c === "ok")).toHaveLength(5);
    expect(
      codes.filter((c) => c !== "ok").every((c) => c === "insufficient_balance" || c === "withdraw_daily_limit"),
    ).toBe(true);
    expect(await mainBalance(t.db, m.id)).toBe(0n);
    expect(await holdBalance(t.db, m.id)).toBe(5n * AMOUNT);

    // Not locked afterwards: a wrong password is just wrong, and a right one reaches the day's count.
    expectError(
      await withdrawRequest(t.app, m.headers, {
        bankAccountId: accountId,
        amount: AMOUNT.toString(),
        paymentPassword: "000000",
      }),
      "payment_password_wrong",
    );
    expectError(
      await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: AMOUNT.toString() }),
      "withdraw_daily_limit",
    );
    await expectLedgerBalanced(t.db);
  }, 60_000);

  it("12 parallel bank-account bindings with the right password are never refused as too many attempts", async () => {
    const m = await cashierMember(t.db, { balance: 0n });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => addBankAccount(t.app, m.headers, { accountNumber: `20000000${i}` })),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === "ok")).toHaveLength(5);
    expect(codes.filter((c) => c !== "ok").every((c) => c === "bank_account_limit")).toBe(true);
  }, 60_000);

  it("wrong passwords in parallel still stop at the limit, and then lock out the right one too", async () => {
    const m = await cashierMember(t.db, { balance: 10n * AMOUNT });
    const accountId = await bankAccountId(t.app, m.headers);
    const wrong = await Promise.all(
      Array.from({ length: 12 }, () =>
        withdrawRequest(t.app, m.headers, {
          bankAccountId: accountId,
          amount: AMOUNT.toString(),
          paymentPassword: "000000",
        }),
      ),
    );
    const codes = wrong.map(codeOf);
    expect(codes.filter((c) => c === "payment_password_wrong")).toHaveLength(5);
    expect(codes.filter((c) => c === "too_many_attempts")).toHaveLength(7);
    expectError(
      await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: AMOUNT.toString() }),
      "too_many_attempts",
    );
    expect(await mainBalance(t.db, m.id)).toBe(10n * AMOUNT);
  }, 60_000);
});

describe("idempotent replay of a withdrawal", () => {
  it("answers the first result after 10 wrong passwords locked the member, before the throttle and the password", async () => {
    const m = await cashierMember(t.db, { balance: 10n * AMOUNT });
    const accountId = await bankAccountId(t.app, m.headers);
    const body = { bankAccountId: accountId, amount: AMOUNT.toString(), requestId: requestId() };
    const first = okValue<WithdrawalOrder>(await withdrawRequest(t.app, m.headers, body));
    for (let i = 0; i < 10; i++) {
      const res = await withdrawRequest(t.app, m.headers, {
        ...body,
        requestId: requestId(),
        paymentPassword: "000000",
      });
      expectError(res, i < 5 ? "payment_password_wrong" : "too_many_attempts");
    }
    // The replay of the accepted request: its first answer, once.
    expect(okValue<WithdrawalOrder>(await withdrawRequest(t.app, m.headers, body))).toEqual(first);
    expect(okValue<WithdrawalOrder>(await withdrawRequest(t.app, m.headers, body))).toEqual(first);
    // The same key with other fields is still a conflict, and a new request is still locked out.
    expectError(
      await withdrawRequest(t.app, m.headers, { ...body, amount: (2n * AMOUNT).toString() }),
      "idempotency_conflict",
    );
    expectError(await withdrawRequest(t.app, m.headers, { ...body, requestId: requestId() }), "too_many_attempts");
    expect(await holdBalance(t.db, m.id)).toBe(AMOUNT);
    await expectLedgerBalanced(t.db);
  }, 60_000);

  it("answers the first result without charging the throttle or checking the password", async () => {
    const m = await cashierMember(t.db, { balance: 10n * AMOUNT });
    const accountId = await bankAccountId(t.app, m.headers);
    const body = { bankAccountId: accountId, amount: AMOUNT.toString(), requestId: requestId() };
    const first = okValue<WithdrawalOrder>(await withdrawRequest(t.app, m.headers, body));
    const replays = await Promise.all(Array.from({ length: 12 }, () => withdrawRequest(t.app, m.headers, body)));
    for (const res of replays) expect(okValue<WithdrawalOrder>(res)).toEqual(first);
    // Five wrong passwords are still allowed after the replays: they charged nothing.
    for (let i = 0; i < 5; i++) {
      expectError(
        await withdrawRequest(t.app, m.headers, { ...body, requestId: requestId(), paymentPassword: "000000" }),
        "payment_password_wrong",
      );
    }
    expect(await holdBalance(t.db, m.id)).toBe(AMOUNT);
  }, 60_000);
});
