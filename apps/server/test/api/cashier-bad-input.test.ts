import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, PROOF_IMAGE_MAX_BYTES, type ErrorCode, type WithdrawalOrder } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import {
  PAYMENT_PASSWORD,
  bankAccountId,
  cashierMember,
  createDepositOrder,
  depositMethod,
  jpegBytes,
  pngBytes,
  requestId,
  uploadProof,
  withdrawRequest,
  type CashierMember,
} from "../support/cashier.ts";
import {
  approveWithdrawal,
  cashierDeps,
  PAYMENT_PASSWORD_ATTEMPTS,
  payWithdrawal,
} from "../../src/modules/cashier/index.ts";

/**
 * Every member cashier call with malformed, missing, oversized and wrong-typed input, and with
 * well-formed input that must be refused (another member's orders and accounts, wrong payment
 * password, wrong states, bad images, amounts out of limits): each answers 4xx with a catalogue
 * code and writes nothing — no order, no bank account, no ledger transfer.
 */

let t: TestApp;
let alice: CashierMember;
let bob: CashierMember;
let noPassword: CashierMember;
const ids = {
  method: "",
  receiving: "",
  aliceAccount: "",
  aliceAccountNumber: "",
  bobAccount: "",
  aliceDeposit: "",
  bobDeposit: "",
  alicePaid: "",
  aliceFull: "",
  alicePending: "",
  bobPaid: "",
  bobProof: "",
};

async function paid(member: CashierMember, accountId: string, amount = "10000000"): Promise<string> {
  const order = okValue<WithdrawalOrder>(
    await withdrawRequest(t.app, member.headers, { bankAccountId: accountId, amount }),
  );
  await approveWithdrawal(cashierDeps(t.app), order.orderNo, { operator: "cashier01" });
  await payWithdrawal(cashierDeps(t.app), order.orderNo, { operator: "cashier01" });
  return order.orderNo;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await cashierMember(t.db, { balance: 100_000_000n });
  bob = await cashierMember(t.db);
  noPassword = await cashierMember(t.db, { paymentPassword: null });
  const method = await depositMethod(t.app, alice.headers);
  ids.method = method.methodId;
  ids.receiving = method.account.id;
  ids.aliceAccount = await bankAccountId(t.app, alice.headers);
  ids.bobAccount = await bankAccountId(t.app, bob.headers);
  const { rows } = await t.db.query<{ account_number: string }>(
    "select account_number from member_bank_account where id = $1",
    [ids.aliceAccount],
  );
  ids.aliceAccountNumber = rows[0]!.account_number;
  ids.aliceDeposit = (await createDepositOrder(t.app, alice.headers)).orderNo;
  ids.bobDeposit = (await createDepositOrder(t.app, bob.headers)).orderNo;
  ids.alicePaid = await paid(alice, ids.aliceAccount);
  ids.aliceFull = await paid(alice, ids.aliceAccount);
  for (let i = 0; i < 3; i++) okValue(await uploadProof(t.app, alice.headers, ids.aliceFull, pngBytes()));
  ids.alicePending = okValue<WithdrawalOrder>(
    await withdrawRequest(t.app, alice.headers, { bankAccountId: ids.aliceAccount, amount: "10000000" }),
  ).orderNo;
  ids.bobPaid = await paid(bob, ids.bobAccount);
  ids.bobProof = okValue<{ proofId: string }>(await uploadProof(t.app, bob.headers, ids.bobPaid, pngBytes())).proofId;
}, 120_000);
afterAll(() => t.close());

/* ---- Malformed input: refused by the schemas before anything runs ---- */

type Field = { valid: unknown; required: boolean; oversized?: string; malformed?: unknown[] };
type BodyCall = { name: string; method: "POST" | "DELETE"; url: () => string; fields: Record<string, Field> };

