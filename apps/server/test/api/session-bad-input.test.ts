import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, freePlayHeader, randomNonce, sealEnvelope, type ErrorCode } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, snapshotDatabase } from "../http.ts";
import { loginRequest, postSealed, publicKeyOf, solveHuman } from "../support/login.ts";
import { buildMember } from "../support/factories.ts";

let t: TestApp;
let before: Record<string, unknown>;
let nonce: string;
let encryption: string;
beforeAll(async () => {
  t = await createTestApp();
  // The key pair is created on first use; make that happen before the snapshot.
  const key = await publicKeyOf(t.app);
  nonce = randomNonce();
  encryption = await freePlayHeader(key, nonce);
  before = await snapshotDatabase(t.db);
});
afterAll(() => t.close());

const long = (n: number) => "a".repeat(n);
type Case = {
  name: string;
  send: () => Promise<{ statusCode: number; json: () => unknown; headers: Record<string, unknown> }>;
  code: ErrorCode;
};
const sealedLogin = (payload: unknown) => async () => postSealed(t.app, PATHS.login, payload, { language: "en" });
const plain =
  (method: "POST" | "DELETE", url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  async () =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { language: "en", ...headers },
    });
const username = { type: "username", username: "demo01", password: "whatever-1" };
const sms = { type: "sms", mobileNum: "912345678", countryDialingCode: "+84", verificationCode: "123456" };
const freePlayHeaders = { "x-encryption": "", "x-gateway-version": "3" };
const freePlayBody = { os: "Linux", platform: "W", nonce: "" };

