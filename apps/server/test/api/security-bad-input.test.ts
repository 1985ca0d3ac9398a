import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type ErrorCode } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, snapshotDatabase } from "../http.ts";
import { loggedInMember } from "../support/factories.ts";

/**
 * Every security-centre call with malformed, missing, oversized and wrong-typed input, sent
 * with a valid token: each answers 4xx with a catalogue code and the database does not change
 * (not even the session's last-seen time: input is refused before the session is looked up).
 */

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await loggedInMember(t.db, { email: "bad.input@example.test" }));
});
afterAll(() => t.close());

type Field = {
  valid: string;
  required: boolean;
  /** Longest accepted length; one more is oversized. */
  max: number;
  /** Values of the right type in the wrong format. */
  malformed?: string[];
};
type BodyCall = { name: string; method: "POST" | "PUT" | "DELETE"; url: string; fields: Record<string, Field> };

const TICKET: Field = { valid: "t".repeat(43), required: true, max: 128, malformed: [""] };
const MOBILE: Field = { valid: "912345678", required: true, max: 15, malformed: ["91234567a", "123", "+84912345678"] };
const DIALING: Field = { valid: "+84", required: true, max: 5, malformed: ["84", "+", "+84a"] };
const CODE: Field = { valid: "123456", required: true, max: 6, malformed: ["12345", "12345a", " 123456"] };
const SIX_DIGITS: Field = { valid: "275319", required: true, max: 6, malformed: ["27531", "27531a"] };

const bodyCalls: BodyCall[] = [
  {
    name: "profile",
    method: "PUT",
    url: PATHS.securityProfile,
    fields: {
      nickname: { valid: "Koi", required: false, max: 32 },
      birthday: { valid: "1990-01-01", required: false, max: 10, malformed: ["01-01-1990", "1990/01/01", "19900101"] },
    },
  },
  {
    name: "reauth",
    method: "POST",
    url: PATHS.securityReauth,
    fields: { password: { valid: "x", required: true, max: 128, malformed: [""] } },
  },
  {
    name: "mobile code",
    method: "POST",
    url: PATHS.securityMobileCode,
    fields: { reauthTicket: TICKET, mobileNum: MOBILE, countryDialingCode: DIALING },
  },
  {
    name: "bind mobile",
    method: "PUT",
    url: PATHS.securityMobile,
    fields: { reauthTicket: TICKET, mobileNum: MOBILE, countryDialingCode: DIALING, verificationCode: CODE },
  },
  {
    name: "e-mail code",
    method: "POST",
    url: PATHS.securityEmailCode,
    fields: { reauthTicket: TICKET, email: { valid: "a@b.test", required: true, max: 254, malformed: ["ab"] } },
  },
  {
    name: "bind e-mail",
    method: "PUT",
    url: PATHS.securityEmail,
    fields: {
      reauthTicket: TICKET,
      email: { valid: "a@b.test", required: true, max: 254, malformed: ["ab"] },
      verificationCode: CODE,
    },
  },
  {
    name: "payee name",
    method: "PUT",
    url: PATHS.securityPayeeName,
    fields: { payeeName: { valid: "Tran Thi Binh", required: true, max: 64, malformed: [""] } },
  },
  { name: "TOTP setup", method: "POST", url: PATHS.securityTotpSetup, fields: { reauthTicket: TICKET } },
  { name: "TOTP confirm", method: "PUT", url: PATHS.securityTotp, fields: { code: CODE } },
  { name: "TOTP disable", method: "DELETE", url: PATHS.securityTotp, fields: { code: CODE } },
  {
    name: "payment password",
    method: "PUT",
    url: PATHS.securityPaymentPassword,
    fields: { reauthTicket: TICKET, paymentPassword: SIX_DIGITS, confirmPaymentPassword: SIX_DIGITS },
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
    at("a plain-text body", "password=x", "text/plain"),
    { ...at("an XML body", "<password>x</password>", "application/xml"), code: "unsupported_media_type" },
  ];
  for (const [field, spec] of Object.entries(call.fields)) {
    const without = { ...valid };
    delete without[field];
    if (spec.required) cases.push(at(`${field} missing`, json(without)));
    cases.push(at(`${field} oversized`, json({ ...valid, [field]: "9".repeat(spec.max + 1) })));
    cases.push(at(`${field} far oversized`, json({ ...valid, [field]: "9".repeat(100_000) })));
    cases.push(at(`${field} a number`, json({ ...valid, [field]: 123456 })));
    cases.push(at(`${field} an array`, json({ ...valid, [field]: [spec.valid] })));
    cases.push(at(`${field} null`, json({ ...valid, [field]: null })));
    for (const bad of spec.malformed ?? [])
      cases.push(at(`${field} malformed ${JSON.stringify(bad)}`, json({ ...valid, [field]: bad })));
  }
  return cases;
}

const queryCases: Case[] = [
  ...[
    "page=0",
    "page=-1",
    "page=abc",
    "page=1.5",
    "page=10001",
    "size=0",
    "size=101",
    "size=abc",
    "page=1&page=2",
    "extra=1",
    `extra=${"x".repeat(5000)}`,
  ].map((query) => ({
    name: `logins: ${query.slice(0, 30)}`,
    method: "GET",
    url: `${PATHS.securityLogins}?${query}`,
    code: "validation_failed" as const,
  })),
  { name: "overview: unknown query field", method: "GET", url: `${PATHS.security}?extra=1`, code: "validation_failed" },
  {
    name: "sessions: unknown query field",
    method: "GET",
    url: `${PATHS.securitySessions}?extra=1`,
    code: "validation_failed",
  },
  ...["not-a-uuid", "1", "00000000-0000-0000-0000-00000000000g", "x".repeat(150)].map((id) => ({
    name: `revoke session: id ${id.slice(0, 40)}`,
    method: "DELETE",
    url: `${PATHS.securitySessions}/${id}`,
    code: "validation_failed" as const,
  })),
];

const cases = [...bodyCalls.flatMap(bodyCases), ...queryCases];

describe("security-centre calls with bad input", () => {
  it.each(cases)("$name → $code, nothing stored", async ({ method, url, payload, contentType, code }) => {
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

  it("answers a body call without a token with please_login_first, not with its data", async () => {
    const res = await t.app.inject({ method: "POST", url: PATHS.securityReauth, payload: { password: "x" } });
    expectError(res, "please_login_first");
  });
});
