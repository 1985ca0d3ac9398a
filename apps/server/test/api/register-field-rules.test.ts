import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PATTERN_CATALOGUE,
  REGISTER_FIELDS,
  patternOf,
  type ErrorCode,
  type RegisterFieldRule,
  type RegisterRequest,
} from "@lotus/contracts";
import { AppError } from "../../src/errors.ts";
import { validateRegistration, ruleMap, ageOn } from "../../src/modules/account/index.ts";
import { getRegisterRules } from "../../src/modules/system/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import { publicKeyOf } from "../support/login.ts";
import { registerRequest, registrationPayload, setRule, setSetting, uniqueName } from "../support/registration.ts";

/** A valid and an invalid value for every pattern of the catalogue (spec §5), lengths within 1–64. */
const SAMPLES: Record<number, { valid: string; invalid: string }> = {
  0: { valid: "any thing-at all! 1", invalid: "x".repeat(65) },
  1: { valid: "lotus88", invalid: "8lotus" },
  2: { valid: "Lotus中文", invalid: "Lotus8" },
  3: { valid: "member@lotus.vn", invalid: "member@lotus" },
  4: { valid: "Lotus88", invalid: "lotus_88" },
  5: { valid: "88lotus", invalid: "888888" },
  6: { valid: "0912345678", invalid: "09123x" },
  7: { valid: "Lotus88", invalid: "lotus88" },
  8: { valid: "Minh Anh", invalid: "Minh Anh 2" },
  9: { valid: "minh_anh-88!", invalid: "minh anh" },
  10: { valid: "王·小明", invalid: "Wang" },
  11: { valid: "1990-12-31", invalid: "31-12-1990" },
  12: { valid: "Lê Anh", invalid: "A" },
  13: { valid: "12-31-1990", invalid: "1990-12-31" },
  14: { valid: "lotus88", invalid: "lotuslotus" },
  15: { valid: "한국어", invalid: "한국 어" },
  16: { valid: "ภาษาไทย", invalid: "ไทย Thai" },
  17: { valid: "ไทย Thai", invalid: "Thai 88" },
  18: { valid: "NGUYEN MINH ANH", invalid: "Nguyen Minh Anh" },
  19: { valid: "Lotus@88!", invalid: "Lotus 88" },
  20: { valid: "Lotus@88", invalid: "Lotus888" },
  21: { valid: "Nguyễn Minh Anh", invalid: "Nguyễn" },
  22: { valid: "ロータスＡ", invalid: "ロー タス" },
};

const seededRules = async (t: TestApp) => ruleMap(await getRegisterRules(t.db));

/** The catalogue code a validation throws, or "ok". */
function outcome(run: () => unknown): string {
  try {
    run();
    return "ok";
  } catch (error) {
    if (error instanceof AppError)
      return `${error.code}${Object.keys(error.params).length ? JSON.stringify(error.params) : ""}`;
    throw error;
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The pattern round trips below are about field rules, not about the phone: registration by
  // username without a mobile number.
  await setRule(t.db, "mobileNum", { enabled: false });
  // The server's key pair is made on first use; make it now so that snapshots compare requests only.
  await publicKeyOf(t.app);
});
afterAll(() => t.close());

describe("every pattern id, through the register call", () => {
  it("covers the whole catalogue", () => {
    expect(Object.keys(SAMPLES).map(Number)).toEqual(PATTERN_CATALOGUE.map((p) => p.id));
  });

  it.each(PATTERN_CATALOGUE.map((p) => [p.id, p.key]))(
    "pattern %i (%s): accepts its valid value and refuses its invalid one with invalid_field, storing nothing",
    async (id) => {
      await setRule(t.db, "nickname", {
        enabled: true,
        required: false,
        patternId: id,
        acceptedPattern: patternOf(id),
        minLength: 1,
        maxLength: 64,
      });
      const before = await snapshotDatabase(t.db);
      const refused = await registerRequest(t.app, registrationPayload({ nickname: SAMPLES[id]!.invalid }), {
        human: false,
      });
      expectError(refused, "invalid_field");
      expect(refused.json<{ message: string }>().message).toContain("nickname");
      expect(await snapshotDatabase(t.db)).toEqual(before);

      const username = uniqueName();
      const accepted = await registerRequest(t.app, registrationPayload({ username, nickname: SAMPLES[id]!.valid }));
      const done = okValue<{ member: { account: string; nickname: string } }>(accepted);
      expect(done.member).toMatchObject({ account: username, nickname: SAMPLES[id]!.valid });
    },
  );
});

