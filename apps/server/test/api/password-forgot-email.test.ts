import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, sealEnvelope } from "@lotus/contracts";
import { FORGOT_PER_ACCOUNT, FORGOT_PER_IP, RESET_LINK_MINUTES } from "../../src/modules/account/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, snapshotDatabase } from "../http.ts";
import { bearer, login, loginRequest, publicKeyOf } from "../support/login.ts";
import { buildMember } from "../support/factories.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";

const PUBLIC_URL = "https://play.lotus.example";

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    env: { MAIL_TRANSPORT: "smtp", SMTP_URL: smtp.url, MAIL_FROM: "Lotus <no-reply@lotus.example>", PUBLIC_URL },
  });
  await publicKeyOf(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (body: Record<string, string>, options: { form?: boolean; language?: string; ip?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: PATHS.forgotPasswordEmail,
    remoteAddress: options.ip,
    headers: {
      language: options.language ?? "vi",
      "content-type": options.form ? "application/x-www-form-urlencoded" : "application/json",
    },
    payload: options.form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });

const reset = async (body: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: PATHS.resetPasswordEmail,
    headers: { language: "en" },
    payload: await sealEnvelope(await publicKeyOf(t.app), body),
  });

const linkToken = (text: string) => {
  const match = /https:\/\/play\.lotus\.example\/\?resetToken=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in ${text}`);
  return match[1]!;
};

/** The forgot call sends after it answers; give a mail that is not coming a moment to not arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe("forgot password by e-mail", () => {
  it("mails a reset link through SMTP in the caller's language; the link sets a new password once and ends every session", async () => {
    const member = await buildMember(t.db, { email: "Minh.Anh@Example.vn" });
    const session = await login(t.app, member.account, member.password);

    const res = await forgot(
      { username: member.account.toUpperCase(), email: "minh.anh@example.VN" },
      { form: true, language: "en" },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: "in_been_out",
      message: "A password-reset message has been sent. Please check your mailbox.",
      value: null,
    });

    const mail = await smtp.waitForMail({ to: "Minh.Anh@Example.vn" });
    expect(mail.from).toBe("no-reply@lotus.example");
    expect(mail.subject).toBe("[Lotus] Reset your password");
    expect(mail.text).toContain(`Hello ${member.account},`);
    expect(mail.text).toContain(`valid for ${RESET_LINK_MINUTES} minutes`);
    const token = linkToken(mail.text);

    expectError(
      await reset({ token, newPassword: "NewPassword2026", confirmNewPassword: "NewPassword2027" }),
      "password_mismatch",
      "en",
    );
    const done = await reset({ token, newPassword: "NewPassword2026", confirmNewPassword: "NewPassword2026" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      code: "ok",
      message: "Your password has been reset. Please log in again.",
      value: null,
    });
    expectError(await get(t.app, PATHS.memberInfo, bearer(session.token)), "session_expired");
    expect((await loginRequest(t.app, { username: member.account, password: member.password })).statusCode).toBe(401);
    expect((await login(t.app, member.account, "NewPassword2026")).step).toBe("done");

    expectError(
      await reset({ token, newPassword: "OtherPassword2026", confirmNewPassword: "OtherPassword2026" }),
      "reset_link_invalid",
      "en",
    );
    const events = await t.db.query(
      "select event, outcome from auth_event where member_id = $1 and event in ('password_reset', 'code_sent') order by id",
      [member.id],
    );
    expect(events.rows).toEqual([
      { event: "code_sent", outcome: "success" },
      { event: "password_reset", outcome: "success" },
    ]);
  });

  it("answers the same for an unknown account, a wrong e-mail and a disabled account, and mails nobody", async () => {
    const member = await buildMember(t.db, { email: "right@example.vn" });
    const disabled = await buildMember(t.db, { email: "off@example.vn", status: "disabled" });
    const before = smtp.messages.length;
    const answers = [
      await forgot({ username: "nobody-here", email: "right@example.vn" }),
      await forgot({ username: member.account, email: "wrong@example.vn" }),
      await forgot({ username: disabled.account, email: "off@example.vn" }),
    ];
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.json()).toEqual(answers[0]!.json());
    }
    expect(answers[0]!.json()).toMatchObject({ success: true, code: "in_been_out" });
    await settle();
    expect(smtp.messages.length).toBe(before);
  });

  it("a newer link replaces older ones, and an expired link is refused", async () => {
    const member = await buildMember(t.db, { email: "twice@example.vn" });
    await forgot({ username: member.account, email: "twice@example.vn" });
    const first = linkToken((await smtp.waitForMail({ to: "twice@example.vn" })).text);
    const count = smtp.messages.length;
    await forgot({ username: member.account, email: "twice@example.vn" });
    for (let i = 0; i < 50 && smtp.messages.length === count; i++) await settle();
    const second = linkToken(smtp.messages.at(-1)!.text);
    expect(second).not.toBe(first);
    expectError(
      await reset({ token: first, newPassword: "NewPassword2026", confirmNewPassword: "NewPassword2026" }),
      "reset_link_invalid",
      "en",
    );

    await t.db.query(
      "update verification_code set expires_at = now() - interval '1 second' where member_id = $1 and flow = 'reset_password_email'",
      [member.id],
    );
    expectError(
      await reset({ token: second, newPassword: "NewPassword2026", confirmNewPassword: "NewPassword2026" }),
      "reset_link_invalid",
      "en",
    );
  });

  it("refuses a made-up link and a weak new password without touching the database", async () => {
    const before = await snapshotDatabase(t.db);
    expectError(
      await reset({ token: "x".repeat(43), newPassword: "NewPassword2026", confirmNewPassword: "NewPassword2026" }),
      "reset_link_invalid",
      "en",
    );
    const afterInvalid = await snapshotDatabase(t.db);
    // Only the audit log records the refused link.
    expect({ ...afterInvalid, auth_event: null }).toEqual({ ...before, auth_event: null });
    expectError(
      await reset({ token: "x".repeat(43), newPassword: "1234567", confirmNewPassword: "1234567" }),
      "invalid_password",
      "en",
    );
    expect(await snapshotDatabase(t.db)).toEqual(afterInvalid);
  });

  it("limits requests per account name and per IP (too_many_requests)", async () => {
    const member = await buildMember(t.db, { email: "limit@example.vn" });
    for (let i = 0; i < FORGOT_PER_ACCOUNT.limit; i++) {
      expect(
        (await forgot({ username: member.account, email: "nope@example.vn" }, { ip: `10.1.0.${i + 1}` })).statusCode,
      ).toBe(200);
    }
    expectError(
      await forgot({ username: member.account, email: "limit@example.vn" }, { ip: "10.1.1.1" }),
      "too_many_requests",
    );

    for (let i = 0; i < FORGOT_PER_IP.limit; i++) {
      expect((await forgot({ username: `someone${i}`, email: "x@example.vn" }, { ip: "10.2.0.1" })).statusCode).toBe(
        200,
      );
    }
    expectError(
      await forgot({ username: "someone-else", email: "x@example.vn" }, { ip: "10.2.0.1" }),
      "too_many_requests",
    );
  });
});
