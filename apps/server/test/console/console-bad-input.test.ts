import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, type ErrorCode } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, snapshotDatabase } from "../http.ts";
import { ADMIN, bearer, operatorToken, requestId, touchSession } from "./console-support.ts";

/**
 * Every console call with malformed, missing, oversized and wrong-typed input, sent with a valid
 * admin token: each answers 4xx with a catalogue code and the database does not change (no audit
 * row, no throttle row, no setting, no money).
 */

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = bearer(await operatorToken(t.app, t.db, ADMIN));
});
afterAll(() => t.close());

type Field = {
  valid: unknown;
  required: boolean;
  /** Longest accepted string; one more is oversized. */
  max?: number;
  /** Values of the right type in the wrong format. */
  malformed?: unknown[];
};
type BodyCall = { name: string; method: "POST" | "PUT"; url: string; fields: Record<string, Field> };

const ORDER_D = CONSOLE_PATHS.depositConfirm.replace(":orderNo", "D100001");
const REMARK_REQUIRED: Field = { valid: "reason", required: true, max: 200, malformed: [""] };
const AMOUNTS = ["-1", "0", "1.5", "1e5", " 100", "abc", "", "9223372036854775808", "99999999999999999999"];
const cashierPart = (kind: "deposit" | "withdraw") =>
  kind === "deposit"
    ? { enabled: true, minAmount: "5000000", maxAmount: "50000000000", expiryMinutes: 30 }
    : { enabled: true, minAmount: "10000000", maxAmount: "20000000000", dailyCount: 5, autoReceiptMinutes: 60 };
const RULE = { field: "nickname", enabled: false, required: false, patternId: 9, minLength: 2, maxLength: 20 };

