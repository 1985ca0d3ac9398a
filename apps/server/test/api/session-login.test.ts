import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { createChallenge, solveChallenge } from "altcha-lib/v1";
import { PATHS, loginDoneSchema, type CaptchaValue, type HumanChallenge } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import { issueCode, storeCaptchaAnswer } from "../../src/modules/verification/index.ts";
import {
  altchaPayload,
  bearer,
  fetchHumanChallenge,
  login,
  loginRequest,
  postSealed,
  solveHuman,
} from "../support/login.ts";
import { buildMember } from "../support/factories.ts";
import { codeIn, injectGetJson, waitForMessage } from "../support/outbox.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type LoginFailureBody = { success: false; code: string; message: string; value: { captcha: boolean } | null };
const failure = (res: { json: <T>() => T }) => res.json<LoginFailureBody>();
let nextIp = 10;
/** A peer address of its own, so that one test's failures do not bring the captcha to another. */
const freshIp = () => `192.0.2.${nextIp++}`;

describe("public key and challenges", () => {
  it("serves the RSA-OAEP-256 public key of the sealed envelope", async () => {
    const key = okValue<{ keyId: string; algorithm: string; spki: string }>(await get(t.app, PATHS.publicKey));
    expect(key.algorithm).toBe("RSA-OAEP-256");
    expect(Buffer.from(key.spki, "base64").length).toBeGreaterThan(250);
  });

  it("serves ALTCHA challenges that expire in 5 minutes and are all different", async () => {
    const a = await fetchHumanChallenge(t.app);
    const b = await fetchHumanChallenge(t.app);
    expect(a).toMatchObject({ provider: "altcha", algorithm: "SHA-256", maxnumber: 50_000 });
    expect(a.challenge).not.toBe(b.challenge);
    const expires = Number(new URLSearchParams(a.salt.split("?")[1]).get("expires"));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });
});