const AMOUNT_MALFORMED = [
  "-1",
  "-10000000",
  "0",
  "1.5",
  "10000000.00",
  "1e7",
  "9223372036854775808",
  "abc",
  "",
  " 10000000",
  "010000000",
  "+10000000",
  10000000,
  1.5,
];
const AMOUNT: Field = { valid: "10000000", required: true, oversized: "9".repeat(25), malformed: AMOUNT_MALFORMED };
const DIGIT_ID: Field = {
  valid: "1",
  required: true,
  oversized: "9".repeat(19),
  malformed: ["", "-1", "1.0", "a1", 1],
};
const REQUEST_ID: Field = {
  valid: "req_0123456789abcdef",
  required: true,
  oversized: "r".repeat(65),
  malformed: ["short", "has space 0123456789", "ünïcode_0123456789"],
};
const PAYMENT: Field = { valid: PAYMENT_PASSWORD, required: true, oversized: "9".repeat(129), malformed: [""] };

const bodyCalls: BodyCall[] = [
  {
    name: "deposit",
    method: "POST",
    url: () => PATHS.deposit,
    fields: {
      methodId: { ...DIGIT_ID, valid: "1" },
      receivingAccountId: { ...DIGIT_ID, valid: "1" },
      amount: AMOUNT,
      requestId: REQUEST_ID,
    },
  },
  {
    name: "add bank account",
    method: "POST",
    url: () => PATHS.bankAccounts,
    fields: {
      bankCode: { valid: "VCB", required: true, oversized: "V".repeat(20), malformed: ["vcb", "XXX", ""] },
      accountNumber: {
        valid: "0071000123456",
        required: true,
        oversized: "1".repeat(20),
        malformed: ["12345", "12345a789", "123 456 789"],
      },
      accountName: { valid: "NGUYEN MINH ANH", required: true, oversized: "A".repeat(65), malformed: [""] },
      paymentPassword: PAYMENT,
    },
  },
  {
    name: "remove bank account",
    method: "DELETE",
    url: () => PATHS.bankAccount.replace(":id", ids.aliceAccount),
    fields: { paymentPassword: PAYMENT },
  },
  {
    name: "withdraw",
    method: "POST",
    url: () => PATHS.withdraw,
    fields: { bankAccountId: DIGIT_ID, amount: AMOUNT, paymentPassword: PAYMENT, requestId: REQUEST_ID },
  },
  {
    name: "receipt",
    method: "POST",
    url: () => PATHS.withdrawReceipt.replace(":orderNo", ids.alicePaid),
    fields: {
      result: { valid: "ALL_PAID", required: true, oversized: "R".repeat(50), malformed: ["received", "PAID", ""] },
      remainingAmount: { ...AMOUNT, required: false },
      proofIds: { valid: [], required: false, malformed: [["1", "2", "3", "4"], ["a"], "1", [1]] },
    },
  },
];

type Case = {
  name: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  code: ErrorCode;
};

function bodyCases(call: BodyCall): Case[] {
  const valid = Object.fromEntries(Object.entries(call.fields).map(([k, f]) => [k, f.valid]));
  const json = (body: unknown) => JSON.stringify(body);
  const at = (name: string, payload: string, contentType = "application/json"): Case => ({
    name: `${call.name}: ${name}`,
    method: call.method,
    url: call.url(),
    payload,
    contentType,
    code: "validation_failed",
  });
  const cases: Case[] = [
    at("malformed JSON", "{"),
    at("an array instead of an object", "[]"),
    at("an unknown field", json({ ...valid, extra: "1" })),
    { ...at("an XML body", "<a/>", "application/xml"), code: "unsupported_media_type" },
  ];
  for (const [field, spec] of Object.entries(call.fields)) {
    const without = { ...valid };
    delete without[field];
    if (spec.required) cases.push(at(`${field} missing`, json(without)));
    if (spec.oversized) cases.push(at(`${field} oversized`, json({ ...valid, [field]: spec.oversized })));
    cases.push(at(`${field} an object`, json({ ...valid, [field]: { value: spec.valid } })));
    cases.push(at(`${field} null`, json({ ...valid, [field]: null })));
    cases.push(at(`${field} true`, json({ ...valid, [field]: true })));
    for (const bad of spec.malformed ?? [])
      cases.push(at(`${field} ${JSON.stringify(bad)}`, json({ ...valid, [field]: bad })));
  }
  return cases;
}