const bodyCalls: BodyCall[] = [
  {
    name: "login",
    method: "POST",
    url: CONSOLE_PATHS.login,
    fields: {
      username: { valid: "admin01", required: true, max: 64, malformed: [""] },
      password: { valid: "Lotus@2026", required: true, max: 128, malformed: [""] },
      totp: { valid: "123456", required: true, max: 6, malformed: ["12345", "12345a", " 12345", "１２３４５６"] },
    },
  },
  {
    name: "deposit confirm",
    method: "POST",
    url: ORDER_D,
    fields: { remark: { valid: "ok", required: false, max: 200 } },
  },
  {
    name: "deposit reject",
    method: "POST",
    url: CONSOLE_PATHS.depositReject.replace(":orderNo", "D100001"),
    fields: { remark: REMARK_REQUIRED },
  },
  {
    name: "withdrawal approve",
    method: "POST",
    url: CONSOLE_PATHS.withdrawalApprove.replace(":orderNo", "W100001"),
    fields: { remark: { valid: "ok", required: false, max: 200 } },
  },
  {
    name: "withdrawal pay",
    method: "POST",
    url: CONSOLE_PATHS.withdrawalPay.replace(":orderNo", "W100001"),
    fields: { remark: { valid: "ok", required: false, max: 200 } },
  },
  {
    name: "withdrawal reject",
    method: "POST",
    url: CONSOLE_PATHS.withdrawalReject.replace(":orderNo", "W100001"),
    fields: { remark: REMARK_REQUIRED },
  },
  {
    name: "withdrawal resolve",
    method: "POST",
    url: CONSOLE_PATHS.withdrawalResolve.replace(":orderNo", "W100001"),
    fields: {
      outcome: { valid: "refund", required: true, malformed: ["REFUND", "both", ""] },
      remark: REMARK_REQUIRED,
    },
  },
  {
    name: "adjustment",
    method: "POST",
    url: CONSOLE_PATHS.memberAdjust.replace(":id", "1"),
    fields: {
      direction: { valid: "credit", required: true, malformed: ["CREDIT", "up", ""] },
      amount: { valid: "100", required: true, malformed: AMOUNTS },
      reason: { valid: "goodwill", required: true, max: 200, malformed: ["", "   ", "ab"] },
      requestId: {
        valid: requestId(),
        required: true,
        max: 64,
        malformed: ["short", "has spaces in it here", "ümlaut-ümlaut-ümlaut"],
      },
    },
  },
  {
    name: "add receiving account",
    method: "POST",
    url: CONSOLE_PATHS.receivingAccounts,
    fields: {
      bankCode: { valid: "ACB", required: true, malformed: ["acb", "NOPE", ""] },
      accountNumber: { valid: "12345678", required: true, max: 19, malformed: ["12345", "1234567a", "-12345678"] },
      accountName: {
        valid: "LOTUS ACB",
        required: true,
        max: 64,
        malformed: ["lotus", "1LOTUS", "LOTUS-ACB", " LOTUS"],
      },
      enabled: { valid: true, required: true, malformed: ["true", 1] },
    },
  },
  {
    name: "change receiving account",
    method: "PUT",
    url: CONSOLE_PATHS.receivingAccount.replace(":id", "1"),
    fields: {
      bankCode: { valid: "VCB", required: true, malformed: ["vcb"] },
      accountNumber: { valid: "1023456789", required: true, max: 19, malformed: ["12345"] },
      accountName: { valid: "CONG TY LOTUS GAMING", required: true, max: 64, malformed: ["Cong ty"] },
      enabled: { valid: false, required: true, malformed: ["false", 0] },
    },
  },
  {
    name: "cashier settings",
    method: "PUT",
    url: CONSOLE_PATHS.cashierSettings,
    fields: {
      deposit: {
        valid: cashierPart("deposit"),
        required: true,
        malformed: [
          ...AMOUNTS.map((a) => ({ ...cashierPart("deposit"), minAmount: a })),
          { ...cashierPart("deposit"), minAmount: "600", maxAmount: "500" },
          { ...cashierPart("deposit"), expiryMinutes: 1441 },
          { ...cashierPart("deposit"), expiryMinutes: 30.5 },
          { ...cashierPart("deposit"), enabled: "yes" },
          { ...cashierPart("deposit"), extra: 1 },
          { enabled: true },
        ],
      },
      withdraw: {
        valid: cashierPart("withdraw"),
        required: true,
        malformed: [
          ...AMOUNTS.map((a) => ({ ...cashierPart("withdraw"), maxAmount: a })),
          { ...cashierPart("withdraw"), dailyCount: 101 },
          { ...cashierPart("withdraw"), autoReceiptMinutes: 10_081 },
          { ...cashierPart("withdraw"), dailyCount: "5" },
        ],
      },
    },
  },
  {
    name: "system",
    method: "PUT",
    url: CONSOLE_PATHS.system,
    fields: {
      maintenance: { valid: false, required: true, malformed: ["false", 0] },
      restrictedCountries: {
        valid: ["US"],
        required: true,
        malformed: [["us"], ["USA"], [""], "US", ["XX"], Array.from({ length: 251 }, () => "US")],
      },
      loginRequired: { valid: false, required: true, malformed: ["no"] },
    },
  },
  {
    name: "whitelabel",
    method: "PUT",
    url: CONSOLE_PATHS.whitelabel,
    fields: {
      flags: {
        valid: [{ modId: "FREEPLAY3", enabled: true }],
        required: true,
        malformed: [
          [{ modId: "freeplay3", enabled: true }],
          [{ modId: "FREEPLAY3" }],
          [{ modId: "FREEPLAY3", enabled: "1" }],
          [{ modId: "FREEPLAY3", enabled: true, extra: 1 }],
          [{ modId: "NOSUCHFLAG", enabled: true }],
          [
            { modId: "FREEPLAY3", enabled: true },
            { modId: "FREEPLAY3", enabled: false },
          ],
          Array.from({ length: 101 }, () => ({ modId: "FREEPLAY3", enabled: true })),
        ],
      },
    },
  },
  {
    name: "register rules",
    method: "PUT",
    url: CONSOLE_PATHS.registerRules,
    fields: {
      rules: {
        valid: [RULE],
        required: true,
        malformed: [
          [{ ...RULE, field: "shoeSize" }],
          [{ ...RULE, patternId: 23 }],
          [{ ...RULE, patternId: -1 }],
          [{ ...RULE, patternId: 1.5 }],
          [{ ...RULE, minLength: 21 }],
          [{ ...RULE, maxLength: 256 }],
          [{ ...RULE, maxLength: 0, minLength: 0 }],
          [{ ...RULE, enabled: "true" }],
          [{ ...RULE, extra: 1 }],
          [RULE, RULE],
          Array.from({ length: 23 }, () => RULE),
        ],
      },
    },
  },
];

type Case = { name: string; method: string; url: string; payload?: string; contentType?: string; code: ErrorCode };

