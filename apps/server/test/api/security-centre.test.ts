import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { PATHS, REAUTH_MINUTES, type SecurityOverview } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, type Headers } from "../http.ts";
import { buildMember, loggedInMember, sessionFor, type BuiltMember, type NewMember } from "../support/factories.ts";
import { bearer, login } from "../support/login.ts";
import { injectGetJson, lastOutboxId, waitForCode } from "../support/outbox.ts";
import { parseArgon2Hash, verifyPassword } from "../../src/modules/account/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Member = BuiltMember & { token: string; headers: Headers; sessionId: string };

const newSession = (m: BuiltMember) => sessionFor(t.db, m.id, { userAgent: "vitest" });

/** A member with a live session (created directly: these tests are about the security centre, not the login). */
const member = (input: NewMember = {}): Promise<Member> => loggedInMember(t.db, input);

function call(m: { headers: Headers } | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: m?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function reauth(m: Member): Promise<string> {
  return okValue<{ reauthTicket: string }>(await call(m, "POST", PATHS.securityReauth, { password: m.password }))
    .reauthTicket;
}

const overview = async (m: Member) => okValue<SecurityOverview>(await call(m, "GET", PATHS.security));
const column = async <T>(m: { id: bigint }, name: string): Promise<T> =>
  (await t.db.query(`select ${name} as v from member where id = $1`, [m.id])).rows[0]!.v as T;
const events = async (m: { id: bigint }) =>
  (
    await t.db.query<{ event: string; outcome: string }>(
      "select event, outcome from auth_event where member_id = $1 order by id",
      [m.id],
    )
  ).rows.map((r) => `${r.event}:${r.outcome}`);
const outbox = injectGetJson;

let mobileSeq = 100;
const freshMobile = () => `9${String(Date.now() % 1_000_000).padStart(6, "0")}${String(mobileSeq++).slice(-2)}`;

describe("who may use the security centre", () => {
  it("answers 401 please_login_first without a token", async () => {
    expectError(await call(null, "GET", PATHS.security), "please_login_first");
  });

  it("refuses a trial account with need_real_account", async () => {
    const trial = await member({ isAgent: 4 });
    expectError(await call(trial, "GET", PATHS.security), "need_real_account");
  });

  it("refuses a session that must change its password first", async () => {
    const weak = await member({ mustChangePassword: true });
    expectError(
      await call(weak, "POST", PATHS.securityReauth, { password: weak.password }),
      "password_change_required",
    );
  });

  it("refuses a revoked session with session_expired", async () => {
    const m = await member();
    await t.db.query("update member_session set revoked_at = now() where id = $1", [m.sessionId]);
    expectError(await call(m, "GET", PATHS.security), "session_expired");
  });
});

describe("GET /wps/member/security", () => {
  it("masks the bound mobile and e-mail and shows the brand's second verification method", async () => {
    const m = await member({
      mobile: { dialingCode: "+84", number: "912345789" },
      email: "demo.player@lotus.local",
      payeeName: "Nguyen Van A",
    });
    await t.db.query("update brand set second_verification = 'TOTP' where id = 1");
    const value = await overview(m);
    expect(value).toMatchObject({
      account: m.account,
      mobile: "+84 •••• •• 789",
      email: "de••••@lotus.local",
      payeeName: "Nguyen Van A",
      birthday: "",
      totpEnabled: false,
      paymentPasswordSet: false,
      secondVerificationMethod: "TOTP",
    });
    expect(JSON.stringify(value)).not.toContain("912345789");
    expect(JSON.stringify(value)).not.toContain("demo.player");
    expect(value.passwordChangedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("shows empty bindings for a member without them", async () => {
    const value = await overview(await member());
    expect(value).toMatchObject({ mobile: "", email: "", payeeName: "", lastLoginAt: null, lastLoginIp: null });
  });

  it("shows the previous login, not the current one, as the last login", async () => {
    const m = await buildMember(t.db);
    await login(t.app, m.account, m.password);
    const second = await login(t.app, m.account, m.password);
    const { rows } = await t.db.query<{ previous_login_at: Date; last_login_at: Date }>(
      "select previous_login_at, last_login_at from member where id = $1",
      [m.id],
    );
    const value = okValue<SecurityOverview>(await call({ headers: bearer(second.token) }, "GET", PATHS.security));
    expect(value.lastLoginAt).toBe(rows[0]!.previous_login_at.toISOString());
    expect(value.lastLoginAt).not.toBe(rows[0]!.last_login_at.toISOString());
    expect(value.lastLoginIp).toBe("127.0.0.1");
  });
});

describe("PUT /wps/member/security/profile", () => {
  it("changes the nickname", async () => {
    const m = await member();
    okValue(await call(m, "PUT", PATHS.securityProfile, { nickname: "  Lucky Koi  " }));
    expect((await overview(m)).nickname).toBe("Lucky Koi");
  });

  it("sets the birthday once and refuses another one afterwards", async () => {
    const m = await member();
    okValue(await call(m, "PUT", PATHS.securityProfile, { birthday: "1990-05-17" }));
    expect((await overview(m)).birthday).toBe("1990-05-17");
    okValue(await call(m, "PUT", PATHS.securityProfile, { birthday: "1990-05-17" }));
    expectError(await call(m, "PUT", PATHS.securityProfile, { birthday: "1991-01-01" }), "birthday_locked");
    expect(await column<string>(m, "to_char(birthday, 'YYYY-MM-DD')")).toBe("1990-05-17");
  });

  it("refuses a birthday under the brand's minimum age, with that age in the message", async () => {
    const m = await member();
    await t.db.query("update brand set minimum_age = 21 where id = 1");
    try {
      const year = new Date().getUTCFullYear() - 20;
      const res = await call(m, "PUT", PATHS.securityProfile, { birthday: `${year}-01-01` });
      expectError(res, "age_not_confirmed");
      expect(res.json<{ message: string }>().message).toContain("21");
      expect(await column(m, "birthday")).toBeNull();
    } finally {
      await t.db.query("update brand set minimum_age = 18 where id = 1");
    }
  });

  it.each(["2001-02-30", "2001-13-01", "2999-01-01"])(
    "refuses the impossible or future birthday %s",
    async (birthday) => {
      const m = await member();
      expectError(await call(m, "PUT", PATHS.securityProfile, { birthday }), "invalid_field");
      expect(await column(m, "birthday")).toBeNull();
    },
  );

  it("refuses a request that changes nothing", async () => {
    expectError(await call(await member(), "PUT", PATHS.securityProfile, {}), "validation_failed");
  });
});

describe("POST /wps/member/security/reauth", () => {
  it("trades the right password for a ticket bound to the member and this session", async () => {
    const m = await member();
    const res = okValue<{ reauthTicket: string; expiresInSeconds: number }>(
      await call(m, "POST", PATHS.securityReauth, { password: m.password }),
    );
    expect(res.reauthTicket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.expiresInSeconds).toBe(REAUTH_MINUTES * 60);
    expect(await events(m)).toContain("reauth:success");
  });

  it("answers a wrong password with old_password_wrong and records the failure", async () => {
    const m = await member();
    expectError(await call(m, "POST", PATHS.securityReauth, { password: "not-the-password" }), "old_password_wrong");
    expect(await events(m)).toContain("reauth:failure");
  });

  it("stops guessing after five wrong passwords, even parallel ones, and then refuses the right one too", async () => {
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(m, "POST", PATHS.securityReauth, { password: `wrong-${i}` })),
    );
    const codes = answers.map((r) => r.json<{ code: string }>().code);
    expect(codes.filter((c) => c === "old_password_wrong")).toHaveLength(5);
    expect(codes.filter((c) => c === "too_many_attempts")).toHaveLength(7);
    expectError(await call(m, "POST", PATHS.securityReauth, { password: m.password }), "too_many_attempts");
  });

  it("gives a right password its attempt back", async () => {
    const m = await member();
    for (let i = 0; i < 8; i += 1) await reauth(m);
  });
});

describe("binding a mobile number", () => {
  it("sends a code to the new number and binds it with that code; the ticket is then used up", async () => {
    const m = await member();
    const mobileNum = freshMobile();
    const ticket = await reauth(m);
    const after = await lastOutboxId(outbox(t.app));
    const sent = okValue<{ expiredMinutes: number }>(
      await call(m, "POST", PATHS.securityMobileCode, { reauthTicket: ticket, mobileNum, countryDialingCode: "+84" }),
    );
    expect(sent.expiredMinutes).toBeGreaterThan(0);
    const code = await waitForCode(outbox(t.app), `+84${mobileNum}`, { after });
    expectError(
      await call(m, "PUT", PATHS.securityMobile, {
        reauthTicket: ticket,
        mobileNum,
        countryDialingCode: "+84",
        verificationCode: code === "000000" ? "111111" : "000000",
      }),
      "verification_code_invalid",
    );
    expect(await column(m, "mobile_num")).toBeNull();
    const body = { reauthTicket: ticket, mobileNum, countryDialingCode: "+84", verificationCode: code };
    okValue(await call(m, "PUT", PATHS.securityMobile, body));
    expect(await column(m, "mobile_num")).toBe(mobileNum);
    expect((await overview(m)).mobile).toBe(`+84 •••• •• ${mobileNum.slice(-3)}`);
    expectError(await call(m, "PUT", PATHS.securityMobile, body), "reauth_required");
    expect(await events(m)).toEqual(
      expect.arrayContaining(["code_sent:success", "bind_mobile:failure", "bind_mobile:success"]),
    );
  });

  it("asks for a re-authentication first", async () => {
    const m = await member();
    const res = await call(m, "POST", PATHS.securityMobileCode, {
      reauthTicket: "x".repeat(43),
      mobileNum: freshMobile(),
      countryDialingCode: "+84",
    });
    expectError(res, "reauth_required");
  });

  it("does not accept another session's or another member's re-authentication", async () => {
    const m = await member();
    const ticket = await reauth(m);
    const otherSession = { ...m, ...(await newSession(m)) };
    otherSession.headers = bearer(otherSession.token);
    const other = await member();
    for (const who of [otherSession, other]) {
      expectError(
        await call(who, "POST", PATHS.securityMobileCode, {
          reauthTicket: ticket,
          mobileNum: freshMobile(),
          countryDialingCode: "+84",
        }),
        "reauth_required",
      );
    }
  });

  it("refuses an expired re-authentication", async () => {
    const m = await member();
    const ticket = await reauth(m);
    await t.db.query(
      "update verification_code set expires_at = now() - interval '1 second' where flow = 'reauth' and member_id = $1",
      [m.id],
    );
    expectError(
      await call(m, "POST", PATHS.securityMobileCode, {
        reauthTicket: ticket,
        mobileNum: freshMobile(),
        countryDialingCode: "+84",
      }),
      "reauth_required",
    );
  });

  it("refuses a number another member has with mobile_taken and sends nothing", async () => {
    const taken = freshMobile();
    await buildMember(t.db, { mobile: { dialingCode: "+84", number: taken } });
    const m = await member();
    const ticket = await reauth(m);
    const after = await lastOutboxId(outbox(t.app));
    expectError(
      await call(m, "POST", PATHS.securityMobileCode, {
        reauthTicket: ticket,
        mobileNum: taken,
        countryDialingCode: "+84",
      }),
      "mobile_taken",
    );
    expect(await lastOutboxId(outbox(t.app))).toBe(after);
  });

  it("refuses a number with the wrong digit count for its country", async () => {
    const m = await member();
    const ticket = await reauth(m);
    expectError(
      await call(m, "POST", PATHS.securityMobileCode, {
        reauthTicket: ticket,
        mobileNum: "91234",
        countryDialingCode: "+84",
      }),
      "invalid_mobile",
    );
  });

  it("burns the code at the fifth wrong try", async () => {
    const m = await member();
    const ticket = await reauth(m);
    const mobileNum = freshMobile();
    const after = await lastOutboxId(outbox(t.app));
    okValue(
      await call(m, "POST", PATHS.securityMobileCode, { reauthTicket: ticket, mobileNum, countryDialingCode: "+84" }),
    );
    const code = await waitForCode(outbox(t.app), `+84${mobileNum}`, { after });
    const wrong = code === "000000" ? "111111" : "000000";
    const body = (verificationCode: string) => ({
      reauthTicket: ticket,
      mobileNum,
      countryDialingCode: "+84",
      verificationCode,
    });
    for (let i = 0; i < 4; i += 1) {
      expectError(await call(m, "PUT", PATHS.securityMobile, body(wrong)), "verification_code_invalid");
    }
    expectError(await call(m, "PUT", PATHS.securityMobile, body(wrong)), "verification_code_exhausted");
    expectError(await call(m, "PUT", PATHS.securityMobile, body(code)), "verification_code_invalid");
    expect(await column(m, "mobile_num")).toBeNull();
  });

  it("does not accept a code sent for a different number", async () => {
    const m = await member();
    const ticket = await reauth(m);
    const first = freshMobile();
    const after = await lastOutboxId(outbox(t.app));
    okValue(
      await call(m, "POST", PATHS.securityMobileCode, {
        reauthTicket: ticket,
        mobileNum: first,
        countryDialingCode: "+84",
      }),
    );
    const code = await waitForCode(outbox(t.app), `+84${first}`, { after });
    expectError(
      await call(m, "PUT", PATHS.securityMobile, {
        reauthTicket: ticket,
        mobileNum: freshMobile(),
        countryDialingCode: "+84",
        verificationCode: code,
      }),
      "verification_code_invalid",
    );
  });
});

describe("binding an e-mail address", () => {
  it("sends a code to the new address and binds it with that code", async () => {
    const m = await member({ email: "old.address@example.test" });
    const email = `new.${m.account}@example.test`;
    const ticket = await reauth(m);
    const after = await lastOutboxId(outbox(t.app));
    okValue(await call(m, "POST", PATHS.securityEmailCode, { reauthTicket: ticket, email }));
    const code = await waitForCode(outbox(t.app), email, { after });
    okValue(await call(m, "PUT", PATHS.securityEmail, { reauthTicket: ticket, email, verificationCode: code }));
    expect(await column(m, "email")).toBe(email);
    expect(await events(m)).toContain("bind_email:success");
  });

  it("refuses an address another member has, whatever its case, with email_taken", async () => {
    const owner = await buildMember(t.db, { email: "taken.address@example.test" });
    const m = await member();
    const ticket = await reauth(m);
    expectError(
      await call(m, "POST", PATHS.securityEmailCode, { reauthTicket: ticket, email: "Taken.Address@Example.test" }),
      "email_taken",
    );
    expect(await column(owner, "email")).toBe("taken.address@example.test");
  });

  it("refuses an address that breaks the e-mail rule", async () => {
    const m = await member();
    const ticket = await reauth(m);
    expectError(
      await call(m, "POST", PATHS.securityEmailCode, { reauthTicket: ticket, email: "not an address" }),
      "invalid_email",
    );
  });
});

describe("PUT /wps/member/security/payeeName", () => {
  it("sets the payee name once, then locks it", async () => {
    const m = await member();
    okValue(await call(m, "PUT", PATHS.securityPayeeName, { payeeName: " Tran Thi Binh " }));
    expect(await column(m, "payee_name")).toBe("Tran Thi Binh");
    expectError(await call(m, "PUT", PATHS.securityPayeeName, { payeeName: "Someone Else" }), "payee_name_locked");
    expect(await column(m, "payee_name")).toBe("Tran Thi Binh");
    expect(await events(m)).toContain("payee_name:success");
  });

  it("accepts a Vietnamese name with its diacritics, stored in NFC", async () => {
    const m = await member();
    okValue(await call(m, "PUT", PATHS.securityPayeeName, { payeeName: "Nguye\u0302\u0303n Va\u0306n Anh" }));
    expect(await column(m, "payee_name")).toBe("Nguyễn Văn Anh");
  });

  it.each(["Binh", "Tran 3 Binh", "   "])(
    "refuses %j, which breaks the payee-name rule (full name)",
    async (payeeName) => {
      const m = await member();
      expectError(await call(m, "PUT", PATHS.securityPayeeName, { payeeName }), "invalid_payee_name");
      expect(await column(m, "payee_name")).toBe("");
    },
  );
});

describe("authenticator (TOTP) enrolment", () => {
  const codeAt = (secret: string, offsetSeconds = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
      timestamp: Date.now() + offsetSeconds * 1000,
    });

  it("sets up with a re-authentication, enables with a code, refuses that code again, disables with a later one", async () => {
    const m = await member();
    const setup = okValue<{ secret: string; otpauthUrl: string; qrCode: string }>(
      await call(m, "POST", PATHS.securityTotpSetup, { reauthTicket: await reauth(m) }),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.*${m.account}.*secret=${setup.secret}`));
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");
    expect(await column(m, "totp_enabled")).toBe(false);

    expectError(await call(m, "PUT", PATHS.securityTotp, { code: codeAt(setup.secret, -300) }), "totp_invalid");
    const code = codeAt(setup.secret);
    okValue(await call(m, "PUT", PATHS.securityTotp, { code }));
    expect((await overview(m)).totpEnabled).toBe(true);

    expectError(await call(m, "DELETE", PATHS.securityTotp, { code }), "totp_invalid");
    expect(await column(m, "totp_enabled")).toBe(true);
    okValue(await call(m, "DELETE", PATHS.securityTotp, { code: codeAt(setup.secret, 30) }));
    expect(await column(m, "totp_enabled")).toBe(false);
    expect(await column(m, "totp_secret")).toBeNull();
    expect(await events(m)).toEqual(
      expect.arrayContaining([
        "totp_enabled:failure",
        "totp_enabled:success",
        "totp_disabled:failure",
        "totp_disabled:success",
      ]),
    );
  });

  it("does not start a new enrolment while an authenticator is enabled", async () => {
    const m = await member({ totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" });
    expectError(
      await call(m, "POST", PATHS.securityTotpSetup, { reauthTicket: await reauth(m) }),
      "totp_already_enabled",
    );
    expect(await column(m, "totp_secret")).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });

  it("asks for a re-authentication before showing a secret", async () => {
    const m = await member();
    expectError(await call(m, "POST", PATHS.securityTotpSetup, { reauthTicket: "y".repeat(43) }), "reauth_required");
    expect(await column(m, "totp_secret")).toBeNull();
  });

  it("answers totp_not_enrolled when there is nothing to confirm or disable", async () => {
    const m = await member();
    expectError(await call(m, "PUT", PATHS.securityTotp, { code: "123456" }), "totp_not_enrolled");
    expectError(await call(m, "DELETE", PATHS.securityTotp, { code: "123456" }), "totp_not_enrolled");
  });

  it("stops accepting guesses after five wrong codes", async () => {
    const m = await member({ totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" });
    const right = codeAt("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    const wrong = right === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i += 1)
      expectError(await call(m, "DELETE", PATHS.securityTotp, { code: wrong }), "totp_invalid");
    expectError(await call(m, "DELETE", PATHS.securityTotp, { code: right }), "too_many_attempts");
    expect(await column(m, "totp_enabled")).toBe(true);
  });
});

describe("PUT /wps/member/security/paymentPassword", () => {
  it("stores the payment password as an argon2id hash", async () => {
    const m = await member();
    okValue(
      await call(m, "PUT", PATHS.securityPaymentPassword, {
        reauthTicket: await reauth(m),
        paymentPassword: "275319",
        confirmPaymentPassword: "275319",
      }),
    );
    const hash = await column<string>(m, "payment_password_hash");
    expect(parseArgon2Hash(hash)).toMatchObject({ algorithm: "argon2id" });
    expect(await verifyPassword(hash, "275319")).toBe(true);
    expect((await overview(m)).paymentPasswordSet).toBe(true);
    expect(await events(m)).toContain("payment_password:success");
  });

  it("refuses two different entries with password_mismatch", async () => {
    const m = await member();
    const res = await call(m, "PUT", PATHS.securityPaymentPassword, {
      reauthTicket: await reauth(m),
      paymentPassword: "275319",
      confirmPaymentPassword: "275318",
    });
    expectError(res, "password_mismatch");
    expect(await column(m, "payment_password_hash")).toBeNull();
  });

  it.each(["000000", "999999", "123456", "654321", "012345"])("refuses the guessable %s", async (digits) => {
    const m = await member();
    const res = await call(m, "PUT", PATHS.securityPaymentPassword, {
      reauthTicket: await reauth(m),
      paymentPassword: digits,
      confirmPaymentPassword: digits,
    });
    expectError(res, "invalid_field");
    expect(await column(m, "payment_password_hash")).toBeNull();
  });

  it("asks for a re-authentication", async () => {
    const m = await member();
    const res = await call(m, "PUT", PATHS.securityPaymentPassword, {
      reauthTicket: "z".repeat(43),
      paymentPassword: "275319",
      confirmPaymentPassword: "275319",
    });
    expectError(res, "reauth_required");
  });
});

describe("GET /wps/member/security/logins", () => {
  it("lists the member's own login events, newest first, page by page", async () => {
    const m = await buildMember(t.db);
    const other = await buildMember(t.db);
    await login(t.app, other.account, other.password);
    const done = [];
    for (let i = 0; i < 3; i += 1) done.push(await login(t.app, m.account, m.password));
    const headers = bearer(done.at(-1)!.token);
    const page1 = okValue<{ total: number; list: { at: string; method: string; outcome: string; ip: string }[] }>(
      await call({ headers }, "GET", `${PATHS.securityLogins}?page=1&size=2`),
    );
    expect(page1.total).toBe(3);
    expect(page1.list).toHaveLength(2);
    expect(page1.list[0]).toMatchObject({ method: "username", outcome: "success", ip: "127.0.0.1" });
    expect(page1.list[0]!.at >= page1.list[1]!.at).toBe(true);
    const page2 = okValue<{ total: number; list: unknown[] }>(
      await call({ headers }, "GET", `${PATHS.securityLogins}?page=2&size=2`),
    );
    expect(page2.list).toHaveLength(1);
  });
});

describe("sessions", () => {
  it("lists the live sessions and marks this one", async () => {
    const m = await member();
    const second = await newSession(m);
    const list = okValue<{ id: string; current: boolean }[]>(await call(m, "GET", PATHS.securitySessions));
    expect(list.map((s) => s.id).sort()).toEqual([m.sessionId, second.sessionId].sort());
    expect(list.find((s) => s.current)?.id).toBe(m.sessionId);
  });

  it("revokes another of the member's sessions, whose token then stops working", async () => {
    const m = await member();
    const second = await newSession(m);
    okValue(await call(m, "DELETE", `${PATHS.securitySessions}/${second.sessionId}`));
    expectError(await call({ headers: bearer(second.token) }, "GET", PATHS.security), "session_expired");
    okValue(await call(m, "GET", PATHS.security));
    expect(await events(m)).toContain("session_revoked:success");
  });

  it("answers 404 not_found for another member's session and leaves it alive", async () => {
    const m = await member();
    const victim = await member();
    expectError(await call(m, "DELETE", `${PATHS.securitySessions}/${victim.sessionId}`), "not_found");
    okValue(await call(victim, "GET", PATHS.security));
  });

  it("revoking the current session logs it out", async () => {
    const m = await member();
    okValue(await call(m, "DELETE", `${PATHS.securitySessions}/${m.sessionId}`));
    expectError(await call(m, "GET", PATHS.security), "session_expired");
  });
});
