import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_MAX_SKEW_SECONDS } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import {
  captureEvents,
  cashierMember,
  createDepositOrder,
  expectLedgerBalanced,
  mainBalance,
  operationsFor,
  postStatement,
  statementLine,
  type CashierMember,
} from "../support/cashier.ts";
import {
  BANK_WEBHOOK_SECRET_NAME,
  bankWebhookSecret,
  CASHIER_JOBS,
  cashierDeps,
  confirmDeposit,
  signWebhookBody,
} from "../../src/modules/cashier/index.ts";
import { runJobNow } from "../../src/modules/jobs/index.ts";

const SECRET = "test-bank-webhook-secret-0123456789abcdef";

let t: TestApp;
let member: CashierMember;
beforeAll(async () => {
  t = await createTestApp({ env: { BANK_WEBHOOK_SECRET: SECRET } });
  member = await cashierMember(t.db, { balance: 0n });
});
afterAll(() => t.close());

type Outcome = { reference: string; outcome: string; orderNo: string | null; amount: string };
const send = async (lines: object[]) =>
  okValue<{ lines: Outcome[] }>(await postStatement(t.app, SECRET, JSON.stringify({ lines }))).lines;
const status = async (orderNo: string) =>
  (await t.db.query<{ status: string }>("select status from deposit_order where order_no = $1", [orderNo])).rows[0]!
    .status;