const PAGED = [PATHS.depositOrders, PATHS.withdrawOrders];
const NO_QUERY = [
  PATHS.depositMethods,
  PATHS.banks,
  PATHS.bankAccounts,
  PATHS.withdrawInfo,
  PATHS.withdrawAwaitingReceipt,
];
const BAD_ORDER_NOS = ["X100001", "D12345", "D1234567890123456789012", "d123456789", "D12345678a", "W-1234567"];

function queryCases(): Case[] {
  const cases: Case[] = [];
  for (const path of PAGED) {
    for (const query of [
      "page=0",
      "page=-1",
      "page=abc",
      "page=1.5",
      "page=10001",
      "size=0",
      "size=101",
      "size=x",
      "extra=1",
    ]) {
      cases.push({ name: `${path}?${query}`, method: "GET", url: `${path}?${query}`, code: "validation_failed" });
    }
  }
  for (const path of NO_QUERY)
    cases.push({ name: `${path}?extra=1`, method: "GET", url: `${path}?extra=1`, code: "validation_failed" });
  for (const orderNo of BAD_ORDER_NOS) {
    cases.push({
      name: `deposit order ${orderNo}`,
      method: "GET",
      url: PATHS.depositOrder.replace(":orderNo", orderNo),
      code: "validation_failed",
    });
    cases.push({
      name: `withdrawal order ${orderNo}`,
      method: "GET",
      url: PATHS.withdrawOrder.replace(":orderNo", orderNo),
      code: "validation_failed",
    });
    cases.push({
      name: `proof for ${orderNo}`,
      method: "POST",
      url: PATHS.withdrawProof.replace(":orderNo", orderNo),
      payload: pngBytes(),
      contentType: "image/png",
      code: "validation_failed",
    });
  }
  for (const id of ["abc", "-1", "1.5", "9".repeat(19)]) {
    cases.push({
      name: `remove bank account ${id}`,
      method: "DELETE",
      url: PATHS.bankAccount.replace(":id", id),
      payload: JSON.stringify({ paymentPassword: PAYMENT_PASSWORD }),
      contentType: "application/json",
      code: "validation_failed",
    });
  }
  return cases;
}

/** Rows of every table, with the session's last-seen time left out (authenticating a call refreshes it). */
async function snapshot(options: { throttle?: boolean } = {}): Promise<Record<string, unknown>> {
  const all = await snapshotDatabase(t.db);
  all.member_session = (all.member_session as Record<string, unknown>[]).map(({ last_seen_at: _seen, ...row }) => row);
  if (options.throttle === false) delete all.request_throttle;
  return all;
}

/**
 * Payment-password windows (slots and wrong answers) that have started and are empty, so a right
 * password leaves them as they were.
 */
async function resetThrottles(): Promise<void> {
  for (const m of [alice, bob, noPassword]) {
    for (const scope of [PAYMENT_PASSWORD_ATTEMPTS.scope, `${PAYMENT_PASSWORD_ATTEMPTS.scope}:wrong`]) {
      await t.db.query(
        `insert into request_throttle (scope, key, window_started_at, hits) values ($1, $2, now(), 0)
         on conflict (scope, key) do update set hits = 0, window_started_at = now()`,
        [scope, m.id.toString()],
      );
    }
  }
}