function bodyCases(call: BodyCall): Case[] {
  const valid = Object.fromEntries(Object.entries(call.fields).map(([k, f]) => [k, f.valid]));
  const json = (body: unknown) => JSON.stringify(body);
  const at = (name: string, payload: string, contentType = "application/json"): Case => ({
    name: `${call.name}: ${name}`,
    method: call.method,
    url: call.url,
    payload,
    contentType,
    code: "validation_failed",
  });
  const cases: Case[] = [
    at("malformed JSON", "{"),
    at("an array instead of an object", "[]"),
    at("a string instead of an object", json("text")),
    at("an unknown field", json({ ...valid, extra: "1" })),
    at("a plain-text body", "remark=x", "text/plain"),
    { ...at("an XML body", "<remark>x</remark>", "application/xml"), code: "unsupported_media_type" },
  ];
  for (const [field, spec] of Object.entries(call.fields)) {
    const without = { ...valid };
    delete without[field];
    if (spec.required) cases.push(at(`${field} missing`, json(without)));
    if (spec.max !== undefined)
      cases.push(at(`${field} oversized`, json({ ...valid, [field]: "9".repeat(spec.max + 1) })));
    cases.push(at(`${field} far oversized`, json({ ...valid, [field]: "9".repeat(100_000) })));
    if (typeof spec.valid === "string") cases.push(at(`${field} a number`, json({ ...valid, [field]: 123456 })));
    cases.push(at(`${field} an array`, json({ ...valid, [field]: [spec.valid] })));
    cases.push(at(`${field} null`, json({ ...valid, [field]: null })));
    for (const [i, bad] of (spec.malformed ?? []).entries())
      cases.push(
        at(`${field} malformed #${i + 1} ${JSON.stringify(bad).slice(0, 40)}`, json({ ...valid, [field]: bad })),
      );
  }
  return cases;
}

const getCases = (name: string, path: string, queries: string[]): Case[] =>
  queries.map((query) => ({
    name: `${name}: ${query.slice(0, 40)}`,
    method: "GET",
    url: `${path}?${query}`,
    code: "validation_failed" as const,
  }));
const PAGING = ["page=0", "page=-1", "page=abc", "page=1.5", "page=10001", "size=0", "size=101", "size=abc", "extra=1"];

const queryCases: Case[] = [
  ...getCases("deposits", CONSOLE_PATHS.deposits, [...PAGING, "status=paid", "status=", "status=PENDING"]),
  ...getCases("withdrawals", CONSOLE_PATHS.withdrawals, [...PAGING, "status=credited", "status=ALL"]),
  ...getCases("members", CONSOLE_PATHS.members, [...PAGING, `q=${"a".repeat(65)}`]),
  ...getCases("member ledger", CONSOLE_PATHS.memberLedger.replace(":id", "1"), [...PAGING, "q=1"]),
  ...getCases("audit", CONSOLE_PATHS.audit, PAGING),
  ...getCases("me", CONSOLE_PATHS.me, ["extra=1"]),
  ...getCases("member", CONSOLE_PATHS.member.replace(":id", "1"), ["extra=1"]),
  ...getCases("receiving accounts", CONSOLE_PATHS.receivingAccounts, ["extra=1"]),
  ...getCases("cashier settings", CONSOLE_PATHS.cashierSettings, ["extra=1"]),
  ...getCases("system", CONSOLE_PATHS.system, ["extra=1"]),
  ...getCases("whitelabel", CONSOLE_PATHS.whitelabel, ["extra=1"]),
  ...getCases("register rules", CONSOLE_PATHS.registerRules, ["extra=1"]),
  ...getCases("ledger status", CONSOLE_PATHS.ledgerStatus, ["extra=1"]),
  ...getCases("logout", CONSOLE_PATHS.logout, ["extra=1"]).map((c) => ({ ...c, method: "DELETE" })),
];

