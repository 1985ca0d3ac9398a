import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { PATHS, loginDoneSchema, type LoginSecondStep } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue } from "../http.ts";
import { newTotpSecret } from "../../src/modules/verification/index.ts";
import { loginRequest } from "../support/login.ts";
import { buildMember, type NewMember } from "../support/factories.ts";
import { codeIn, injectGetJson, lastOutboxId, waitForMessage } from "../support/outbox.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextIp = 10;
/** An IP the member has never logged in from. */
const newIp = () => `198.51.100.${nextIp++}`;
const setMethod = (method: string | null) => t.db.query("update brand set second_verification = $1", [method]);
beforeEach(() => setMethod("SMS"));

async function secondStep(input: NewMember, ip: string) {
  const m = await buildMember(t.db, input);
  const res = await loginRequest(t.app, { username: m.account, password: m.password }, {}, ip);
  return { m, step: okValue<LoginSecondStep>(res) };
}
const send = (ticket: string, ip: string) =>
  t.app.inject({ method: "POST", url: PATHS.secondVerificationSend, payload: { ticket }, remoteAddress: ip });
const answer = (ticket: string, value: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: PATHS.secondVerification,
    payload: { ticket, answer: value },
    remoteAddress: ip,
  });
const trusted = async (memberId: bigint) =>
  (
    await t.db.query<{ ip: string }>("select ip from member_trusted_ip where member_id = $1 order by ip", [memberId])
  ).rows.map((r) => r.ip);