async function send(c: Case, headers: Record<string, string>) {
  return t.app.inject({
    method: c.method as "GET",
    url: c.url,
    headers: { ...headers, ...(c.contentType ? { "content-type": c.contentType } : {}) },
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
}

describe("cashier calls with malformed input", () => {
  // Built lazily: URLs need the ids made in beforeAll.
  it("answers validation_failed (or unsupported_media_type) and stores nothing", async () => {
    const cases = [...bodyCalls.flatMap(bodyCases), ...queryCases()];
    expect(cases.length).toBeGreaterThan(150);
    await resetThrottles();
    const before = await snapshot();
    for (const c of cases) {
      const res = await send(c, alice.headers);
      try {
        expectError(res, c.code);
      } catch (error) {
        throw new Error(`${c.name}: ${(error as Error).message}`);
      }
    }
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});

/* ---- Well-formed input that must be refused ---- */

type Refusal = {
  name: string;
  code: ErrorCode;
  member?: () => CashierMember;
  request: () => { method: string; url: string; payload?: unknown; contentType?: string };
  /** A wrong payment password counts one failed attempt (and nothing else changes). */
  countsAttempt?: boolean;
};

const json = (method: string, url: string, payload: unknown) => ({
  method,
  url,
  payload: JSON.stringify(payload),
  contentType: "application/json",
});
const deposit = (fields: object) =>
  json("POST", PATHS.deposit, {
    methodId: ids.method,
    receivingAccountId: ids.receiving,
    amount: "10000000",
    requestId: requestId(),
    ...fields,
  });
const withdraw = (fields: object) =>
  json("POST", PATHS.withdraw, {
    bankAccountId: ids.aliceAccount,
    amount: "10000000",
    paymentPassword: PAYMENT_PASSWORD,
    requestId: requestId(),
    ...fields,
  });
const addAccount = (fields: object) =>
  json("POST", PATHS.bankAccounts, {
    bankCode: "ACB",
    accountNumber: "2223334445",
    accountName: "NGUYEN MINH ANH",
    paymentPassword: PAYMENT_PASSWORD,
    ...fields,
  });
const receipt = (orderNo: () => string, body: object) => () =>
  json("POST", PATHS.withdrawReceipt.replace(":orderNo", orderNo()), body);
const proof = (orderNo: () => string, bytes: Buffer, contentType: string) => () => ({
  method: "POST",
  url: PATHS.withdrawProof.replace(":orderNo", orderNo()),
  payload: bytes,
  contentType,
});

const refusals: Refusal[] = [
  // Deposit
  { name: "deposit: fractional đồng", code: "validation_failed", request: () => deposit({ amount: "10000050" }) },
  { name: "deposit: below the minimum", code: "amount_below_minimum", request: () => deposit({ amount: "4999900" }) },
  {
    name: "deposit: above the maximum",
    code: "amount_above_maximum",
    request: () => deposit({ amount: "50000000100" }),
  },
  {
    name: "deposit: at int8 max",
    code: "validation_failed",
    request: () => deposit({ amount: "9223372036854775807" }),
  },
  { name: "deposit: an unknown method", code: "method_unavailable", request: () => deposit({ methodId: "999999" }) },
  {
    name: "deposit: an unknown receiving account",
    code: "method_unavailable",
    request: () => deposit({ receivingAccountId: "999999" }),
  },
  {
    name: "deposit: another member's order",
    code: "order_not_found",
    request: () => ({ method: "GET", url: PATHS.depositOrder.replace(":orderNo", ids.bobDeposit) }),
  },
  {
    name: "deposit: a withdrawal number",
    code: "order_not_found",
    request: () => ({ method: "GET", url: PATHS.depositOrder.replace(":orderNo", ids.alicePaid) }),
  },
  // Bank accounts
  {
    name: "add account: wrong payment password",
    code: "payment_password_wrong",
    countsAttempt: true,
    request: () => addAccount({ paymentPassword: "000000" }),
  },
  {
    name: "add account: no payment password set",
    code: "payment_password_not_set",
    member: () => noPassword,
    request: () => addAccount({}),
  },
  {
    name: "add account: another holder",
    code: "bank_account_name_mismatch",
    request: () => addAccount({ accountName: "TRAN VAN BINH" }),
  },
  {
    name: "add account: already linked",
    code: "bank_account_exists",
    request: () => addAccount({ bankCode: "VCB", accountNumber: ids.aliceAccountNumber }),
  },
  {
    name: "remove account: another member's",
    code: "not_found",
    request: () =>
      json("DELETE", PATHS.bankAccount.replace(":id", ids.bobAccount), { paymentPassword: PAYMENT_PASSWORD }),
  },
  {
    name: "remove account: unknown id",
    code: "not_found",
    request: () => json("DELETE", PATHS.bankAccount.replace(":id", "999999999"), { paymentPassword: PAYMENT_PASSWORD }),
  },
  {
    name: "remove account: wrong payment password",
    code: "payment_password_wrong",
    countsAttempt: true,
    request: () => json("DELETE", PATHS.bankAccount.replace(":id", ids.aliceAccount), { paymentPassword: "000000" }),
  },
  // Withdraw
  {
    name: "withdraw: wrong payment password",
    code: "payment_password_wrong",
    countsAttempt: true,
    request: () => withdraw({ paymentPassword: "000000" }),
  },
  {
    name: "withdraw: no payment password set",
    code: "payment_password_not_set",
    member: () => noPassword,
    request: () => withdraw({}),
  },
  { name: "withdraw: fractional đồng", code: "validation_failed", request: () => withdraw({ amount: "10000001" }) },
  { name: "withdraw: below the minimum", code: "amount_below_minimum", request: () => withdraw({ amount: "9999900" }) },
  {
    name: "withdraw: above the maximum",
    code: "amount_above_maximum",
    request: () => withdraw({ amount: "20000000100" }),
  },
  {
    name: "withdraw: more than the balance",
    code: "insufficient_balance",
    request: () => withdraw({ amount: "100000000" }),
  },
  {
    name: "withdraw: another member's bank account",
    code: "not_found",
    request: () => withdraw({ bankAccountId: ids.bobAccount }),
  },
  {
    name: "withdraw: unknown bank account",
    code: "not_found",
    request: () => withdraw({ bankAccountId: "999999999" }),
  },
  {
    name: "withdraw: another member's order",
    code: "order_not_found",
    request: () => ({ method: "GET", url: PATHS.withdrawOrder.replace(":orderNo", ids.bobPaid) }),
  },
  {
    name: "withdraw: a deposit number",
    code: "order_not_found",
    request: () => ({ method: "GET", url: PATHS.withdrawOrder.replace(":orderNo", ids.aliceDeposit) }),
  },
  // Proofs
  {
    name: "proof: another member's order",
    code: "order_not_found",
    request: proof(() => ids.bobPaid, pngBytes(), "image/png"),
  },
  {
    name: "proof: an order not paid yet",
    code: "order_state_invalid",
    request: proof(() => ids.alicePending, pngBytes(), "image/png"),
  },
  {
    name: "proof: a fourth image",
    code: "too_many_images",
    request: proof(() => ids.aliceFull, pngBytes(), "image/png"),
  },
  {
    name: "proof: a GIF",
    code: "image_type_invalid",
    request: proof(() => ids.alicePaid, Buffer.from("GIF89a0000000000"), "image/gif"),
  },
  {
    name: "proof: text called a PNG",
    code: "image_type_invalid",
    request: proof(() => ids.alicePaid, Buffer.from("not an image at all"), "image/png"),
  },
  {
    name: "proof: a JPEG called a PNG",
    code: "image_type_invalid",
    request: proof(() => ids.alicePaid, jpegBytes(), "image/png"),
  },
  {
    name: "proof: a PNG called a JPEG",
    code: "image_type_invalid",
    request: proof(() => ids.alicePaid, pngBytes(), "image/jpeg"),
  },
  {
    name: "proof: JSON",
    code: "image_type_invalid",
    request: proof(() => ids.alicePaid, Buffer.from('{"a":1}'), "application/json"),
  },
  {
    name: "proof: an empty body",
    code: "image_type_invalid",
    request: proof(() => ids.alicePaid, Buffer.alloc(0), "image/png"),
  },
  {
    name: "proof: over 5 MB",
    code: "image_too_large",
    request: proof(() => ids.alicePaid, pngBytes(PROOF_IMAGE_MAX_BYTES + 1), "image/png"),
  },
  {
    name: "proof: far over 5 MB",
    code: "image_too_large",
    request: proof(() => ids.alicePaid, jpegBytes(3 * PROOF_IMAGE_MAX_BYTES), "image/jpeg"),
  },
  // Receipt
  {
    name: "receipt: another member's order",
    code: "order_not_found",
    request: receipt(() => ids.bobPaid, { result: "RECEIVED" }),
  },
  {
    name: "receipt: an order not paid yet",
    code: "order_state_invalid",
    request: receipt(() => ids.alicePending, { result: "RECEIVED" }),
  },
  {
    name: "receipt: NOT_RECEIVED without proofs",
    code: "proof_required",
    request: receipt(() => ids.alicePaid, { result: "NOT_RECEIVED" }),
  },
  {
    name: "receipt: NOT_RECEIVED with an empty proof list",
    code: "proof_required",
    request: receipt(() => ids.alicePaid, { result: "NOT_RECEIVED", proofIds: [] }),
  },
  {
    name: "receipt: another member's proof",
    code: "proof_required",
    request: () =>
      json("POST", PATHS.withdrawReceipt.replace(":orderNo", ids.alicePaid), {
        result: "NOT_RECEIVED",
        proofIds: [ids.bobProof],
      }),
  },
  {
    name: "receipt: remaining above the amount",
    code: "remaining_amount_invalid",
    request: receipt(() => ids.alicePaid, { result: "ALL_PAID", remainingAmount: "10000001" }),
  },
  {
    name: "receipt: remaining with RECEIVED",
    code: "remaining_amount_invalid",
    request: receipt(() => ids.alicePaid, { result: "RECEIVED", remainingAmount: "100" }),
  },
  {
    name: "receipt: proofs with RECEIVED",
    code: "validation_failed",
    request: receipt(() => ids.alicePaid, { result: "RECEIVED", proofIds: ["1"] }),
  },
];

describe("cashier calls with input that must be refused", () => {
  it.each(refusals)("$name → $code, nothing stored", async (refusal) => {
    await resetThrottles();
    const member = refusal.member?.() ?? alice;
    const before = await snapshot({ throttle: !refusal.countsAttempt });
    const res = await send(refusal.request() as Case, member.headers);
    expectError(res, refusal.code);
    expect(await snapshot({ throttle: !refusal.countsAttempt })).toEqual(before);
    if (refusal.countsAttempt) {
      const { rows } = await t.db.query<{ hits: number }>(
        "select hits from request_throttle where scope = $1 and key = $2",
        [PAYMENT_PASSWORD_ATTEMPTS.scope, member.id.toString()],
      );
      expect(rows[0]!.hits).toBe(1);
    }
  });

  it("asks for a login first, before reading any input", async () => {
    const before = await snapshot();
    for (const [method, url] of [
      ["GET", PATHS.depositMethods],
      ["POST", PATHS.deposit],
      ["GET", PATHS.withdrawInfo],
      ["POST", PATHS.withdraw],
      ["POST", PATHS.bankAccounts],
      ["GET", PATHS.withdrawAwaitingReceipt],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === "POST" ? { payload: {} } : {}) });
      expect([400, 401]).toContain(res.statusCode);
    }
    expectError(await t.app.inject({ method: "GET", url: PATHS.depositMethods }), "please_login_first");
    expect(await snapshot()).toEqual(before);
  });
});