const BAD_ORDER_NOS = ["X100001", "D12", `D${"1".repeat(21)}`, "d100001", "D100001x"];
const BAD_IDS = ["abc", "-1", "1.5", "1".repeat(19), "0x10"];
const paramCases: Case[] = [
  ...BAD_ORDER_NOS.flatMap((orderNo) =>
    [
      { path: CONSOLE_PATHS.depositConfirm, body: "{}" },
      { path: CONSOLE_PATHS.depositReject, body: '{"remark":"x"}' },
      { path: CONSOLE_PATHS.withdrawalApprove, body: "{}" },
      { path: CONSOLE_PATHS.withdrawalPay, body: "{}" },
      { path: CONSOLE_PATHS.withdrawalReject, body: '{"remark":"x"}' },
      { path: CONSOLE_PATHS.withdrawalResolve, body: '{"outcome":"paid","remark":"x"}' },
    ].map(({ path, body }) => ({
      name: `${path.split("/").slice(-2).join(" ")}: order ${orderNo.slice(0, 24)}`,
      method: "POST",
      url: path.replace(":orderNo", orderNo),
      payload: body,
      contentType: "application/json",
      code: "validation_failed" as const,
    })),
  ),
  ...BAD_ORDER_NOS.map((orderNo) => ({
    name: `proof: order ${orderNo.slice(0, 24)}`,
    method: "GET",
    url: CONSOLE_PATHS.withdrawalProof.replace(":orderNo", orderNo).replace(":proofId", "1"),
    code: "validation_failed" as const,
  })),
  ...BAD_IDS.map((id) => ({
    name: `proof: proof id ${id}`,
    method: "GET",
    url: CONSOLE_PATHS.withdrawalProof.replace(":orderNo", "W100001").replace(":proofId", id),
    code: "validation_failed" as const,
  })),
  ...BAD_IDS.flatMap((id) => [
    {
      name: `member: id ${id}`,
      method: "GET",
      url: CONSOLE_PATHS.member.replace(":id", id),
      code: "validation_failed" as const,
    },
    {
      name: `member ledger: id ${id}`,
      method: "GET",
      url: CONSOLE_PATHS.memberLedger.replace(":id", id),
      code: "validation_failed" as const,
    },
    {
      name: `adjustment: member id ${id}`,
      method: "POST",
      url: CONSOLE_PATHS.memberAdjust.replace(":id", id),
      payload: JSON.stringify({ direction: "credit", amount: "100", reason: "goodwill", requestId: requestId() }),
      contentType: "application/json",
      code: "validation_failed" as const,
    },
    {
      name: `receiving account: id ${id}`,
      method: "PUT",
      url: CONSOLE_PATHS.receivingAccount.replace(":id", id),
      payload: JSON.stringify({ bankCode: "VCB", accountNumber: "1023456789", accountName: "LOTUS", enabled: true }),
      contentType: "application/json",
      code: "validation_failed" as const,
    },
  ]),
];

/** Well-formed requests about things that do not exist: a catalogue 404, nothing written. */
const missingCases: Case[] = [
  {
    name: "adjustment of a member that does not exist",
    method: "POST",
    url: CONSOLE_PATHS.memberAdjust.replace(":id", "999999999"),
    payload: JSON.stringify({ direction: "credit", amount: "100", reason: "goodwill", requestId: requestId() }),
    contentType: "application/json",
    code: "not_found",
  },
  {
    name: "member that does not exist",
    method: "GET",
    url: CONSOLE_PATHS.member.replace(":id", "999999999"),
    code: "not_found",
  },
  {
    name: "receiving account that does not exist",
    method: "PUT",
    url: CONSOLE_PATHS.receivingAccount.replace(":id", "999999"),
    payload: JSON.stringify({ bankCode: "ACB", accountNumber: "55556666", accountName: "LOTUS", enabled: true }),
    contentType: "application/json",
    code: "not_found",
  },
  {
    name: "deposit order that does not exist",
    method: "POST",
    url: CONSOLE_PATHS.depositConfirm.replace(":orderNo", "D999999999"),
    payload: "{}",
    contentType: "application/json",
    code: "order_not_found",
  },
  {
    name: "withdrawal order that does not exist",
    method: "POST",
    url: CONSOLE_PATHS.withdrawalResolve.replace(":orderNo", "W999999999"),
    payload: JSON.stringify({ outcome: "refund", remark: "x" }),
    contentType: "application/json",
    code: "order_not_found",
  },
  { name: "unknown console API path", method: "GET", url: "/console/api/nothing", code: "not_found" },
  { name: "unknown console API path (POST)", method: "POST", url: "/console/api/nothing", code: "not_found" },
];

const cases = [...bodyCalls.flatMap(bodyCases), ...queryCases, ...paramCases, ...missingCases];

describe("console calls with bad input", () => {
  it.each(cases)("$name → $code, nothing stored", async ({ method, url, payload, contentType, code }) => {
    await touchSession(t.app, headers);
    const before = await snapshotDatabase(t.db);
    const res = await t.app.inject({
      method: method as "GET",
      url,
      headers: { ...headers, ...(contentType ? { "content-type": contentType } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
    expectError(res, code);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("answers in the language of the Language header", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: CONSOLE_PATHS.depositReject.replace(":orderNo", "D100001"),
      headers: { ...headers, language: "en" },
      payload: {},
    });
    expectError(res, "validation_failed", "en");
  });

  it("answers a body call without a token with please_login_first", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: CONSOLE_PATHS.memberAdjust.replace(":id", "1"),
      payload: { direction: "credit", amount: "100", reason: "goodwill", requestId: requestId() },
    });
    expectError(res, "please_login_first");
  });
});
