import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WithdrawalOrder } from "@lotus/contracts";
import type { Db } from "../../src/db/pool.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue } from "../http.ts";
import {
  bankAccountId,
  cashierMember,
  createDepositOrder,
  expectLedgerBalanced,
  holdBalance,
  mainBalance,
  operationsFor,
  requestId,
  withdrawRequest,
} from "../support/cashier.ts";
import {
  approveWithdrawal,
  cashierDeps,
  confirmDeposit,
  payWithdrawal,
  rejectWithdrawal,
  type CashierDeps,
} from "../../src/modules/cashier/index.ts";

/*
 * The cashier's money calls are single SQL functions (modules/cashier/sql): each moves the money,
 * changes the order and stores the answer in one statement, and a refusal writes nothing.
 */

let t: TestApp;
const staff = { operator: "cashier01" };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The cashier's dependencies with a pool that counts the statements sent through it. */
function countingDeps(): { deps: CashierDeps; statements: () => number } {
  let count = 0;
  const db = new Proxy(t.db, {
    get(target, key, receiver) {
      if (key === "query") {
        return (...args: unknown[]) => {
          count++;
          return (target.query as (...a: unknown[]) => unknown)(...args);
        };
      }
      if (key === "connect") throw new Error("a money call opens no transaction of its own");
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Db;
  return { deps: { ...cashierDeps(t.app), db }, statements: () => count };
}

async function ledgerOperationsOfKey(memberId: bigint, key: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    "select count(*)::int as n from ledger_operation where idempotency_key = $1",
    [`m${memberId}:${key}`],
  );
  return rows[0]!.n;
}

describe("cashier money calls", () => {
  it("a refused withdrawal (insufficient balance) stores neither the key nor an order", async () => {
    const m = await cashierMember(t.db, { balance: 10_000_000n });
    const accountId = await bankAccountId(t.app, m.headers);
    const key = requestId();
    expectError(
      await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: "20000000", requestId: key }),
      "insufficient_balance",
    );
    expect(await ledgerOperationsOfKey(m.id, key)).toBe(0);
    const { rows } = await t.db.query("select 1 from withdrawal_order where member_id = $1", [m.id]);
    expect(rows).toHaveLength(0);
    expect(await mainBalance(t.db, m.id)).toBe(10_000_000n);
    // The same key then works once the money is there: nothing of the refusal was kept.
    const done = okValue<WithdrawalOrder>(
      await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: "10000000", requestId: key }),
    );
    expect(done.status).toBe("pending");
    expect(await holdBalance(t.db, m.id)).toBe(10_000_000n);
  });

  it("a staff step sends one statement for the change and the money (plus the order's reads)", async () => {
    const m = await cashierMember(t.db);
    const accountId = await bankAccountId(t.app, m.headers);
    const made = okValue<WithdrawalOrder>(
      await withdrawRequest(t.app, m.headers, { bankAccountId: accountId, amount: "30000000" }),
    );
    const approve = countingDeps();
    await approveWithdrawal(approve.deps, made.orderNo, staff);
    // read, step, read, then the inbox (issue 16: the member's recipient row, the message) after the step
    expect(approve.statements()).toBe(5);
    const pay = countingDeps();
    const paid = await payWithdrawal(pay.deps, made.orderNo, staff);
    expect(pay.statements()).toBe(4); // settings, read, step, read
    expect(paid.status).toBe("paid");
    expect(await operationsFor(t.db, made.orderNo, "withdrawal_paid")).toBe(1);
    await expect(rejectWithdrawal(cashierDeps(t.app), made.orderNo, staff, "late")).rejects.toMatchObject({
      code: "order_state_invalid",
    });
    await expectLedgerBalanced(t.db);
  });

  it("a deposit credit is one statement and credits once", async () => {
    const m = await cashierMember(t.db, { balance: 0n });
    const order = await createDepositOrder(t.app, m.headers, 7_000_000n);
    const confirm = countingDeps();
    await confirmDeposit(confirm.deps, order.orderNo, staff);
    // read, credit, read; after the credit: the deposit-limit finding check (protection), the
    // deposit-match probe (promotions: one statement when no match applies), the inbox (recipient, message)
    expect(confirm.statements()).toBe(7);
    await expect(confirmDeposit(cashierDeps(t.app), order.orderNo, staff)).rejects.toMatchObject({
      code: "order_state_invalid",
    });
    expect(await mainBalance(t.db, m.id)).toBe(7_000_000n);
    expect(await operationsFor(t.db, order.orderNo, "deposit_credit")).toBe(1);
    await expectLedgerBalanced(t.db);
  });
});
