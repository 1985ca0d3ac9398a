import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  PATHS,
  type AgentTransferLimitsValue,
  type AgentTransferValue,
  type MemberEvent,
  type TransactionsValue,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { creditMain, loggedInMember, type LoggedInMember } from "../support/factories.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { balanceOf, main } from "../../src/modules/ledger/ledger.ts";

/**
 * Transfers between an upline and its direct downline (issue 13): through the ledger in one
 * statement, the payment password, the brand's limits (per transfer and per day), direct relations
 * only, idempotent by requestId, the balance signal to both sides, and the records of both sides.
 *
 *   A (1) ── B (2) ── D (2) ── F (0)        X (1, another tree)
 */

let t: TestApp;
let A: LoggedInMember, B: LoggedInMember, D: LoggedInMember, F: LoggedInMember, X: LoggedInMember;
const PAY = "Pay-Pass-1234";
let seq = 0;
const rid = () => `agent-transfer-${Date.now().toString(36)}-${(seq++).toString().padStart(5, "0")}`;
const signals: { memberId: bigint; event: MemberEvent }[] = [];

async function node(isAgent: number, upline?: LoggedInMember, pay: string | null = PAY) {
  return loggedInMember(t.db, { isAgent, uplineId: upline?.id, withPaymentPassword: pay ?? undefined });
}

beforeAll(async () => {
  t = await createTestApp();
  const realtime = t.app.realtime as { notify: (memberId: bigint, event: MemberEvent) => Promise<void> };
  const notify = realtime.notify.bind(realtime);
  realtime.notify = async (memberId, event) => {
    signals.push({ memberId, event });
    await notify(memberId, event);
  };
  A = await node(1);
  B = await node(2, A);
  D = await node(2, B);
  F = await node(0, D);
  X = await node(1);
  // 10,000,000.00 đ each for A and B; limits: 10,000.00 đ … 50,000,000.00 đ, 200,000,000.00 đ a day (defaults).
  await creditMain(t.db, A.id, 1_000_000_000n);
  await creditMain(t.db, B.id, 1_000_000_000n);
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerValid(t.db);
});

const down = (from: LoggedInMember, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: PATHS.agentTransfer, headers: from.headers, payload: body });
const up = (from: LoggedInMember, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: PATHS.uplineTransfer, headers: from.headers, payload: body });
const bal = (m: LoggedInMember) => balanceOf(t.db, main(m.id));

async function unchanged(run: () => Promise<void>) {
  const before = await snapshotDatabase(t.db);
  delete before.member_session;
  delete before.request_throttle;
  await run();
  const after = await snapshotDatabase(t.db);
  delete after.member_session;
  delete after.request_throttle;
  expect(after).toEqual(before);
}