describe("second verification from an IP not yet trusted", () => {
  it("SMS: sends a code to the bound mobile; the right code logs in and trusts the IP", async () => {
    const ip = newIp();
    const { m, step } = await secondStep({ mobile: { dialingCode: "+84", number: "912000111" } }, ip);
    expect(step).toEqual({
      step: "second_verification",
      ticket: expect.any(String),
      method: "SMS",
      target: "+84 ••••••111",
    });
    const after = await lastOutboxId(injectGetJson(t.app));
    expect(okValue(await send(step.ticket, ip))).toEqual({ expiredMinutes: 10 });
    const code = codeIn(await waitForMessage(injectGetJson(t.app), "+84912000111", { after }));
    const done = loginDoneSchema.parse(okValue(await answer(step.ticket, code, ip)));
    expect(done.member.account).toBe(m.account);
    expect(await trusted(m.id)).toContain(ip);
    // From now on this IP logs straight in.
    const again = await loginRequest(t.app, { username: m.account, password: m.password }, {}, ip);
    expect(okValue<{ step: string }>(again).step).toBe("done");
    // The ticket was used up.
    expectError(await answer(step.ticket, code, ip), "second_verification_expired");
  });

  it("EMAIL: sends a code to the bound e-mail", async () => {
    await setMethod("EMAIL");
    const ip = newIp();
    const { step } = await secondStep({ email: "second.step@example.test" }, ip);
    expect(step).toMatchObject({ method: "EMAIL", target: "s••••••••••@example.test" });
    okValue(await send(step.ticket, ip));
    const code = codeIn(await waitForMessage(injectGetJson(t.app), "second.step@example.test"));
    expect(okValue<{ step: string }>(await answer(step.ticket, code, ip)).step).toBe("done");
  });

  it("PAYEE_NAME: accepts the name whatever its case, spacing or Unicode composition", async () => {
    await setMethod("PAYEE_NAME");
    const ip = newIp();
    const { step } = await secondStep({ payeeName: "NGUYỄN VĂN AN" }, ip);
    expect(step).toMatchObject({ method: "PAYEE_NAME", target: "" });
    expectError(await answer(step.ticket, "NGUYEN VAN AN", ip), "second_verification_failed");
    const decomposed = "  nguyễn   văn an ".normalize("NFD");
    expect(okValue<{ step: string }>(await answer(step.ticket, decomposed, ip)).step).toBe("done");
  });

  it("TOTP: accepts the authenticator code once; the same code cannot log in again", async () => {
    await setMethod("TOTP");
    const secret = newTotpSecret();
    const ip = newIp();
    const { m, step } = await secondStep({ totpSecret: secret }, ip);
    expect(step).toMatchObject({ method: "TOTP", target: "" });
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect(okValue<{ step: string }>(await answer(step.ticket, code, ip)).step).toBe("done");

    const otherIp = newIp();
    const replay = okValue<LoginSecondStep>(
      await loginRequest(t.app, { username: m.account, password: m.password }, {}, otherIp),
    );
    expectError(await answer(replay.ticket, code, otherIp), "second_verification_failed");
  });

  it("falls back to what the member can answer (TOTP, SMS, e-mail, payee name) when the operator's method does not apply", async () => {
    await setMethod("TOTP");
    expect((await secondStep({ email: "fallback@example.test", payeeName: "LE THI B" }, newIp())).step.method).toBe(
      "EMAIL",
    );
    await setMethod("PAYEE_NAME");
    expect((await secondStep({ totpSecret: newTotpSecret() }, newIp())).step.method).toBe("TOTP");
    await setMethod("EMAIL");
    expect(
      (await secondStep({ mobile: { dialingCode: "+84", number: "912000222" }, payeeName: "X Y" }, newIp())).step
        .method,
    ).toBe("SMS");
  });

  it("lets a member who has bound nothing straight in, and trusts the IP", async () => {
    const ip = newIp();
    const m = await buildMember(t.db);
    const res = await loginRequest(t.app, { username: m.account, password: m.password }, {}, ip);
    expect(okValue<{ step: string }>(res).step).toBe("done");
    expect(await trusted(m.id)).toContain(ip);
  });

  it("asks nothing while the operator has it off", async () => {
    await setMethod(null);
    const m = await buildMember(t.db, { mobile: { dialingCode: "+84", number: "912000333" } });
    const res = await loginRequest(t.app, { username: m.account, password: m.password }, {}, newIp());
    expect(okValue<{ step: string }>(res).step).toBe("done");
  });

  it("burns the ticket after five wrong answers, and counts each as a failed login", async () => {
    await setMethod("PAYEE_NAME");
    const ip = newIp();
    const { m, step } = await secondStep({ payeeName: "TRAN VAN C" }, ip);
    for (let i = 0; i < 4; i++) expectError(await answer(step.ticket, `WRONG ${i}`, ip), "second_verification_failed");
    expectError(await answer(step.ticket, "WRONG 4", ip), "second_verification_expired");
    expectError(await answer(step.ticket, "TRAN VAN C", ip), "second_verification_expired");
    const counted = await t.db.query("select failures from auth_throttle where scope = 'account' and key = $1", [
      m.account,
    ]);
    expect(counted.rows).toEqual([{ failures: 5 }]);
    expect(await trusted(m.id)).not.toContain(ip);
  });

  it("refuses an expired ticket with 401 second_verification_expired", async () => {
    await setMethod("PAYEE_NAME");
    const ip = newIp();
    const { step } = await secondStep({ payeeName: "PHAM D" }, ip);
    await t.db.query(
      "update verification_code set expires_at = now() - interval '1 second' where flow = 'second_verification'",
    );
    expectError(await answer(step.ticket, "PHAM D", ip), "second_verification_expired");
    expectError(await send(step.ticket, ip), "second_verification_expired");
  });

  it("sends no code for a method that has none", async () => {
    await setMethod("PAYEE_NAME");
    const ip = newIp();
    const { step } = await secondStep({ payeeName: "VO E" }, ip);
    expectError(await send(step.ticket, ip), "validation_failed");
  });

  it("refuses a second code to the same member within a minute", async () => {
    const ip = newIp();
    const { step } = await secondStep({ mobile: { dialingCode: "+84", number: "912000444" } }, ip);
    okValue(await send(step.ticket, ip));
    expectError(await send(step.ticket, ip), "sms_too_frequent");
  });

  it("refuses the answer of an account disabled in the meantime", async () => {
    await setMethod("PAYEE_NAME");
    const ip = newIp();
    const { m, step } = await secondStep({ payeeName: "DO F" }, ip);
    await t.db.query("update member set status = 'disabled' where id = $1", [m.id]);
    expectError(await answer(step.ticket, "DO F", ip), "account_disabled");
  });
});