describe("field rules (validator with the seeded rules and the real catalogue)", () => {
  const base = registrationPayload({ username: "lotus88", password: "Lotus2026x", confirmPassword: "Lotus2026x" });
  const run = (
    rules: Map<RegisterFieldRule["field"], RegisterFieldRule>,
    payload: Partial<RegisterRequest>,
    kind: "username" | "mobile" = "username",
    options = { needsSmsCode: false },
  ) => outcome(() => validateRegistration({ ...base, ...payload } as RegisterRequest, rules, kind, options));
  const withRule = async (field: RegisterFieldRule["field"], patch: Partial<RegisterFieldRule>) => {
    const rules = new Map(await seededRules(t));
    rules.set(field, { ...rules.get(field)!, ...patch });
    return rules;
  };

  // Every field but the special ones, with the code a format error of it gives.
  const GENERIC = REGISTER_FIELDS.filter(
    (f) =>
      ![
        "username",
        "password",
        "confirmPassword",
        "mobileNum",
        "verificationCode",
        "captcha",
        "affiliateCode",
        "referralCode",
      ].includes(f),
  );
  const codeOf = (field: string) =>
    ({ email: "invalid_email", payeeName: "invalid_payee_name" })[field] ?? `invalid_field{"field":"${field}"}`;

  it.each(GENERIC)(
    "%s: enabled → checked by pattern and length; required → must be given; disabled → must be absent",
    async (field) => {
      const digits = await withRule(field, {
        enabled: true,
        required: false,
        acceptedPattern: patternOf(6),
        minLength: 3,
        maxLength: 5,
      });
      expect(run(digits, { [field]: "1234" })).toBe("ok");
      expect(run(digits, {})).toBe("ok");
      expect(run(digits, { [field]: "12a4" })).toBe(codeOf(field));
      expect(run(digits, { [field]: "12" })).toBe(codeOf(field));
      expect(run(digits, { [field]: "123456" })).toBe(codeOf(field));

      const required = await withRule(field, {
        enabled: true,
        required: true,
        acceptedPattern: "*",
        minLength: 1,
        maxLength: 9,
      });
      expect(run(required, {})).toBe(`field_required{"field":"${field}"}`);
      expect(run(required, { [field]: "" })).toBe(`field_required{"field":"${field}"}`);
      expect(run(required, { [field]: "x" })).toBe("ok");

      const disabled = await withRule(field, { enabled: false, required: true });
      expect(run(disabled, {})).toBe("ok");
      expect(run(disabled, { [field]: "" })).toBe("ok");
      expect(run(disabled, { [field]: "x" })).toBe(`invalid_field{"field":"${field}"}`);
    },
  );

  it("username: required and checked by its rule (invalid_username)", async () => {
    const rules = new Map(await seededRules(t));
    expect(run(rules, { username: undefined })).toBe(`field_required{"field":"username"}`);
    expect(run(rules, { username: "8lotus" })).toBe("invalid_username");
    expect(run(rules, { username: "lotus" })).toBe("invalid_username");
    expect(run(rules, { username: "lotus".repeat(4) })).toBe("invalid_username");
  });

  it("password: the 8–128 floor holds whatever the rule says; the rule may ask more; 123456 is never possible", async () => {
    const loose = await withRule("password", { acceptedPattern: "*", minLength: 1, maxLength: 500 });
    expect(run(loose, { password: "123456", confirmPassword: "123456" })).toBe('invalid_password{"min":8,"max":128}');
    expect(run(loose, { password: "1234567", confirmPassword: "1234567" })).toBe('invalid_password{"min":8,"max":128}');
    expect(run(loose, { password: "12345678", confirmPassword: "12345678" })).toBe("ok");
    const long = "a".repeat(129);
    expect(run(loose, { password: long, confirmPassword: long })).toBe('invalid_password{"min":8,"max":128}');
    const strict = await withRule("password", { acceptedPattern: patternOf(20), minLength: 10, maxLength: 20 });
    expect(run(strict, { password: "Lotus@88", confirmPassword: "Lotus@88" })).toBe(
      'invalid_password{"min":10,"max":20}',
    );
    expect(run(strict, { password: "Lotus@2026", confirmPassword: "Lotus@2026" })).toBe("ok");
    expect(run(strict, { password: "Lotus20266", confirmPassword: "Lotus20266" })).toBe(
      'invalid_password{"min":10,"max":20}',
    );
  });

  it("confirmPassword: required and equal to the password (password_mismatch)", async () => {
    const rules = new Map(await seededRules(t));
    expect(run(rules, { confirmPassword: undefined })).toBe(`field_required{"field":"confirmPassword"}`);
    expect(run(rules, { confirmPassword: "Lotus2026y" })).toBe("password_mismatch");
  });

  it("mobileNum: checked by its rule (invalid_mobile), needs a dialling code, absent when disabled", async () => {
    const rules = await withRule("mobileNum", { enabled: true, required: true });
    expect(run(rules, {})).toBe(`field_required{"field":"mobileNum"}`);
    expect(run(rules, { mobileNum: "91234567x", countryDialingCode: "+84" })).toBe("invalid_mobile");
    expect(run(rules, { mobileNum: "91234", countryDialingCode: "+84" })).toBe("invalid_mobile");
    expect(run(rules, { mobileNum: "912345678" })).toBe(`field_required{"field":"countryDialingCode"}`);
    expect(run(rules, { mobileNum: "912345678", countryDialingCode: "+84" })).toBe("ok");
    const off = await withRule("mobileNum", { enabled: false });
    expect(run(off, { mobileNum: "912345678", countryDialingCode: "+84" })).toBe(`invalid_field{"field":"mobileNum"}`);
  });

  it("mobile registration: the mobile number is the account; a different username is refused", async () => {
    const rules = new Map(await seededRules(t));
    expect(run(rules, { username: undefined }, "mobile")).toBe(`field_required{"field":"mobileNum"}`);
    expect(run(rules, { username: undefined, mobileNum: "912345678", countryDialingCode: "+84" }, "mobile")).toBe("ok");
    expect(run(rules, { username: "912345678", mobileNum: "912345678", countryDialingCode: "+84" }, "mobile")).toBe(
      "ok",
    );
    expect(run(rules, { username: "lotus88", mobileNum: "912345678", countryDialingCode: "+84" }, "mobile")).toBe(
      "invalid_username",
    );
  });

  it("verificationCode: required (six digits) only when the phone must be verified", async () => {
    const rules = new Map(await seededRules(t));
    const mobile = { username: undefined, mobileNum: "912345678", countryDialingCode: "+84" };
    expect(run(rules, mobile, "mobile", { needsSmsCode: true })).toBe(`field_required{"field":"verificationCode"}`);
    expect(run(rules, { ...mobile, verificationCode: "12345" }, "mobile", { needsSmsCode: true })).toBe(
      "verification_code_invalid",
    );
    expect(run(rules, { ...mobile, verificationCode: "123456" }, "mobile", { needsSmsCode: true })).toBe("ok");
    expect(run(rules, mobile, "mobile", { needsSmsCode: false })).toBe("ok");
  });

  it("affiliateCode and referralCode: accepted from the link even when their fields are hidden, checked when shown", async () => {
    const hidden = await withRule("affiliateCode", { enabled: false });
    expect(run(hidden, { affiliateCode: "LOTUS8" })).toBe("ok");
    const shown = await withRule("affiliateCode", {
      enabled: true,
      acceptedPattern: patternOf(4),
      minLength: 4,
      maxLength: 16,
    });
    expect(run(shown, { affiliateCode: "LOT-8" })).toBe(`invalid_field{"field":"affiliateCode"}`);
    const referral = await withRule("referralCode", {
      enabled: true,
      acceptedPattern: patternOf(4),
      minLength: 4,
      maxLength: 16,
    });
    expect(run(referral, { referralCode: "ab" })).toBe(`invalid_field{"field":"referralCode"}`);
    expect(run(referral, { referralCode: "abcd" })).toBe("ok");
  });

  it("captcha: asked for when its rule is enabled", async () => {
    const rules = new Map(await seededRules(t));
    const ask = (payload: Partial<RegisterRequest>) =>
      outcome(() =>
        validateRegistration({ ...base, ...payload } as RegisterRequest, rules, "username", {
          needsSmsCode: false,
          needsCaptcha: true,
        }),
      );
    expect(ask({})).toBe("captcha_required");
    expect(ask({ captcha: "AB12" })).toBe("captcha_required");
    expect(ask({ captcha: "AB12", captchaId: "x" })).toBe("ok");
  });

  it("ages are whole years, and impossible or future dates have none", () => {
    const today = new Date(Date.UTC(2026, 10, 22));
    expect(ageOn("2008-11-22", today)).toBe(18);
    expect(ageOn("2008-11-23", today)).toBe(17);
    expect(ageOn("2001-02-29", today)).toBeNull();
    expect(ageOn("2030-01-01", today)).toBeNull();
  });
});