const cases: Case[] = [
  // Login: the envelope itself.
  {
    name: "login: plain JSON instead of an envelope",
    send: plain("POST", PATHS.login, username),
    code: "validation_failed",
  },
  { name: "login: no body", send: plain("POST", PATHS.login), code: "validation_failed" },
  {
    name: "login: malformed JSON",
    send: plain("POST", PATHS.login, "{", { "content-type": "application/json" }),
    code: "validation_failed",
  },
  {
    name: "login: envelope of another key",
    send: async () =>
      t.app.inject({
        method: "POST",
        url: PATHS.login,
        payload: { ...(await sealEnvelope(await publicKeyOf(t.app), username)), keyId: "0000000000000000" },
        headers: { language: "en" },
      }),
    code: "encryption_invalid",
  },
  {
    name: "login: envelope with a garbage key",
    send: async () =>
      t.app.inject({
        method: "POST",
        url: PATHS.login,
        payload: { ...(await sealEnvelope(await publicKeyOf(t.app), username)), key: "AAAA" },
        headers: { language: "en" },
      }),
    code: "encryption_invalid",
  },
  {
    name: "login: tampered ciphertext",
    send: async () => {
      const sealed = await sealEnvelope(await publicKeyOf(t.app), username);
      const data = Buffer.from(sealed.data, "base64");
      data[0] = data[0]! ^ 1;
      return t.app.inject({
        method: "POST",
        url: PATHS.login,
        payload: { ...sealed, data: data.toString("base64") },
        headers: { language: "en" },
      });
    },
    code: "encryption_invalid",
  },
  {
    name: "login: envelope field oversized",
    send: async () =>
      t.app.inject({
        method: "POST",
        url: PATHS.login,
        payload: { ...(await sealEnvelope(await publicKeyOf(t.app), username)), data: long(70_000) },
        headers: { language: "en" },
      }),
    code: "validation_failed",
  },
  {
    name: "login: envelope with an extra field",
    send: async () =>
      t.app.inject({
        method: "POST",
        url: PATHS.login,
        payload: { ...(await sealEnvelope(await publicKeyOf(t.app), username)), extra: 1 },
        headers: { language: "en" },
      }),
    code: "validation_failed",
  },
  {
    name: "login: body over 1 MiB",
    send: plain("POST", PATHS.login, { data: long(1_100_000) }),
    code: "payload_too_large",
  },
  // Login: the sealed payload.
  { name: "login: no type", send: sealedLogin({ username: "demo01", password: "x" }), code: "validation_failed" },
  { name: "login: unknown type", send: sealedLogin({ ...username, type: "email" }), code: "validation_failed" },
  {
    name: "login: missing password",
    send: sealedLogin({ type: "username", username: "demo01" }),
    code: "validation_failed",
  },
  { name: "login: empty username", send: sealedLogin({ ...username, username: "" }), code: "validation_failed" },
  {
    name: "login: username of 65 characters",
    send: sealedLogin({ ...username, username: long(65) }),
    code: "validation_failed",
  },
  {
    name: "login: password of 129 characters",
    send: sealedLogin({ ...username, password: long(129) }),
    code: "validation_failed",
  },
  {
    name: "login: password as a number",
    send: sealedLogin({ ...username, password: 123456 }),
    code: "validation_failed",
  },
  {
    name: "login: username as an array",
    send: sealedLogin({ ...username, username: ["demo01"] }),
    code: "validation_failed",
  },
  { name: "login: unknown field", send: sealedLogin({ ...username, remember: true }), code: "validation_failed" },
  {
    name: "login: human verification oversized",
    send: sealedLogin({ ...username, humanVerification: long(5000) }),
    code: "validation_failed",
  },
  {
    name: "login: captcha oversized",
    send: sealedLogin({ ...username, captcha: long(17) }),
    code: "validation_failed",
  },
  { name: "login: payload is a string", send: sealedLogin("demo01:whatever"), code: "validation_failed" },
  {
    name: "login: sms code of 5 digits",
    send: sealedLogin({ ...sms, verificationCode: "12345" }),
    code: "validation_failed",
  },
  {
    name: "login: sms code with letters",
    send: sealedLogin({ ...sms, verificationCode: "12345a" }),
    code: "validation_failed",
  },
  {
    name: "login: sms dialling code without +",
    send: sealedLogin({ ...sms, countryDialingCode: "84" }),
    code: "validation_failed",
  },
  {
    name: "login: sms mobile with letters",
    send: sealedLogin({ ...sms, mobileNum: "91234567x" }),
    code: "validation_failed",
  },
  { name: "login: sms with a password field", send: sealedLogin({ ...sms, password: "x" }), code: "validation_failed" },
  {
    name: "login: username login without human verification",
    send: sealedLogin(username),
    code: "human_verification_required",
  },
  // Second verification.
  { name: "verify: no body", send: plain("POST", PATHS.secondVerification), code: "validation_failed" },
  {
    name: "verify: missing answer",
    send: plain("POST", PATHS.secondVerification, { ticket: "abc" }),
    code: "validation_failed",
  },
  {
    name: "verify: empty ticket",
    send: plain("POST", PATHS.secondVerification, { ticket: "", answer: "x" }),
    code: "validation_failed",
  },
  {
    name: "verify: ticket oversized",
    send: plain("POST", PATHS.secondVerification, { ticket: long(129), answer: "x" }),
    code: "validation_failed",
  },
  {
    name: "verify: answer oversized",
    send: plain("POST", PATHS.secondVerification, { ticket: "abc", answer: long(129) }),
    code: "validation_failed",
  },
  {
    name: "verify: answer as a number",
    send: plain("POST", PATHS.secondVerification, { ticket: "abc", answer: 123456 }),
    code: "validation_failed",
  },
  {
    name: "verify: unknown field",
    send: plain("POST", PATHS.secondVerification, { ticket: "abc", answer: "x", method: "SMS" }),
    code: "validation_failed",
  },
  {
    name: "verify: unknown ticket",
    send: plain("POST", PATHS.secondVerification, { ticket: "abc", answer: "x" }),
    code: "second_verification_expired",
  },
  {
    name: "verify send: missing ticket",
    send: plain("POST", PATHS.secondVerificationSend, {}),
    code: "validation_failed",
  },
  {
    name: "verify send: ticket as an object",
    send: plain("POST", PATHS.secondVerificationSend, { ticket: { a: 1 } }),
    code: "validation_failed",
  },
  {
    name: "verify send: unknown ticket",
    send: plain("POST", PATHS.secondVerificationSend, { ticket: "abc" }),
    code: "second_verification_expired",
  },
  // Free play.
  {
    name: "free play: no headers",
    send: plain("POST", PATHS.loginFreeplay, { ...freePlayBody, nonce: "A".repeat(32) }),
    code: "validation_failed",
  },
  {
    name: "free play: no body",
    send: async () =>
      plain("POST", PATHS.loginFreeplay, undefined, { ...freePlayHeaders, "x-encryption": encryption })(),
    code: "validation_failed",
  },
  {
    name: "free play: nonce too short",
    send: async () =>
      plain(
        "POST",
        PATHS.loginFreeplay,
        { ...freePlayBody, nonce: "abc" },
        { ...freePlayHeaders, "x-encryption": encryption },
      )(),
    code: "validation_failed",
  },
  {
    name: "free play: nonce with symbols",
    send: async () =>
      plain(
        "POST",
        PATHS.loginFreeplay,
        { ...freePlayBody, nonce: `${nonce.slice(0, 20)}-/` },
        { ...freePlayHeaders, "x-encryption": encryption },
      )(),
    code: "validation_failed",
  },
  {
    name: "free play: platform other than W",
    send: async () =>
      plain(
        "POST",
        PATHS.loginFreeplay,
        { ...freePlayBody, nonce, platform: "M" },
        { ...freePlayHeaders, "x-encryption": encryption },
      )(),
    code: "validation_failed",
  },
  {
    name: "free play: os oversized",
    send: async () =>
      plain(
        "POST",
        PATHS.loginFreeplay,
        { ...freePlayBody, nonce, os: long(33) },
        { ...freePlayHeaders, "x-encryption": encryption },
      )(),
    code: "validation_failed",
  },
  {
    name: "free play: unknown field",
    send: async () =>
      plain(
        "POST",
        PATHS.loginFreeplay,
        { ...freePlayBody, nonce, trial: true },
        { ...freePlayHeaders, "x-encryption": encryption },
      )(),
    code: "validation_failed",
  },
  {
    name: "free play: header oversized",
    send: async () =>
      plain(
        "POST",
        PATHS.loginFreeplay,
        { ...freePlayBody, nonce },
        { ...freePlayHeaders, "x-encryption": long(1025) },
      )(),
    code: "validation_failed",
  },
  {
    name: "free play: header not RSA",
    send: async () =>
      plain(
        "POST",
        PATHS.loginFreeplay,
        { ...freePlayBody, nonce },
        { ...freePlayHeaders, "x-encryption": "bm9wZQ==" },
      )(),
    code: "encryption_invalid",
  },
  {
    name: "free play: another gateway version",
    send: async () =>
      plain(
        "POST",
        PATHS.loginFreeplay,
        { ...freePlayBody, nonce },
        { "x-encryption": encryption, "x-gateway-version": "2" },
      )(),
    code: "encryption_invalid",
  },
  // Logout.
  { name: "logout: no token", send: plain("DELETE", PATHS.logout), code: "please_login_first" },
  {
    name: "logout: malformed token",
    send: plain("DELETE", PATHS.logout, undefined, { authorization: "Bearer x" }),
    code: "please_login_first",
  },
  {
    name: "logout: unknown token",
    send: plain("DELETE", PATHS.logout, undefined, { authorization: `Bearer ${"A".repeat(43)}` }),
    code: "session_expired",
  },
  { name: "logout: unknown query field", send: plain("DELETE", `${PATHS.logout}?all=1`), code: "validation_failed" },
];

describe("bad input on the session calls", () => {
  it.each(cases)("$name → $code", async ({ send, code }) => {
    expectError((await send()) as never, code, "en");
  });

  it("changed nothing in the database", async () => {
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("what a counted failure changes", () => {
  it("a wrong password changes only auth_event, auth_throttle and spent_token", async () => {
    const m = await buildMember(t.db);
    const humanVerification = await solveHuman(t.app);
    const start = await snapshotDatabase(t.db);
    const res = await loginRequest(t.app, { username: m.account, password: "wrong-password", humanVerification });
    expect(res.statusCode).toBe(401);
    const end = await snapshotDatabase(t.db);
    const changed = Object.keys(end).filter((table) => JSON.stringify(end[table]) !== JSON.stringify(start[table]));
    // auth_event: the failure is logged; auth_throttle: it is counted for the account and the IP;
    // spent_token: the human-verification solution is used up.
    expect(changed.sort()).toEqual(["auth_event", "auth_throttle", "spent_token"]);
  });
});