// Snapshots of the whole database around the refusals: room for a loaded machine.
describe("agent transfer to a direct downline", { timeout: 120_000 }, () => {
  it("moves the money through the ledger, signals both sides and shows in both records", async () => {
    const [a0, b0] = [await bal(A), await bal(B)];
    signals.length = 0;
    const requestId = rid();
    const value = okValue<AgentTransferValue>(
      await down(A, { toMemberId: B.id.toString(), amount: "2500000", paymentPassword: PAY, requestId }),
    );
    expect(value).toMatchObject({ toAccount: B.account, amount: "2500000", mainBalance: (a0 - 2_500_000n).toString() });
    expect(await bal(A)).toBe(a0 - 2_500_000n);
    expect(await bal(B)).toBe(b0 + 2_500_000n);
    expect(signals.map((s) => s.memberId).sort()).toEqual([A.id, B.id].sort());
    expect(signals.every((s) => s.event.type === "balance_changed")).toBe(true);
    const { rows } = await t.db.query(
      "select from_id, to_id, amount, direction from agent_transfer where operation_id = $1",
      [value.operationId],
    );
    expect(rows).toEqual([{ from_id: A.id, to_id: B.id, amount: 2_500_000n, direction: "down" }]);

    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const records = (m: LoggedInMember) =>
      get(
        t.app,
        `${PATHS.memberTransactions}?startDate=${today}&endDate=${today}&types=agent_transfer_in,agent_transfer_out`,
        m.headers,
      );
    const aRows = okValue<TransactionsValue>(await records(A)).list;
    const bRows = okValue<TransactionsValue>(await records(B)).list;
    expect(aRows[0]).toMatchObject({ type: "agent_transfer_out", amount: "-2500000" });
    expect(bRows[0]).toMatchObject({ type: "agent_transfer_in", amount: "2500000" });
  });

  it("the same requestId twice pays once; other fields with it → idempotency_conflict", async () => {
    const body = { toMemberId: B.id.toString(), amount: "1000000", paymentPassword: PAY, requestId: rid() };
    const a0 = await bal(A);
    const first = okValue<AgentTransferValue>(await down(A, body));
    signals.length = 0;
    const second = okValue<AgentTransferValue>(await down(A, body));
    expect(second).toEqual(first);
    expect(signals).toEqual([]);
    expect(await bal(A)).toBe(a0 - 1_000_000n);
    expectError(await down(A, { ...body, amount: "1000001" }), "idempotency_conflict");
    expectError(await down(A, { ...body, toMemberId: B.id.toString(), amount: "2000000" }), "idempotency_conflict");
    expect(await bal(A)).toBe(a0 - 1_000_000n);
  });

  it("refuses a member below the direct level, another tree, itself, and the upline — nothing changed", async () => {
    await unchanged(async () => {
      const body = { amount: "1000000", paymentPassword: PAY };
      expectError(
        await down(A, { ...body, toMemberId: D.id.toString(), requestId: rid() }),
        "agent_transfer_not_direct",
      );
      expectError(
        await down(A, { ...body, toMemberId: F.id.toString(), requestId: rid() }),
        "agent_transfer_not_direct",
      );
      expectError(await down(A, { ...body, toMemberId: X.id.toString(), requestId: rid() }), "agent_not_in_team");
      expectError(await down(A, { ...body, toMemberId: A.id.toString(), requestId: rid() }), "agent_not_in_team");
      expectError(await down(B, { ...body, toMemberId: A.id.toString(), requestId: rid() }), "agent_not_in_team");
    });
  });

  it("wrong, missing or unset payment password → refused, nothing moved", async () => {
    const noPay = await node(2, A, null);
    await creditMain(t.db, noPay.id, 100_000_000n);
    await unchanged(async () => {
      const body = { toMemberId: B.id.toString(), amount: "1000000", requestId: rid() };
      expectError(await down(A, { ...body, paymentPassword: "wrong-password" }), "payment_password_wrong");
      expectError(await down(A, body), "validation_failed");
      expectError(await down(A, { ...body, paymentPassword: "" }), "validation_failed");
      expectError(
        await up(noPay, { amount: "1000000", paymentPassword: PAY, requestId: rid() }),
        "payment_password_not_set",
      );
    });
  });

  it("limits: below the minimum, above the maximum, over the daily total, more than the balance", async () => {
    await t.db.query(
      "update brand set agent_transfer_min = 100000, agent_transfer_max = 300000000, agent_transfer_daily_max = 2000000000 where id = 1",
    );
    try {
      const limits = okValue<AgentTransferLimitsValue>(await get(t.app, PATHS.agentTransferLimits, B.headers));
      expect(limits).toMatchObject({ min: "100000", max: "300000000", dailyMax: "2000000000" });
      const body = (amount: string) => ({
        toMemberId: D.id.toString(),
        amount,
        paymentPassword: PAY,
        requestId: rid(),
      });
      await unchanged(async () => {
        const low = await down(B, body("99999"));
        expectError(low, "amount_below_minimum");
        expect(low.json<{ message: string }>().message).toContain("1.000");
        expectError(await down(B, body("300000001")), "amount_above_maximum");
      });
      // B has sent nothing today: 6 × 3,000,000.00 đ, then the rest of the 20,000,000.00 đ a day.
      await creditMain(t.db, B.id, 3_000_000_000n);
      for (let i = 0; i < 6; i++) okValue(await down(B, body("300000000")));
      await unchanged(async () => {
        expectError(await down(B, body("200000001")), "agent_transfer_daily_limit");
      });
      okValue(await down(B, body("200000000")));
      const used = okValue<AgentTransferLimitsValue>(await get(t.app, PATHS.agentTransferLimits, B.headers));
      expect(used.usedToday).toBe("2000000000");
      await unchanged(async () => {
        expectError(await down(B, body("100000")), "agent_transfer_daily_limit");
      });
      // More than the balance (limits out of the way).
      await t.db.query(
        "update brand set agent_transfer_max = 9223372036854775807, agent_transfer_daily_max = 9223372036854775807 where id = 1",
      );
      await unchanged(async () => {
        expectError(
          await down(A, { ...body("1"), toMemberId: B.id.toString(), amount: "9000000000000000000" }),
          "insufficient_balance",
        );
      });
    } finally {
      await t.db.query(
        "update brand set agent_transfer_min = 1000000, agent_transfer_max = 5000000000, agent_transfer_daily_max = 20000000000 where id = 1",
      );
    }
  });

  it("bad amounts → validation_failed, nothing changed", async () => {
    await unchanged(async () => {
      for (const amount of ["0", "-1", "1.5", "1e6", "99999999999999999999", "abc", "", 1000000, null]) {
        expectError(
          await down(A, { toMemberId: B.id.toString(), amount, paymentPassword: PAY, requestId: rid() }),
          "validation_failed",
        );
        expectError(await up(B, { amount, paymentPassword: PAY, requestId: rid() }), "validation_failed");
      }
      for (const toMemberId of ["", "-1", "1.5", "x", 12, "1".repeat(19)]) {
        expectError(
          await down(A, { toMemberId, amount: "1000000", paymentPassword: PAY, requestId: rid() }),
          "validation_failed",
        );
      }
    });
  });
});