describe("bank statement webhook", () => {
  it("credits the order whose memo is in the description (any case), once, and tells the member", async () => {
    const order = await createDepositOrder(t.app, member.headers, 25_000_000n);
    const before = await mainBalance(t.db, member.id);
    const capture = captureEvents(t.app, member.id);
    const line = statementLine({
      amount: "25000000",
      memo: `MBVCB.3312.${order.memo.toLowerCase()}.CT tu NGUYEN MINH ANH`,
    });
    expect(await send([line])).toEqual([
      { reference: line.reference, outcome: "matched", orderNo: order.orderNo, amount: "25000000" },
    ]);
    capture.stop();
    // The inbox message of the deposit follows the signal (issue 16).
    expect(capture.events).toEqual([
      { type: "deposit_arrived", orderNo: order.orderNo, amount: "25000000" },
      { type: "message" },
    ]);
    expect(await mainBalance(t.db, member.id)).toBe(before + 25_000_000n);
    expect(await status(order.orderNo)).toBe("credited");
    const { rows } = await t.db.query<{ outcome: string; credited_by: string }>(
      `select l.outcome, d.credited_by from bank_statement_line l join deposit_order d on d.id = l.deposit_order_id
        where l.bank_reference = $1`,
      [line.reference],
    );
    expect(rows).toEqual([{ outcome: "matched", credited_by: `statement:${line.reference}` }]);

    // A redelivery of the same line changes nothing.
    const snapshot = await snapshotDatabase(t.db);
    expect(await send([line])).toEqual([
      { reference: line.reference, outcome: "duplicate", orderNo: null, amount: "25000000" },
    ]);
    expect(await snapshotDatabase(t.db)).toEqual(snapshot);
    expect(await mainBalance(t.db, member.id)).toBe(before + 25_000_000n);
    await expectLedgerBalanced(t.db);
  });

  it("keeps a line as unmatched when the amount, the account or the memo differ", async () => {
    const order = await createDepositOrder(t.app, member.headers, 10_000_000n);
    const lines = [
      statementLine({ amount: "10000100", memo: order.memo }),
      statementLine({ accountNumber: "19036688990011", amount: "10000000", memo: order.memo }),
      statementLine({ amount: "10000000", memo: "CK NGUYEN MINH ANH" }),
    ];
    const outcomes = await send(lines);
    expect(outcomes.map((o) => o.outcome)).toEqual(["unmatched", "unmatched", "unmatched"]);
    expect(await status(order.orderNo)).toBe("pending");
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from bank_statement_line where bank_reference = any($1) and outcome = 'unmatched'",
      [lines.map((l) => l.reference)],
    );
    expect(rows[0]!.n).toBe(3);
    expect(await operationsFor(t.db, order.orderNo)).toBe(0);
  });

  it("credits an order that expired before the money arrived (the money did arrive)", async () => {
    const order = await createDepositOrder(t.app, member.headers, 8_000_000n);
    await t.db.query("update deposit_order set expires_at = now() - interval '1 minute' where order_no = $1", [
      order.orderNo,
    ]);
    await runJobNow(t.app, CASHIER_JOBS.depositExpiry);
    expect(await status(order.orderNo)).toBe("expired");
    const before = await mainBalance(t.db, member.id);
    const [outcome] = await send([statementLine({ amount: "8000000", memo: order.memo })]);
    expect(outcome).toMatchObject({ outcome: "matched", orderNo: order.orderNo });
    expect(await status(order.orderNo)).toBe("credited");
    expect(await mainBalance(t.db, member.id)).toBe(before + 8_000_000n);
  });

  it("a second line with the same memo (another bank reference) is kept for staff, not credited again", async () => {
    const order = await createDepositOrder(t.app, member.headers, 9_000_000n);
    const before = await mainBalance(t.db, member.id);
    const [first] = await send([statementLine({ amount: "9000000", memo: order.memo })]);
    const [second] = await send([statementLine({ amount: "9000000", memo: order.memo })]);
    expect(first!.outcome).toBe("matched");
    expect(second).toMatchObject({ outcome: "unmatched", orderNo: order.orderNo });
    expect(await mainBalance(t.db, member.id)).toBe(before + 9_000_000n);
    expect(await operationsFor(t.db, order.orderNo)).toBe(1);
  });

  it("credits once when the statement line and a staff confirm race", async () => {
    for (let round = 0; round < 4; round++) {
      const order = await createDepositOrder(t.app, member.headers, 7_000_000n);
      const before = await mainBalance(t.db, member.id);
      const [hook, staff] = await Promise.allSettled([
        send([statementLine({ amount: "7000000", memo: order.memo })]),
        confirmDeposit(cashierDeps(t.app), order.orderNo, { operator: "cashier01" }),
      ]);
      expect(hook.status).toBe("fulfilled");
      const hookOutcome = (hook as PromiseFulfilledResult<Outcome[]>).value[0]!.outcome;
      if (staff.status === "fulfilled") expect(hookOutcome).toBe("unmatched");
      else {
        expect(staff.reason).toMatchObject({ code: "order_state_invalid" });
        expect(hookOutcome).toBe("matched");
      }
      expect(await mainBalance(t.db, member.id)).toBe(before + 7_000_000n);
      expect(await operationsFor(t.db, order.orderNo, "deposit_credit")).toBe(1);
    }
    await expectLedgerBalanced(t.db);
  });

  it("stores every line of a batch; lines seen before are duplicates", async () => {
    const order = await createDepositOrder(t.app, member.headers, 6_000_000n);
    const seen = statementLine({ memo: "old" });
    await send([seen]);
    const outcomes = await send([
      seen,
      statementLine({ amount: "6000000", memo: order.memo }),
      statementLine({ memo: "x" }),
    ]);
    expect(outcomes.map((o) => o.outcome)).toEqual(["duplicate", "matched", "unmatched"]);
  });
});