describe("username login", () => {
  it("logs a member in with a session token, login flags and member info", async () => {
    const m = await buildMember(t.db, { account: "alice01" });
    const done = await login(t.app, "alice01", m.password);
    expect(loginDoneSchema.parse(done)).toEqual(done);
    expect(done.firstTimeLogin).toBe(true);
    expect(done.mustChangePassword).toBe(false);
    expect(done.passwordExpired).toBe(false);
    expect(done.member).toMatchObject({
      id: String(m.id),
      account: "alice01",
      isAgent: 0,
      type: 0,
      toUpline: false,
      merchant: "lotusvn",
      avatarType: "STATIC",
      lastLoginAt: null,
      lastLoginIp: null,
    });
    expect(done.member.memberLabel[0]?.labelName).toBeTruthy();
  });

  it("ignores the case and surrounding spaces of the account name, and shows the previous login", async () => {
    const m = await buildMember(t.db, { account: "bob0001" });
    const first = await login(t.app, "bob0001", m.password);
    const again = await login(t.app, "  BOB0001 ", m.password);
    expect(again.firstTimeLogin).toBe(false);
    expect(again.token).not.toBe(first.token);
    expect(again.member.lastLoginIp).toBe("127.0.0.1");
    expect(Date.parse(again.member.lastLoginAt!)).toBeLessThanOrEqual(Date.now());
    const info = okValue<{ account: string; lastLoginIp: string }>(
      await t.app.inject({ method: "GET", url: PATHS.memberInfo, headers: bearer(again.token) }),
    );
    expect(info).toMatchObject({ account: "bob0001", lastLoginIp: "127.0.0.1" });
  });

  it("accepts a solution found by altcha-lib's own solver", async () => {
    const m = await buildMember(t.db);
    const challenge = await fetchHumanChallenge(t.app);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    const res = await loginRequest(t.app, {
      username: m.account,
      password: m.password,
      humanVerification: altchaPayload(challenge, solution!.number),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a login without a human-verification solution", async () => {
    const m = await buildMember(t.db);
    const res = await loginRequest(t.app, { username: m.account, password: m.password, humanVerification: false });
    expectError(res, "human_verification_required");
  });

  it("refuses a wrong, forged, expired or reused human-verification solution", async () => {
    const m = await buildMember(t.db);
    const challenge = await fetchHumanChallenge(t.app);
    const wrongNumber = altchaPayload(challenge, challenge.maxnumber + 1);
    const forged: HumanChallenge = { ...challenge, signature: "0".repeat(64) };
    const key = (await t.db.query<{ value: string }>("select value from server_secret where name = 'altcha_hmac_key'"))
      .rows[0]!.value;
    const old = await createChallenge({ hmacKey: key, maxnumber: 10, number: 3, expires: new Date(Date.now() - 1000) });
    const expired = altchaPayload({ ...challenge, ...old, maxnumber: 10 }, 3);
    for (const humanVerification of [wrongNumber, altchaPayload(forged, 0), expired, "bm90IGpzb24=", "%%%"]) {
      const res = await loginRequest(t.app, { username: m.account, password: m.password, humanVerification });
      expectError(res, "human_verification_required");
    }
  });

  it("accepts a human-verification solution once only, however it is re-encoded", async () => {
    const m = await buildMember(t.db);
    const challenge = await fetchHumanChallenge(t.app);
    let number = 0;
    while (
      createHash("sha256")
        .update(challenge.salt + number)
        .digest("hex") !== challenge.challenge
    )
      number++;
    const solution = altchaPayload(challenge, number);
    const first = await loginRequest(t.app, { username: m.account, password: m.password, humanVerification: solution });
    expect(first.statusCode, first.body).toBe(200);
    expectError(
      await loginRequest(t.app, { username: m.account, password: m.password, humanVerification: solution }),
      "human_verification_required",
    );
    const reordered = Buffer.from(
      JSON.stringify({
        signature: challenge.signature,
        salt: challenge.salt,
        number,
        challenge: challenge.challenge,
        algorithm: "SHA-256",
      }),
    ).toString("base64");
    expectError(
      await loginRequest(t.app, { username: m.account, password: m.password, humanVerification: reordered }),
      "human_verification_required",
    );
  });

  it("answers a wrong password with invalid_credentials, its message and no captcha yet", async () => {
    const m = await buildMember(t.db);
    const res = await loginRequest(
      t.app,
      { username: m.account, password: "wrong-password" },
      { language: "en" },
      freshIp(),
    );
    expect(res.statusCode).toBe(401);
    expect(failure(res)).toEqual({
      success: false,
      code: "invalid_credentials",
      message: "Wrong account name or password.",
      value: { captcha: false },
    });
  });

  it("refuses a disabled account only once the password is right", async () => {
    const m = await buildMember(t.db, { status: "disabled" });
    const ip = freshIp();
    expect(failure(await loginRequest(t.app, { username: m.account, password: "nope-nope" }, {}, ip)).code).toBe(
      "invalid_credentials",
    );
    const res = await loginRequest(t.app, { username: m.account, password: m.password }, {}, ip);
    expect(res.statusCode).toBe(403);
    expect(failure(res)).toMatchObject({ code: "account_disabled", value: { captcha: false } });
  });

  it("refuses a trial account (isAgent 4) with member_no_enter", async () => {
    const m = await buildMember(t.db, { isAgent: 4 });
    const res = await loginRequest(t.app, { username: m.account, password: m.password });
    expect(res.statusCode).toBe(403);
    expect(failure(res).code).toBe("member_no_enter");
  });

  it("logs agents in with their type", async () => {
    const m = await buildMember(t.db, { isAgent: 41 });
    const done = await login(t.app, m.account, m.password);
    expect(done.member).toMatchObject({ isAgent: 41, type: 41 });
  });

  it("answers 503 maintenance and 403 region_restricted before looking at the credentials", async () => {
    const m = await buildMember(t.db, { trustedIps: ["127.0.0.1", "8.8.8.8"] });
    await t.db.query("update brand set maintenance = true");
    try {
      expectError(await loginRequest(t.app, { username: m.account, password: m.password }), "maintenance");
    } finally {
      await t.db.query("update brand set maintenance = false");
    }
    await t.db.query("update brand set restricted_countries = '{US}'");
    try {
      const res = await loginRequest(t.app, { username: m.account, password: m.password }, {}, "8.8.8.8");
      expectError(res, "region_restricted");
      expect((await login(t.app, m.account, m.password)).step).toBe("done");
    } finally {
      await t.db.query("update brand set restricted_countries = '{}'");
    }
  });
});

describe("forced password change", () => {
  it("forces a change for an account created with the weak default", async () => {
    const m = await buildMember(t.db, { password: "123456", mustChangePassword: true });
    const done = await login(t.app, m.account, "123456");
    expect(done.mustChangePassword).toBe(true);
    expect(done.member.account).toBe(m.account);
  });

  it("forces a change whenever 123456 itself logs in", async () => {
    const m = await buildMember(t.db, { password: "123456" });
    expect((await login(t.app, m.account, "123456")).mustChangePassword).toBe(true);
    const row = await t.db.query("select must_change_password from member where id = $1", [m.id]);
    expect(row.rows[0]).toEqual({ must_change_password: true });
  });

  it("forces a change for an expired password while PWDEXPFORCECHANGE3 is on, and only reports it when off", async () => {
    const m = await buildMember(t.db);
    await t.db.query("update member set password_changed_at = now() - interval '91 days' where id = $1", [m.id]);
    await t.db.query("update setting_node set enabled = false where mod_id = 'PWDEXPFORCECHANGE3'");
    try {
      const reported = await login(t.app, m.account, m.password);
      expect(reported).toMatchObject({ passwordExpired: true, mustChangePassword: false });
    } finally {
      await t.db.query("update setting_node set enabled = true where mod_id = 'PWDEXPFORCECHANGE3'");
    }
    const forced = await login(t.app, m.account, m.password);
    expect(forced).toMatchObject({ passwordExpired: true, mustChangePassword: true });
  });
});

describe("image captcha", () => {
  it("serves a 4-character PNG captcha, at most one per second per IP", async () => {
    const ip = freshIp();
    const res = await t.app.inject({ method: "GET", url: PATHS.captcha, remoteAddress: ip });
    const value = okValue<CaptchaValue>(res);
    expect(value.image.startsWith("data:")).toBe(false);
    const png = PNG.sync.read(Buffer.from(value.image, "base64"));
    expect([png.width, png.height]).toEqual([140, 48]);
    expectError(await t.app.inject({ method: "GET", url: PATHS.captcha, remoteAddress: ip }), "captcha_too_frequent");
    const other = await t.app.inject({ method: "GET", url: PATHS.captcha, remoteAddress: freshIp() });
    expect(other.statusCode).toBe(200);
  });

  it("asks for the captcha after three failures, checks it once, and lets the right password in", async () => {
    const m = await buildMember(t.db);
    const ip = freshIp();
    const attempt = (extra: { captcha?: string; captchaId?: string; password?: string } = {}) =>
      loginRequest(t.app, { username: m.account, password: "wrong-password", ...extra }, {}, ip);
    expect(failure(await attempt()).value).toEqual({ captcha: false });
    expect(failure(await attempt()).value).toEqual({ captcha: false });
    expect(failure(await attempt()).value).toEqual({ captcha: true });

    const missing = await attempt({ password: m.password });
    expect(missing.statusCode).toBe(400);
    expect(failure(missing)).toMatchObject({ code: "captcha_required", value: { captcha: true } });

    const captchaId = await storeCaptchaAnswer(t.db, "ACE7");
    const wrong = await attempt({ password: m.password, captchaId, captcha: "ACE9" });
    expect(failure(wrong)).toMatchObject({ code: "captcha_invalid", value: { captcha: true } });
    // The image was used up by the wrong guess.
    expect(failure(await attempt({ password: m.password, captchaId, captcha: "ACE7" })).code).toBe("captcha_invalid");

    const fresh = await storeCaptchaAnswer(t.db, "ACE7");
    const ok = await attempt({ password: m.password, captchaId: fresh, captcha: " ace7 " });
    expect(ok.statusCode, ok.body).toBe(200);
    const counters = await t.db.query(
      "select scope, failures from auth_throttle where key in ($1, $2) order by scope",
      [m.account, ip],
    );
    expect(counters.rows).toEqual([{ scope: "ip", failures: 3 }]);
  });

  it("refuses a captcha after its 5 minutes", async () => {
    const m = await buildMember(t.db);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await loginRequest(t.app, { username: m.account, password: "bad-password" }, {}, ip);
    const captchaId = await storeCaptchaAnswer(t.db, "HKMN");
    await t.db.query("update verification_code set expires_at = now() - interval '1 second' where flow = 'captcha'");
    const res = await loginRequest(
      t.app,
      { username: m.account, password: m.password, captchaId, captcha: "HKMN" },
      {},
      ip,
    );
    expect(failure(res).code).toBe("captcha_invalid");
  });
});

describe("SMS login", () => {
  const outbox = () => injectGetJson(t.app);
  const smsLogin = (mobileNum: string, verificationCode: string, remoteAddress?: string) =>
    postSealed(
      t.app,
      PATHS.login,
      { type: "sms", mobileNum, countryDialingCode: "+84", verificationCode },
      {},
      remoteAddress,
    );

  it("logs in with the code sent to the mobile number, without forcing an expired password's change", async () => {
    const m = await buildMember(t.db, { mobile: { dialingCode: "+84", number: "901234561" } });
    await t.db.query("update member set password_changed_at = now() - interval '200 days' where id = $1", [m.id]);
    const sent = await t.app.inject({
      method: "POST",
      url: PATHS.smsNoLogin,
      payload: {
        mobileNum: "901234561",
        countryDialingCode: "+84",
        purpose: "login",
        humanVerification: await solveHuman(t.app),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = codeIn(await waitForMessage(outbox(), "+84901234561"));
    const res = await smsLogin("901234561", code);
    const done = loginDoneSchema.parse(okValue(res));
    expect(done).toMatchObject({ passwordExpired: true, mustChangePassword: false, member: { account: m.account } });
    const session = await t.db.query("select method from member_session where member_id = $1", [m.id]);
    expect(session.rows).toEqual([{ method: "sms" }]);
    expect(failure(await smsLogin("901234561", code)).code).toBe("verification_code_invalid");
  });

  it("answers a wrong code with its code and the captcha flag, and an unknown number with invalid_credentials", async () => {
    await buildMember(t.db, { mobile: { dialingCode: "+84", number: "901234562" } });
    const issued = await issueCode(t.db, { flow: "login_sms", target: "+84901234562" });
    const wrong = issued.code === "000000" ? "111111" : "000000";
    const ip = freshIp();
    const res = await smsLogin("901234562", wrong, ip);
    expect(res.statusCode).toBe(400);
    expect(failure(res)).toMatchObject({ code: "verification_code_invalid", value: { captcha: false } });
    const nobody = await issueCode(t.db, { flow: "login_sms", target: "+84909999999" });
    const unknown = await smsLogin("909999999", nobody.code, ip);
    expect(unknown.statusCode).toBe(401);
    expect(failure(unknown).code).toBe("invalid_credentials");
  });

  it("refuses SMS login while MOBILEVERCODELOGIN3 is off", async () => {
    await t.db.query("update setting_node set enabled = false where mod_id = 'MOBILEVERCODELOGIN3'");
    try {
      expectError(await smsLogin("901234563", "123456"), "login_method_disabled");
    } finally {
      await t.db.query("update setting_node set enabled = true where mod_id = 'MOBILEVERCODELOGIN3'");
    }
  });

  it("a code of another flow does not log in", async () => {
    await buildMember(t.db, { mobile: { dialingCode: "+84", number: "901234564" } });
    const reset = await issueCode(t.db, { flow: "reset_password_sms", target: "+84901234564" });
    expect(failure(await smsLogin("901234564", reset.code)).code).toBe("verification_code_invalid");
  });
});

describe("logout", () => {
  it("revokes the session server-side", async () => {
    const m = await buildMember(t.db);
    const { token } = await login(t.app, m.account, m.password);
    const out = await t.app.inject({ method: "DELETE", url: PATHS.logout, headers: bearer(token) });
    expect(okValue(out)).toBeNull();
    expectError(
      await t.app.inject({ method: "GET", url: PATHS.memberInfo, headers: bearer(token) }),
      "session_expired",
    );
    expectError(await t.app.inject({ method: "DELETE", url: PATHS.logout, headers: bearer(token) }), "session_expired");
    const row = await t.db.query("select revoked_reason from member_session where member_id = $1", [m.id]);
    expect(row.rows).toEqual([{ revoked_reason: "logout" }]);
  });

  it("lets a session that must change its password log out", async () => {
    const m = await buildMember(t.db, { password: "123456", mustChangePassword: true });
    const { token } = await login(t.app, m.account, "123456");
    expect((await t.app.inject({ method: "DELETE", url: PATHS.logout, headers: bearer(token) })).statusCode).toBe(200);
  });

  it("asks to log in first without a token", async () => {
    expectError(await t.app.inject({ method: "DELETE", url: PATHS.logout }), "please_login_first");
  });
});
