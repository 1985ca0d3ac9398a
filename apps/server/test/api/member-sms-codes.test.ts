import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type LoginValue } from "@lotus/contracts";
import { SMS_PER_IP, SMS_PER_NUMBER } from "../../src/modules/account/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import { buildMember } from "../support/factories.ts";
import { postSealed, publicKeyOf, solveHuman } from "../support/login.ts";
import { injectGetJson, lastOutboxId, outboxMessages, waitForCode } from "../support/outbox.ts";
import { setSetting, uniqueMobile } from "../support/registration.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await publicKeyOf(t.app);
});
afterAll(() => t.close());

const askCode = async (mobileNum: string, fields: Record<string, unknown> = {}, human = true) =>
  t.app.inject({
    method: "POST",
    url: PATHS.smsNoLogin,
    headers: { language: "en" },
    payload: {
      mobileNum,
      countryDialingCode: "+84",
      purpose: "login",
      ...(human ? { humanVerification: await solveHuman(t.app) } : {}),
      ...fields,
    },
  });

/** Lets a background send finish (or prove there was none). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("SMS code before login", () => {
  it("sends a login code to a registered number, in the caller's language, and the SMS login accepts it", async () => {
    const mobile = uniqueMobile();
    const member = await buildMember(t.db, { mobile: { dialingCode: "+84", number: mobile } });
    const get = injectGetJson(t.app);
    const after = await lastOutboxId(get);
    expect(okValue(await askCode(mobile))).toEqual({ expiredMinutes: 10 });
    const code = await waitForCode(get, `+84${mobile}`, { after });
    const [sms] = await outboxMessages(get, `+84${mobile}`);
    expect(sms!.body).toBe(
      `[Lotus] Your verification code: ${code}. Valid for 10 minutes. Never share it with anyone.`,
    );

    const login = await postSealed(t.app, PATHS.login, {
      type: "sms",
      mobileNum: mobile,
      countryDialingCode: "+84",
      verificationCode: code,
    });
    const value = okValue<LoginValue>(login);
    expect(value.step === "done" && value.member.account).toBe(member.account);
  });

  it("answers a number without an account exactly like a registered one, sends it nothing, and throttles it the same", async () => {
    const registered = uniqueMobile();
    await buildMember(t.db, { mobile: { dialingCode: "+84", number: registered } });
    const unknown = uniqueMobile();
    const a = await askCode(registered);
    const b = await askCode(unknown);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    await settle();
    expect(await outboxMessages(injectGetJson(t.app), `+84${unknown}`)).toEqual([]);

    const again = [await askCode(registered), await askCode(unknown)];
    expectError(again[0]!, "sms_too_frequent", "en");
    expectError(again[1]!, "sms_too_frequent", "en");
    // The same refusal; only the seconds left may differ, as the first requests were not simultaneous.
    const withoutSeconds = (body: string) => body.replace(/[0-9]+/g, "N");
    expect(withoutSeconds(again[1]!.body)).toBe(withoutSeconds(again[0]!.body));
  });

  it("sends nothing to a disabled account's number", async () => {
    const mobile = uniqueMobile();
    await buildMember(t.db, { mobile: { dialingCode: "+84", number: mobile }, status: "disabled" });
    okValue(await askCode(mobile));
    await settle();
    expect(await outboxMessages(injectGetJson(t.app), `+84${mobile}`)).toEqual([]);
  });

  it("needs human verification, a valid number for the country, and the operator's switch; refusals store nothing", async () => {
    const before = await snapshotDatabase(t.db);
    expectError(await askCode(uniqueMobile(), {}, false), "human_verification_required", "en");
    expectError(await askCode("91234567", {}, false), "invalid_mobile", "en");
    expectError(await askCode("912345678", { countryDialingCode: "+1" }, false), "invalid_mobile", "en");
    expect(await snapshotDatabase(t.db)).toEqual(before);
    await setSetting(t.db, "MOBILEVERCODELOGIN3", false);
    const closed = await snapshotDatabase(t.db);
    expectError(await askCode(uniqueMobile(), {}, false), "login_method_disabled", "en");
    expect(await snapshotDatabase(t.db)).toEqual(closed);
    await setSetting(t.db, "MOBILEVERCODELOGIN3", true);
    await setSetting(t.db, "REGMOBVERF3", false);
    expectError(await askCode(uniqueMobile(), { purpose: "reset_password" }, false), "login_method_disabled", "en");
    await setSetting(t.db, "REGMOBVERF3", true);
  });

  it("issues reset codes in their own flow: a reset code does not log in", async () => {
    const mobile = uniqueMobile();
    await buildMember(t.db, { mobile: { dialingCode: "+84", number: mobile } });
    const get = injectGetJson(t.app);
    const after = await lastOutboxId(get);
    okValue(await askCode(mobile, { purpose: "reset_password" }));
    const code = await waitForCode(get, `+84${mobile}`, { after });
    const { rows } = await t.db.query("select flow from verification_code where target = $1", [`+84${mobile}`]);
    expect(rows).toEqual([{ flow: "reset_password_sms" }]);
    const login = await postSealed(t.app, PATHS.login, {
      type: "sms",
      mobileNum: mobile,
      countryDialingCode: "+84",
      verificationCode: code,
    });
    expect(login.json<{ success: boolean }>().success).toBe(false);
    const open = await t.db.query("select consumed_at from verification_code where target = $1", [`+84${mobile}`]);
    expect(open.rows).toEqual([{ consumed_at: null }]);
  });

  it("holds every number and every IP to a budget (too_many_requests), whoever asks", async () => {
    const mobile = uniqueMobile();
    await t.db.query("insert into request_throttle (scope, key, hits) values ($1, $2, $3)", [
      SMS_PER_NUMBER.scope,
      `+84${mobile}`,
      SMS_PER_NUMBER.limit,
    ]);
    expectError(await askCode(mobile), "too_many_requests", "en");

    await t.db.query(
      "insert into request_throttle (scope, key, hits) values ($1, '127.0.0.1', $2) on conflict (scope, key) do update set hits = $2, window_started_at = now()",
      [SMS_PER_IP.scope, SMS_PER_IP.limit],
    );
    expectError(await askCode(uniqueMobile()), "too_many_requests", "en");
    await t.db.query("delete from request_throttle where scope = $1", [SMS_PER_IP.scope]);
    okValue(await askCode(uniqueMobile()));
  });
});