describe("webhook authenticity and bad input", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const body = () => JSON.stringify({ lines: [statementLine({ memo: "LT0000000000" })] });

  const cases: {
    name: string;
    code: "webhook_signature_invalid" | "webhook_timestamp_invalid" | "validation_failed";
    send: () => ReturnType<typeof postStatement>;
  }[] = [
    {
      name: "a wrong secret",
      code: "webhook_signature_invalid",
      send: () => postStatement(t.app, "another-secret-of-32-characters!!", body()),
    },
    {
      name: "a signature of another body",
      code: "webhook_signature_invalid",
      send: () => {
        const ts = now().toString();
        return postStatement(t.app, SECRET, body(), { timestamp: ts, signature: signWebhookBody(SECRET, ts, body()) });
      },
    },
    {
      name: "a signature over another timestamp",
      code: "webhook_signature_invalid",
      send: () => {
        const raw = body();
        return postStatement(t.app, SECRET, raw, {
          timestamp: now().toString(),
          signature: signWebhookBody(SECRET, (now() - 1).toString(), raw),
        });
      },
    },
    {
      name: "no signature",
      code: "webhook_signature_invalid",
      send: () => postStatement(t.app, SECRET, body(), { signature: "" }),
    },
    {
      name: "a malformed signature",
      code: "webhook_signature_invalid",
      send: () => postStatement(t.app, SECRET, body(), { signature: "zz" }),
    },
    {
      name: "a stale timestamp",
      code: "webhook_timestamp_invalid",
      send: () =>
        postStatement(t.app, SECRET, body(), { timestamp: (now() - WEBHOOK_MAX_SKEW_SECONDS - 5).toString() }),
    },
    {
      name: "a timestamp in the future",
      code: "webhook_timestamp_invalid",
      send: () =>
        postStatement(t.app, SECRET, body(), { timestamp: (now() + WEBHOOK_MAX_SKEW_SECONDS + 5).toString() }),
    },
    {
      name: "no timestamp",
      code: "webhook_timestamp_invalid",
      send: () => postStatement(t.app, SECRET, body(), { timestamp: "" }),
    },
    {
      name: "a non-numeric timestamp",
      code: "webhook_timestamp_invalid",
      send: () => postStatement(t.app, SECRET, body(), { timestamp: "1e9" }),
    },
    { name: "a signed non-JSON body", code: "validation_failed", send: () => postStatement(t.app, SECRET, "{lines:") },
    {
      name: "a signed empty batch",
      code: "validation_failed",
      send: () => postStatement(t.app, SECRET, JSON.stringify({ lines: [] })),
    },
    {
      name: "a signed line with a fractional amount",
      code: "validation_failed",
      send: () => postStatement(t.app, SECRET, JSON.stringify({ lines: [statementLine({ amount: "1.5" })] })),
    },
    {
      name: "a signed line with a zero amount",
      code: "validation_failed",
      send: () => postStatement(t.app, SECRET, JSON.stringify({ lines: [statementLine({ amount: "0" })] })),
    },
    {
      name: "a signed line with an amount above int8",
      code: "validation_failed",
      send: () =>
        postStatement(t.app, SECRET, JSON.stringify({ lines: [statementLine({ amount: "9223372036854775808" })] })),
    },
    {
      name: "a signed line with a numeric amount",
      code: "validation_failed",
      send: () => postStatement(t.app, SECRET, JSON.stringify({ lines: [{ ...statementLine(), amount: 5000000 }] })),
    },
    {
      name: "a signed line without a reference",
      code: "validation_failed",
      send: () => {
        const { reference: _drop, ...line } = statementLine();
        return postStatement(t.app, SECRET, JSON.stringify({ lines: [line] }));
      },
    },
    {
      name: "a signed line with a bad date",
      code: "validation_failed",
      send: () => postStatement(t.app, SECRET, JSON.stringify({ lines: [statementLine({ bookedAt: "yesterday" })] })),
    },
    {
      name: "a signed line with an unknown field",
      code: "validation_failed",
      send: () => postStatement(t.app, SECRET, JSON.stringify({ lines: [{ ...statementLine(), extra: 1 }] })),
    },
  ];

  it.each(cases)("$name → $code, nothing stored", async ({ code, send: post }) => {
    const before = await snapshotDatabase(t.db);
    expectError(await post(), code);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("refuses a body that is not JSON by its content type", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/webhooks/bank-statement",
      headers: { "content-type": "text/xml" },
      payload: "<lines/>",
    });
    expectError(res, "unsupported_media_type");
  });
});

describe("webhook secret", () => {
  it("uses BANK_WEBHOOK_SECRET when set", async () => {
    expect(await bankWebhookSecret(t.db, { BANK_WEBHOOK_SECRET: SECRET })).toBe(SECRET);
    const { rows } = await t.db.query("select 1 from server_secret where name = $1", [BANK_WEBHOOK_SECRET_NAME]);
    expect(rows).toEqual([]);
  });

  it("otherwise generates one once, kept in server_secret for every process", async () => {
    const [a, b] = await Promise.all([
      bankWebhookSecret(t.db, { BANK_WEBHOOK_SECRET: undefined }),
      bankWebhookSecret(t.db, { BANK_WEBHOOK_SECRET: undefined }),
    ]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(await bankWebhookSecret(t.db, {})).toBe(a);
    await t.db.query("delete from server_secret where name = $1", [BANK_WEBHOOK_SECRET_NAME]);
  });
});
