import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type LoginDone, type MemberInfo } from "@lotus/contracts";
import { parseArgon2Hash } from "../../src/modules/account/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { bearer, login, publicKeyOf } from "../support/login.ts";
import {
  STRONG_PASSWORD,
  registerRequest,
  registerSmsCode,
  registrationPayload,
  setRule,
  setSetting,
  uniqueMobile,
  uniqueName,
} from "../support/registration.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustedProxies: ["127.0.0.1"] });
  await publicKeyOf(t.app);
});
afterAll(() => t.close());

/** Username registration without a phone, unless a test turns it on. */
async function withoutPhone() {
  await setRule(t.db, "mobileNum", { enabled: false });
}

describe("registration by username", () => {
  it("creates the member, logs in, and the account can log in again with its password", async () => {
    await withoutPhone();
    const username = uniqueName("Reg");
    // demo01's member-centre referral code: demo01 becomes the upline (issue 13).
    const referrer = (
      await t.db.query<{ id: bigint; invite_code: string }>(
        "select id, invite_code from member where account = 'demo01'",
      )
    ).rows[0]!;
    const res = await registerRequest(
      t.app,
      registrationPayload({
        username,
        email: `${username}@Example.vn`,
        nickname: undefined,
        referralCode: referrer.invite_code.toLowerCase(),
        address: "12 Lê Lợi, Quận 1",
      }),
      { headers: { "user-agent": "vitest-register" } },
    );
    const done = okValue<LoginDone>(res);
    expect(done).toMatchObject({ step: "done", mustChangePassword: false, passwordExpired: false });
    expect(done.member.account).toBe(username.toLowerCase());
    expect(done.token.length).toBeGreaterThanOrEqual(22);

    const info = okValue<MemberInfo>(await get(t.app, PATHS.memberInfo, bearer(done.token)));
    expect(info.account).toBe(username.toLowerCase());

    const { rows } = await t.db.query(
      `select password_hash, email, register_method, register_url, domain, register_ip, referral_code, profile,
              upline_id, is_agent, must_change_password
         from member where account = $1`,
      [username.toLowerCase()],
    );
    const row = rows[0];
    expect(row).toMatchObject({
      email: `${username}@Example.vn`,
      register_method: "WEB",
      register_url: "http://localhost:3000/register",
      domain: "localhost",
      register_ip: "127.0.0.1",
      referral_code: referrer.invite_code.toLowerCase(),
      profile: { address: "12 Lê Lợi, Quận 1" },
      upline_id: referrer.id,
      is_agent: 0,
      must_change_password: false,
    });
    expect(parseArgon2Hash(row.password_hash)).toMatchObject({ algorithm: "argon2id", m: 19456, t: 2, p: 1 });

    const again = await login(t.app, username.toUpperCase(), STRONG_PASSWORD);
    expect(again.step).toBe("done");
    expect(again.token).not.toBe(done.token);

    const events = await t.db.query("select event, outcome, method from auth_event where account = $1 order by id", [
      username.toLowerCase(),
    ]);
    expect(events.rows).toContainEqual({ event: "register", outcome: "success", method: "username" });
  });

  it("an invitation code from an agent links the new member to that agent (codes ignore case)", async () => {
    await withoutPhone();
    const done = okValue<LoginDone>(await registerRequest(t.app, registrationPayload({ affiliateCode: "lotus8" })));
    expect(done.member.toUpline).toBe(true);
    const { rows } = await t.db.query(
      "select m.affiliate_code, u.account as upline from member m join member u on u.id = m.upline_id where m.account = $1",
      [done.member.account],
    );
    expect(rows[0]).toEqual({ affiliate_code: "LOTUS8", upline: "agent01" });
  });

  it("refuses a taken account name or e-mail (whatever their case), storing nothing", async () => {
    await withoutPhone();
    await setRule(t.db, "email", { enabled: true });
    const before = await snapshotDatabase(t.db);
    expectError(await registerRequest(t.app, registrationPayload({ username: "Demo01" })), "username_taken");
    expectError(await registerRequest(t.app, registrationPayload({ email: "DEMO01@lotus.local" })), "email_taken");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("of parallel registrations of one name exactly one succeeds; the others get username_taken", async () => {
    await withoutPhone();
    const username = uniqueName("race");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => registerRequest(t.app, registrationPayload({ username }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expectError(r, "username_taken");
    const { rows } = await t.db.query("select count(*)::int as n from member where account = $1", [username]);
    expect(rows[0].n).toBe(1);
  });

  it("asks for human verification and stores nothing without it", async () => {
    await withoutPhone();
    const before = await snapshotDatabase(t.db);
    expectError(await registerRequest(t.app, registrationPayload(), { human: false }), "human_verification_required");
    const forged = { ...registrationPayload(), humanVerification: Buffer.from('{"number":1}').toString("base64") };
    expectError(await registerRequest(t.app, forged, { human: false }), "human_verification_required");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("with phone verification on, a mobile number given at registration needs its SMS code", async () => {
    await setRule(t.db, "mobileNum", { enabled: true, required: true });
    await setSetting(t.db, "REGMOBVERF3", true);
    const mobileNum = uniqueMobile();
    const payload = registrationPayload({ mobileNum, countryDialingCode: "+84" });
    expectError(await registerRequest(t.app, payload, { human: false }), "field_required");

    const code = await registerSmsCode(t.app, mobileNum, { regType: "username" });
    const wrong = code === "000000" ? "111111" : "000000";
    expectError(await registerRequest(t.app, { ...payload, verificationCode: wrong }), "verification_code_invalid");
    const done = okValue<LoginDone>(await registerRequest(t.app, { ...payload, verificationCode: code }));
    const { rows } = await t.db.query("select country_dialing_code, mobile_num from member where account = $1", [
      done.member.account,
    ]);
    expect(rows[0]).toEqual({ country_dialing_code: "+84", mobile_num: mobileNum });
    await withoutPhone();
  });

  it("is refused in maintenance (503), storing nothing", async () => {
    await withoutPhone();
    await t.db.query("update brand set maintenance = true");
    const before = await snapshotDatabase(t.db);
    expectError(await registerRequest(t.app, registrationPayload(), { human: false }), "maintenance");
    expect(await snapshotDatabase(t.db)).toEqual(before);
    await t.db.query("update brand set maintenance = false");
  });

  it("is refused from a restricted region (403), as are the calls that send codes and reset links", async () => {
    await withoutPhone();
    await t.db.query("update brand set restricted_countries = '{US}'");
    const fromUs = { "x-forwarded-for": "8.8.8.8" };
    const before = await snapshotDatabase(t.db);
    expectError(
      await registerRequest(t.app, registrationPayload(), { human: false, headers: fromUs }),
      "region_restricted",
    );
    const sms = await t.app.inject({
      method: "POST",
      url: PATHS.smsRegister,
      headers: fromUs,
      payload: { mobileNo: uniqueMobile(), countryDialingCode: "+84", regType: "mobile" },
    });
    expectError(sms, "region_restricted");
    const forgot = await t.app.inject({
      method: "POST",
      url: PATHS.forgotPasswordEmail,
      headers: fromUs,
      payload: { username: "demo01", email: "demo01@lotus.local" },
    });
    expectError(forgot, "region_restricted");
    expect(await snapshotDatabase(t.db)).toEqual(before);
    await t.db.query("update brand set restricted_countries = '{}'");
  });

  it("the invitation-code check answers valid for an agent's code and invitation_code_error otherwise", async () => {
    expect(okValue(await get(t.app, `${PATHS.affiliate}?code=LOTUS8&domain=localhost`))).toEqual({ valid: true });
    expect(okValue(await get(t.app, `${PATHS.affiliate}?code=lotus8`))).toEqual({ valid: true });
    expectError(await get(t.app, `${PATHS.affiliate}?code=NOPE99`), "invitation_code_error");
    await t.db.query("update affiliate_code set active = false where code = 'LOTUS8'");
    expectError(await get(t.app, `${PATHS.affiliate}?code=LOTUS8`), "invitation_code_error");
    await t.db.query("update affiliate_code set active = true where code = 'LOTUS8'");
  });
});
