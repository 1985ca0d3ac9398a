import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type LoginDone } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import { publicKeyOf, solveHuman } from "../support/login.ts";
import { injectGetJson, outboxMessages } from "../support/outbox.ts";
import {
  registerRequest,
  registerSmsCode,
  registrationPayload,
  setSetting,
  uniqueMobile,
} from "../support/registration.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await publicKeyOf(t.app);
});
afterAll(() => t.close());

const mobilePayload = (mobileNum: string, verificationCode?: string) =>
  registrationPayload({ username: undefined, mobileNum, countryDialingCode: "+84", verificationCode });

const smsRegister = async (mobileNo: string, fields: Record<string, unknown> = {}, human = true) =>
  t.app.inject({
    method: "POST",
    url: PATHS.smsRegister,
    payload: {
      mobileNo,
      countryDialingCode: "+84",
      regType: "mobile",
      ...(human ? { humanVerification: await solveHuman(t.app) } : {}),
      ...fields,
    },
  });

describe("registration by mobile number", () => {
  it("sends a code to the number, and registers with it: the number is the account name", async () => {
    const mobileNum = uniqueMobile();
    const code = await registerSmsCode(t.app, mobileNum);
    const [sms] = await outboxMessages(injectGetJson(t.app), `+84${mobileNum}`);
    expect(sms).toMatchObject({ channel: "sms", to: `+84${mobileNum}` });
    expect(sms!.body).toBe(
      `[Lotus] Mã xác minh của bạn: ${code}. Hiệu lực 10 phút. Không chia sẻ mã này với bất kỳ ai.`,
    );

    const done = okValue<LoginDone>(await registerRequest(t.app, mobilePayload(mobileNum, code), { kind: "mobile" }));
    expect(done.member.account).toBe(mobileNum);
    const { rows } = await t.db.query("select account, country_dialing_code, mobile_num from member where id = $1", [
      BigInt(done.member.id),
    ]);
    expect(rows[0]).toEqual({ account: mobileNum, country_dialing_code: "+84", mobile_num: mobileNum });
  });

  it("a code is single use and bound to its number", async () => {
    const first = uniqueMobile();
    const second = uniqueMobile();
    const code = await registerSmsCode(t.app, first);
    expectError(
      await registerRequest(t.app, mobilePayload(second, code), { kind: "mobile" }),
      "verification_code_invalid",
    );
    okValue(await registerRequest(t.app, mobilePayload(first, code), { kind: "mobile" }));
    const again = await registerRequest(t.app, mobilePayload(first, code), { kind: "mobile" });
    expectError(again, "mobile_taken");
  });

  it("a wrong code costs a try and registers nothing", async () => {
    const mobileNum = uniqueMobile();
    const code = await registerSmsCode(t.app, mobileNum);
    const wrong = code === "999999" ? "888888" : "999999";
    expectError(
      await registerRequest(t.app, mobilePayload(mobileNum, wrong), { kind: "mobile" }),
      "verification_code_invalid",
    );
    const { rows } = await t.db.query("select count(*)::int as n from member where mobile_num = $1", [mobileNum]);
    expect(rows[0].n).toBe(0);
    const tries = await t.db.query("select tries from verification_code where target = $1", [`+84${mobileNum}`]);
    expect(tries.rows).toEqual([{ tries: 1 }]);
  });

  it("tells that a number is already registered, before sending anything", async () => {
    const before = await snapshotDatabase(t.db);
    expectError(await smsRegister("912345678", {}, false), "mobile_taken");
    expect(await snapshotDatabase(t.db)).toEqual(before);
    expectError(
      await registerRequest(t.app, mobilePayload("912345678", "123456"), { kind: "mobile", human: false }),
      "mobile_taken",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("checks the country's fixed digit count, and refuses an unknown dialling code", async () => {
    const before = await snapshotDatabase(t.db);
    expectError(await smsRegister("91234567", {}, false), "invalid_mobile");
    expectError(await smsRegister("9123456789", {}, false), "invalid_mobile");
    expectError(await smsRegister("912345678", { countryDialingCode: "+999" }, false), "invalid_mobile");
    expectError(
      await registerRequest(t.app, mobilePayload("91234567", "123456"), { kind: "mobile", human: false }),
      "invalid_mobile",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("asks for human verification before sending a register code", async () => {
    const before = await snapshotDatabase(t.db);
    expectError(await smsRegister(uniqueMobile(), {}, false), "human_verification_required");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("sends at most one code a minute to a number (sms_too_frequent with the seconds to wait)", async () => {
    const mobileNum = uniqueMobile();
    okValue(await smsRegister(mobileNum));
    const res = await smsRegister(mobileNum, {}, true);
    expectError(res, "sms_too_frequent");
    expect(res.json<{ message: string }>().message).toMatch(/[0-9]+ giây/);
  });

  it("without phone verification (REGMOBVERF3 off) registers without a code", async () => {
    await setSetting(t.db, "REGMOBVERF3", false);
    const mobileNum = uniqueMobile();
    const done = okValue<LoginDone>(await registerRequest(t.app, mobilePayload(mobileNum), { kind: "mobile" }));
    expect(done.member.account).toBe(mobileNum);
    await setSetting(t.db, "REGMOBVERF3", true);
  });

  it("is closed, codes included, when the operator switches mobile registration off", async () => {
    await setSetting(t.db, "MOBILENUMREG3", false);
    const before = await snapshotDatabase(t.db);
    expectError(await smsRegister(uniqueMobile(), {}, false), "registration_closed");
    expectError(
      await registerRequest(t.app, mobilePayload(uniqueMobile(), "123456"), { kind: "mobile", human: false }),
      "registration_closed",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
    await setSetting(t.db, "MOBILENUMREG3", true);
  });
});