describe("field rules, through the register call", () => {
  const cases: { name: string; setup?: () => Promise<void>; payload: Partial<RegisterRequest>; code: ErrorCode }[] = [
    { name: "username against its rule", payload: { username: "8lotus" }, code: "invalid_username" },
    {
      name: "password under the floor",
      payload: { password: "Lotus20", confirmPassword: "Lotus20" },
      code: "invalid_password",
    },
    {
      name: "password against the rule (letters and digits)",
      payload: { password: "lotuslotus", confirmPassword: "lotuslotus" },
      code: "invalid_password",
    },
    { name: "confirmation differs", payload: { confirmPassword: "Lotus2026y" }, code: "password_mismatch" },
    { name: "e-mail format", payload: { email: "member@lotus" }, code: "invalid_email" },
    { name: "payee name format", payload: { payeeName: "Minh" }, code: "invalid_payee_name" },
    { name: "a field the operator turned off", payload: { wechat: "lotus88" }, code: "invalid_field" },
    {
      name: "a required field left empty",
      setup: () => setRule(t.db, "email", { required: true }),
      payload: {},
      code: "field_required",
    },
    {
      name: "a date of birth under the minimum age",
      setup: () => setRule(t.db, "birthday", { enabled: true }),
      payload: { birthday: `${new Date().getUTCFullYear() - 17}-01-01` },
      code: "age_not_confirmed",
    },
    {
      name: "a date of birth that does not exist",
      setup: () => setRule(t.db, "birthday", { enabled: true }),
      payload: { birthday: "2001-02-29" },
      code: "invalid_field",
    },
    { name: "an unknown invitation code", payload: { affiliateCode: "NOPE99" }, code: "invitation_code_error" },
  ];

  it.each(cases.map((c) => [c.name, c] as const))("%s → its catalogue code, nothing stored", async (_, c) => {
    await setRule(t.db, "nickname", { enabled: false });
    await setRule(t.db, "email", { required: false });
    await setRule(t.db, "birthday", { enabled: false });
    await c.setup?.();
    const before = await snapshotDatabase(t.db);
    expectError(await registerRequest(t.app, registrationPayload(c.payload), { human: false }), c.code);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("the minimum age comes from the brand and is named in the message", async () => {
    await setRule(t.db, "birthday", { enabled: true });
    await t.db.query("update brand set minimum_age = 21");
    const res = await registerRequest(
      t.app,
      registrationPayload({ birthday: `${new Date().getUTCFullYear() - 20}-01-01` }),
      { human: false, headers: { language: "en" } },
    );
    expectError(res, "age_not_confirmed", "en");
    expect(res.json<{ message: string }>().message).toBe("You must be 21 or older to register.");
    await t.db.query("update brand set minimum_age = 18");
    await setRule(t.db, "birthday", { enabled: false });
  });

  it("registration stays closed to a way the operator switched off", async () => {
    await setSetting(t.db, "USERNAMEREG3", false);
    const before = await snapshotDatabase(t.db);
    expectError(await registerRequest(t.app, registrationPayload(), { human: false }), "registration_closed");
    expect(await snapshotDatabase(t.db)).toEqual(before);
    await setSetting(t.db, "USERNAMEREG3", true);
  });
});
