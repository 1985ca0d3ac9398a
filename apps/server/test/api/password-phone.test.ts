import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type LoginDone } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { bearer, login, loginRequest, postSealed, publicKeyOf, solveHuman } from "../support/login.ts";
import { buildMember } from "../support/factories.ts";
import { injectGetJson, lastOutboxId, waitForCode } from "../support/outbox.ts";
import { setSetting, uniqueMobile } from "../support/registration.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await publicKeyOf(t.app);
});
afterAll(() => t.close());

async function resetCode(mobileNum: string): Promise<string> {
  const get = injectGetJson(t.app);
  const after = await lastOutboxId(get);
  const res = await t.app.inject({
    method: "POST",
    url: PATHS.smsNoLogin,
    payload: {
      mobileNum,
      countryDialingCode: "+84",
      purpose: "reset_password",
      humanVerification: await solveHuman(t.app),
    },
  });
  okValue(res);
  return waitForCode(get, `+84${mobileNum}`, { after });
}

const setByPhone = (mobileNum: string, verificationCode: string, patch: Record<string, string> = {}) =>
  postSealed(t.app, PATHS.setPasswordByPhone, {
    mobileNum,
    countryDialingCode: "+84",
    verificationCode,
    newPassword: "PhoneReset2026",
    confirmNewPassword: "PhoneReset2026",
    ...patch,
  });

describe("set password by phone", () => {
  it("with the SMS code: sets the new password, ends the old sessions and logs in", async () => {
    const mobile = uniqueMobile();
    const member = await buildMember(t.db, { mobile: { dialingCode: "+84", number: mobile } });
    const old = await login(t.app, member.account, member.password);
    const code = await resetCode(mobile);

    const done = okValue<LoginDone>(await setByPhone(mobile, code));
    expect(done).toMatchObject({ step: "done", mustChangePassword: false });
    expect(done.member.account).toBe(member.account);
    okValue(await get(t.app, PATHS.memberInfo, bearer(done.token)));
    expectError(await get(t.app, PATHS.memberInfo, bearer(old.token)), "session_expired");
    expect((await loginRequest(t.app, { username: member.account, password: member.password })).statusCode).toBe(401);
    expect((await login(t.app, member.account, "PhoneReset2026")).step).toBe("done");

    expectError(
      await setByPhone(mobile, code, { newPassword: "Another2026", confirmNewPassword: "Another2026" }),
      "verification_code_invalid",
    );
  });

  it("a wrong code costs a try, the fifth burns the code; the password stays", async () => {
    const mobile = uniqueMobile();
    const member = await buildMember(t.db, { mobile: { dialingCode: "+84", number: mobile } });
    const code = await resetCode(mobile);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 4; i++) expectError(await setByPhone(mobile, wrong), "verification_code_invalid");
    expectError(await setByPhone(mobile, wrong), "verification_code_exhausted");
    expectError(await setByPhone(mobile, code), "verification_code_invalid");
    expect((await login(t.app, member.account, member.password)).step).toBe("done");
  });

  it("a number without an account answers like a wrong code", async () => {
    const mobile = uniqueMobile();
    await t.app.inject({
      method: "POST",
      url: PATHS.smsNoLogin,
      payload: {
        mobileNum: mobile,
        countryDialingCode: "+84",
        purpose: "reset_password",
        humanVerification: await solveHuman(t.app),
      },
    });
    expectError(await setByPhone(mobile, "123456"), "verification_code_invalid");
  });

  it("a login code is not a reset code", async () => {
    const mobile = uniqueMobile();
    await buildMember(t.db, { mobile: { dialingCode: "+84", number: mobile } });
    const get = injectGetJson(t.app);
    const after = await lastOutboxId(get);
    okValue(
      await t.app.inject({
        method: "POST",
        url: PATHS.smsNoLogin,
        payload: {
          mobileNum: mobile,
          countryDialingCode: "+84",
          purpose: "login",
          humanVerification: await solveHuman(t.app),
        },
      }),
    );
    const loginCode = await waitForCode(get, `+84${mobile}`, { after });
    expectError(await setByPhone(mobile, loginCode), "verification_code_invalid");
  });

  it("checks the new password before spending the code, and is off without phone verification (REGMOBVERF3)", async () => {
    const mobile = uniqueMobile();
    await buildMember(t.db, { mobile: { dialingCode: "+84", number: mobile } });
    const code = await resetCode(mobile);
    const before = await snapshotDatabase(t.db);
    expectError(await setByPhone(mobile, code, { confirmNewPassword: "PhoneReset2027" }), "password_mismatch");
    expectError(
      await setByPhone(mobile, code, { newPassword: "123456", confirmNewPassword: "123456" }),
      "invalid_password",
    );
    expectError(await setByPhone("91234567", code), "invalid_mobile");
    expect(await snapshotDatabase(t.db)).toEqual(before);

    await setSetting(t.db, "REGMOBVERF3", false);
    const closed = await snapshotDatabase(t.db);
    expectError(await setByPhone(mobile, code), "login_method_disabled");
    expect(await snapshotDatabase(t.db)).toEqual(closed);
    await setSetting(t.db, "REGMOBVERF3", true);
    okValue(await setByPhone(mobile, code));
  });
});