describe("concurrency", { timeout: 120_000 }, () => {
  it("the same requestId sent 6 times at once pays once; 8 transfers at once never pass the daily limit", async () => {
    const a0 = await bal(A);
    const body = { toMemberId: B.id.toString(), amount: "1000000", paymentPassword: PAY, requestId: rid() };
    const same = await Promise.all(Array.from({ length: 6 }, () => down(A, body)));
    const ids = new Set(same.map((res) => okValue<AgentTransferValue>(res).operationId));
    expect(ids.size).toBe(1);
    expect(await bal(A)).toBe(a0 - 1_000_000n);

    const sender = await node(2, A);
    await creditMain(t.db, sender.id, 10_000_000_000n);
    const receiver = await node(0, sender);
    await t.db.query("update brand set agent_transfer_daily_max = 3000000000 where id = 1");
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          down(sender, {
            toMemberId: receiver.id.toString(),
            amount: "1000000000",
            paymentPassword: PAY,
            requestId: rid(),
          }),
        ),
      );
      const okCount = results.filter((res) => res.statusCode === 200).length;
      expect(okCount).toBe(3);
      for (const res of results.filter((r) => r.statusCode !== 200)) expectError(res, "agent_transfer_daily_limit");
      expect(await bal(receiver)).toBe(3_000_000_000n);
    } finally {
      await t.db.query("update brand set agent_transfer_daily_max = 20000000000 where id = 1");
    }
  });
});

describe("member transfer to the direct upline", { timeout: 120_000 }, () => {
  it("goes to the direct upline only; a member without an upline is refused", async () => {
    const [b0, d0] = [await bal(B), await bal(D)];
    const value = okValue<AgentTransferValue>(
      await up(D, { amount: "1000000", paymentPassword: PAY, requestId: rid() }),
    );
    expect(value.toAccount).toBe(B.account);
    expect(await bal(B)).toBe(b0 + 1_000_000n);
    expect(await bal(D)).toBe(d0 - 1_000_000n);
    // F (a plain member) sends to D: the member centre's transferUpline needs no agent type.
    await creditMain(t.db, F.id, 5_000_000n);
    okValue(await up(F, { amount: "1000000", paymentPassword: PAY, requestId: rid() }));
    await unchanged(async () => {
      expectError(
        await up(A, { amount: "1000000", paymentPassword: PAY, requestId: rid() }),
        "agent_transfer_no_upline",
      );
      expectError(await up(F, { amount: "999999999", paymentPassword: PAY, requestId: rid() }), "insufficient_balance");
    });
  });

  it("a plain member cannot use the agent transfer; a trial account is refused", async () => {
    const trial = await loggedInMember(t.db, { isAgent: 4 });
    await unchanged(async () => {
      expectError(
        await down(F, { toMemberId: D.id.toString(), amount: "1000000", paymentPassword: PAY, requestId: rid() }),
        "error_not_agent",
      );
      const res = await down(trial, {
        toMemberId: D.id.toString(),
        amount: "1000000",
        paymentPassword: PAY,
        requestId: rid(),
      });
      expectError(res, "member_no_enter");
    });
  });
});
