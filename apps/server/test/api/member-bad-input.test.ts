import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, sealEnvelope, type ErrorCode } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, snapshotDatabase } from "../http.ts";
import { bearer, login, publicKeyOf } from "../support/login.ts";
import { registrationPayload } from "../support/registration.ts";

/**
 * Bad input on every member call (issue 3): malformed, missing, oversized and wrong-typed
 * input answers a 4xx with its catalogue code and changes nothing in the database.
 */
let t: TestApp;
let token: string;
let before: Record<string, unknown>;

/** Every table; a session's last-seen time moves with each authenticated call and is left out. */
async function snapshot() {
  const all = await snapshotDatabase(t.db);
  return {
    ...all,
    member_session: (all.member_session as { last_seen_at: string }[]).map(({ last_seen_at: _, ...s }) => s),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await publicKeyOf(t.app);
  token = (await login(t.app, "demo01", "Lotus@2026")).token;
  before = await snapshot();
});
afterAll(() => t.close());

type Call = {
  name: string;
  method: "GET" | "POST" | "PUT";
  url: string;
  /** A JSON body, or `sealed` to seal the payload first. */
  body?: unknown;
  sealed?: unknown;
  raw?: { contentType: string; payload: string };
  auth?: boolean;
  code: ErrorCode;
};

const long = (n: number) => "a".repeat(n);
const validSms = { mobileNum: "912345678", countryDialingCode: "+84", purpose: "login" };
const validSmsRegister = { mobileNo: "933333333", countryDialingCode: "+84", regType: "mobile" };
const validChange = {
  oldPassword: "Lotus@2026",
  newPassword: "NewPassword2026",
  confirmNewPassword: "NewPassword2026",
};
const validReset = { token: long(43), newPassword: "NewPassword2026", confirmNewPassword: "NewPassword2026" };
const validPhone = {
  ...validSms,
  verificationCode: "123456",
  newPassword: "NewPassword2026",
  confirmNewPassword: "NewPassword2026",
};
delete (validPhone as Record<string, unknown>).purpose;

const calls: Call[] = [
  /* SMS code before login */
  { name: "sms noLogin: empty body", method: "POST", url: PATHS.smsNoLogin, body: {}, code: "validation_failed" },
  {
    name: "sms noLogin: not JSON",
    method: "POST",
    url: PATHS.smsNoLogin,
    raw: { contentType: "application/json", payload: "{mobileNum:" },
    code: "validation_failed",
  },
  {
    name: "sms noLogin: letters in the number",
    method: "POST",
    url: PATHS.smsNoLogin,
    body: { ...validSms, mobileNum: "91234567a" },
    code: "validation_failed",
  },
  {
    name: "sms noLogin: number as a JSON number",
    method: "POST",
    url: PATHS.smsNoLogin,
    body: { ...validSms, mobileNum: 912345678 },
    code: "validation_failed",
  },
  {
    name: "sms noLogin: dialling code without plus",
    method: "POST",
    url: PATHS.smsNoLogin,
    body: { ...validSms, countryDialingCode: "84" },
    code: "validation_failed",
  },
  {
    name: "sms noLogin: unknown purpose",
    method: "POST",
    url: PATHS.smsNoLogin,
    body: { ...validSms, purpose: "steal" },
    code: "validation_failed",
  },
  {
    name: "sms noLogin: unknown field",
    method: "POST",
    url: PATHS.smsNoLogin,
    body: { ...validSms, extra: 1 },
    code: "validation_failed",
  },
  {
    name: "sms noLogin: oversized verification",
    method: "POST",
    url: PATHS.smsNoLogin,
    body: { ...validSms, humanVerification: long(5000) },
    code: "validation_failed",
  },
  {
    name: "sms noLogin: plain text body",
    method: "POST",
    url: PATHS.smsNoLogin,
    raw: { contentType: "text/plain", payload: "x" },
    code: "validation_failed",
  },
  {
    name: "sms noLogin: XML body",
    method: "POST",
    url: PATHS.smsNoLogin,
    raw: { contentType: "application/xml", payload: "<a/>" },
    code: "unsupported_media_type",
  },
  /* Register SMS */
  {
    name: "sms register: missing regType",
    method: "POST",
    url: PATHS.smsRegister,
    body: { mobileNo: "933333333", countryDialingCode: "+84" },
    code: "validation_failed",
  },
  {
    name: "sms register: mobileNum instead of mobileNo",
    method: "POST",
    url: PATHS.smsRegister,
    body: { mobileNum: "933333333", countryDialingCode: "+84", regType: "mobile" },
    code: "validation_failed",
  },
  {
    name: "sms register: oversized username",
    method: "POST",
    url: PATHS.smsRegister,
    body: { ...validSmsRegister, username: long(65) },
    code: "validation_failed",
  },
  {
    name: "sms register: array number",
    method: "POST",
    url: PATHS.smsRegister,
    body: { ...validSmsRegister, mobileNo: ["933333333"] },
    code: "validation_failed",
  },
  /* Affiliate */
  { name: "affiliate: missing code", method: "GET", url: PATHS.affiliate, code: "validation_failed" },
  { name: "affiliate: empty code", method: "GET", url: `${PATHS.affiliate}?code=`, code: "validation_failed" },
  {
    name: "affiliate: oversized code",
    method: "GET",
    url: `${PATHS.affiliate}?code=${long(65)}`,
    code: "validation_failed",
  },
  {
    name: "affiliate: unknown field",
    method: "GET",
    url: `${PATHS.affiliate}?code=LOTUS8&x=1`,
    code: "validation_failed",
  },
  /* Register (sealed) */
  {
    name: "register: plain JSON instead of the envelope",
    method: "POST",
    url: PATHS.register,
    body: registrationPayload(),
    code: "validation_failed",
  },
  {
    name: "register: envelope that does not decrypt",
    method: "POST",
    url: PATHS.register,
    body: { keyId: "nope", key: "AAAA", iv: "AAAA", data: "AAAA" },
    code: "encryption_invalid",
  },
  {
    name: "register: terms not agreed",
    method: "POST",
    url: PATHS.register,
    sealed: { ...registrationPayload(), termsAgreed: false },
    code: "validation_failed",
  },
  {
    name: "register: age not confirmed",
    method: "POST",
    url: PATHS.register,
    sealed: { ...registrationPayload(), ageConfirmed: false },
    code: "validation_failed",
  },
  {
    name: "register: registerMethod not WEB",
    method: "POST",
    url: PATHS.register,
    sealed: { ...registrationPayload(), registerMethod: "APP" },
    code: "validation_failed",
  },
  {
    name: "register: missing registerUrl",
    method: "POST",
    url: PATHS.register,
    sealed: { ...registrationPayload(), registerUrl: undefined },
    code: "validation_failed",
  },
  {
    name: "register: oversized field",
    method: "POST",
    url: PATHS.register,
    sealed: { ...registrationPayload(), nickname: long(129) },
    code: "validation_failed",
  },
  {
    name: "register: number-typed username",
    method: "POST",
    url: PATHS.register,
    sealed: { ...registrationPayload(), username: 12345678 },
    code: "validation_failed",
  },
  {
    name: "register: unknown field",
    method: "POST",
    url: PATHS.register,
    sealed: { ...registrationPayload(), isAgent: 1 },
    code: "validation_failed",
  },
  {
    name: "register: missing username",
    method: "POST",
    url: PATHS.register,
    sealed: { ...registrationPayload(), username: undefined },
    code: "field_required",
  },
  {
    name: "register mobile: missing mobile",
    method: "POST",
    url: PATHS.registerMobile,
    sealed: registrationPayload({ username: undefined }),
    code: "field_required",
  },
  {
    name: "register mobile: bad dialling code",
    method: "POST",
    url: PATHS.registerMobile,
    sealed: registrationPayload({ mobileNum: "933333333", countryDialingCode: "84" }),
    code: "validation_failed",
  },
  /* Member info, avatar, icon */
  {
    name: "member info: unknown query field",
    method: "GET",
    url: `${PATHS.memberInfo}?x=1`,
    auth: true,
    code: "validation_failed",
  },
  {
    name: "avatar: unknown query field",
    method: "GET",
    url: `${PATHS.avatar}?x=1`,
    auth: true,
    code: "validation_failed",
  },
  {
    name: "member icon: missing avatarType",
    method: "PUT",
    url: PATHS.memberIcon,
    body: { avatar: "koi" },
    auth: true,
    code: "validation_failed",
  },
  {
    name: "member icon: oversized image",
    method: "PUT",
    url: PATHS.memberIcon,
    body: { avatarType: "CUSTOM", image: long(300_001) },
    auth: true,
    code: "validation_failed",
  },
  {
    name: "member icon: image as a number",
    method: "PUT",
    url: PATHS.memberIcon,
    body: { avatarType: "CUSTOM", image: 1 },
    auth: true,
    code: "validation_failed",
  },
  { name: "avatar image: not a member id", method: "GET", url: "/media/avatars/abc", code: "validation_failed" },
  { name: "avatar image: unknown member", method: "GET", url: "/media/avatars/999999", code: "not_found" },
  /* Change password (sealed) */
  {
    name: "change password: plain JSON",
    method: "PUT",
    url: PATHS.changePassword,
    body: validChange,
    auth: true,
    code: "validation_failed",
  },
  {
    name: "change password: missing confirmation",
    method: "PUT",
    url: PATHS.changePassword,
    sealed: { ...validChange, confirmNewPassword: undefined },
    auth: true,
    code: "validation_failed",
  },
  {
    name: "change password: empty old password",
    method: "PUT",
    url: PATHS.changePassword,
    sealed: { ...validChange, oldPassword: "" },
    auth: true,
    code: "validation_failed",
  },
  {
    name: "change password: oversized new password",
    method: "PUT",
    url: PATHS.changePassword,
    sealed: { ...validChange, newPassword: long(129), confirmNewPassword: long(129) },
    auth: true,
    code: "validation_failed",
  },
  {
    name: "change password: number-typed password",
    method: "PUT",
    url: PATHS.changePassword,
    sealed: { ...validChange, newPassword: 12345678 },
    auth: true,
    code: "validation_failed",
  },
  {
    name: "change password: no token",
    method: "PUT",
    url: PATHS.changePassword,
    sealed: validChange,
    code: "please_login_first",
  },
  /* Forgot by e-mail */
  {
    name: "forgot: missing email",
    method: "POST",
    url: PATHS.forgotPasswordEmail,
    body: { username: "demo01" },
    code: "validation_failed",
  },
  {
    name: "forgot: form with an unknown field",
    method: "POST",
    url: PATHS.forgotPasswordEmail,
    raw: { contentType: "application/x-www-form-urlencoded", payload: "username=demo01&email=a%40b.vn&x=1" },
    code: "validation_failed",
  },
  {
    name: "forgot: oversized username",
    method: "POST",
    url: PATHS.forgotPasswordEmail,
    body: { username: long(65), email: "a@b.vn" },
    code: "validation_failed",
  },
  {
    name: "forgot: email as an object",
    method: "POST",
    url: PATHS.forgotPasswordEmail,
    body: { username: "demo01", email: { a: 1 } },
    code: "validation_failed",
  },
  {
    name: "forgot: empty username",
    method: "POST",
    url: PATHS.forgotPasswordEmail,
    body: { username: "", email: "a@b.vn" },
    code: "validation_failed",
  },
  /* Reset by e-mail link (sealed) */
  {
    name: "reset: short token",
    method: "POST",
    url: PATHS.resetPasswordEmail,
    sealed: { ...validReset, token: "abc" },
    code: "validation_failed",
  },
  {
    name: "reset: oversized token",
    method: "POST",
    url: PATHS.resetPasswordEmail,
    sealed: { ...validReset, token: long(129) },
    code: "validation_failed",
  },
  {
    name: "reset: missing new password",
    method: "POST",
    url: PATHS.resetPasswordEmail,
    sealed: { token: long(43) },
    code: "validation_failed",
  },
  {
    name: "reset: plain JSON",
    method: "POST",
    url: PATHS.resetPasswordEmail,
    body: validReset,
    code: "validation_failed",
  },
  /* Set password by phone (sealed) */
  {
    name: "phone reset: five-digit code",
    method: "POST",
    url: PATHS.setPasswordByPhone,
    sealed: { ...validPhone, verificationCode: "12345" },
    code: "validation_failed",
  },
  {
    name: "phone reset: code as a number",
    method: "POST",
    url: PATHS.setPasswordByPhone,
    sealed: { ...validPhone, verificationCode: 123456 },
    code: "validation_failed",
  },
  {
    name: "phone reset: missing mobile",
    method: "POST",
    url: PATHS.setPasswordByPhone,
    sealed: { ...validPhone, mobileNum: undefined },
    code: "validation_failed",
  },
  {
    name: "phone reset: unknown field",
    method: "POST",
    url: PATHS.setPasswordByPhone,
    sealed: { ...validPhone, account: "demo01" },
    code: "validation_failed",
  },
  {
    name: "phone reset: plain JSON",
    method: "POST",
    url: PATHS.setPasswordByPhone,
    body: validPhone,
    code: "validation_failed",
  },
  /* Outbox */
  {
    name: "outbox: limit not a number",
    method: "GET",
    url: `${PATHS.devOutbox}?limit=many`,
    code: "validation_failed",
  },
  {
    name: "outbox: oversized recipient",
    method: "GET",
    url: `${PATHS.devOutbox}?to=${long(255)}`,
    code: "validation_failed",
  },
  /* Any call: a body over the server's limit */
  {
    name: "register: body over 1 MiB",
    method: "POST",
    url: PATHS.register,
    raw: { contentType: "application/json", payload: `{"data":"${long(1024 * 1024)}"}` },
    code: "payload_too_large",
  },
];

describe("bad input on the member calls", () => {
  it.each(calls.map((c) => [c.name, c] as const))("%s → 4xx with its catalogue code", async (_, c) => {
    const headers: Record<string, string> = c.auth ? bearer(token) : {};
    let payload: string | undefined;
    if (c.raw) {
      headers["content-type"] = c.raw.contentType;
      payload = c.raw.payload;
    } else if (c.sealed !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(await sealEnvelope(await publicKeyOf(t.app), c.sealed));
    } else if (c.body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(c.body);
    }
    const res = await t.app.inject({ method: c.method, url: c.url, headers, payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectError(res, c.code);
  });

  it("and nothing of it changed the database", async () => {
    expect(await snapshot()).toEqual(before);
  });
});
