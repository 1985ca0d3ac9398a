import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, PATTERN_CATALOGUE, patternOf, type RegisterFieldRule } from "@lotus/contracts/web";
import {
  checkConfirmation,
  checkMobile,
  checkValue,
  registerCaptchaRule,
  registerFormFields,
  validateNewPassword,
  validateRegisterForm,
  withPasswordFloor,
  type RegisterField,
} from "./field-rules";

const rule = (
  field: RegisterField,
  enabled: boolean,
  required: boolean,
  patternId: number,
  minLength: number,
  maxLength: number,
): RegisterFieldRule => ({
  field,
  enabled,
  required,
  patternId,
  acceptedPattern: patternOf(patternId),
  minLength,
  maxLength,
});

/** The demo brand's rules (apps/server/src/seed/demo-content.ts). */
const demoRules: RegisterFieldRule[] = [
  rule("username", true, true, 1, 6, 16),
  rule("password", true, true, 14, 8, 128),
  rule("confirmPassword", true, true, 0, 8, 128),
  rule("payeeName", true, false, 21, 4, 50),
  rule("email", true, false, 3, 6, 64),
  rule("mobileNum", true, true, 6, 9, 10),
  rule("verificationCode", true, true, 6, 6, 6),
  rule("nickname", false, false, 9, 2, 20),
  rule("affiliateCode", true, false, 4, 4, 16),
  rule("referralCode", true, false, 4, 4, 16),
  rule("captcha", false, false, 4, 4, 4),
  rule("paymentPassword", false, false, 6, 6, 6),
];

/** A value each pattern accepts and one it refuses, both within 4–12 characters. */
const samples: Record<number, [valid: string, invalid: string]> = {
  0: ["any thing!", "abc"],
  1: ["a1b2c3", "1abc"],
  2: ["abc中文", "abc1"],
  3: ["a@b.vn", "a@b"],
  4: ["abc123", "abc-123"],
  5: ["123a", "1234"],
  6: ["12345", "12a45"],
  7: ["Abc123", "abc123"],
  8: ["Ab Cd", "Ab-Cd"],
  9: ["a-b_c!", "a b"],
  10: ["中文·名字", "中文a"],
  11: ["2000-01-31", "2000-13-01"],
  12: ["Lê Anh", "L 1"],
  13: ["01-31-2000", "2000-01-31"],
  14: ["abc123", "abcdef"],
  15: ["한국어입니다", "한국어a"],
  16: ["ภาษาไทย", "ภาษา ไทย"],
  17: ["ไทย abc", "ไทย 123"],
  18: ["ABC DEF", "Abc Def"],
  19: ["a1!~b", "a1 !"],
  20: ["Aa1!aaaa", "Aa1aaaaa"],
  21: ["Nguyễn Văn", "Nguyễn"],
  22: ["ニホンゴ", "ニホン ゴ"],
};

describe("field rules from the server configuration", () => {
  for (const { id, key } of PATTERN_CATALOGUE) {
    it(`pattern ${id} (${key}) accepts a matching value and refuses another with its catalogue key`, () => {
      const r = { acceptedPattern: patternOf(id), patternId: id, minLength: 4, maxLength: 12 };
      const [valid, invalid] = samples[id]!;
      expect(checkValue(r, valid, true)).toBeNull();
      expect(checkValue(r, invalid, true)).toEqual({ kind: "pattern", patternKey: key, min: 4, max: 12 });
    });
  }

  it("refuses values outside the length bounds even when the pattern is *", () => {
    const r = { acceptedPattern: "*", patternId: 0, minLength: 3, maxLength: 5 };
    expect(checkValue(r, "ab", true)).toMatchObject({ kind: "pattern", min: 3, max: 5 });
    expect(checkValue(r, "abcdef", true)).toMatchObject({ kind: "pattern" });
    expect(checkValue(r, "abc", true)).toBeNull();
  });

  it("counts characters, not UTF-16 units, so Vietnamese and emoji names measure right", () => {
    const r = { acceptedPattern: "*", patternId: 0, minLength: 1, maxLength: 3 };
    expect(checkValue(r, "😀😀😀", true)).toBeNull();
  });

  it("asks for a required field and lets an optional one stay empty", () => {
    const r = { acceptedPattern: "^[0-9]+$", patternId: 6, minLength: 5, maxLength: 10 };
    expect(checkValue(r, "", true)).toEqual({ kind: "required" });
    expect(checkValue(r, "", false)).toBeNull();
  });

  it("leaves a pattern the browser cannot compile to the server", () => {
    expect(checkValue({ acceptedPattern: "([", patternId: 4, minLength: 1, maxLength: 9 }, "abc", true)).toBeNull();
  });

  it("never lets a password rule go below 8 or above 128 characters", () => {
    expect(withPasswordFloor({ acceptedPattern: "*", patternId: 0, minLength: 6, maxLength: 500 })).toMatchObject({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: 128,
    });
    expect(withPasswordFloor({ acceptedPattern: "*", patternId: 0, minLength: 12, maxLength: 20 })).toMatchObject({
      minLength: 12,
      maxLength: 20,
    });
    expect(checkValue(withPasswordFloor(undefined), "123456", true)).toMatchObject({ kind: "pattern", min: 8 });
  });

  it("says when the confirmation differs and when the new password equals the old", () => {
    expect(checkConfirmation("Secret123", "Secret124")).toEqual({ kind: "mismatch" });
    expect(checkConfirmation("Secret123", "Secret123")).toBeNull();
    const floor = withPasswordFloor(undefined);
    expect(
      validateNewPassword(floor, {
        newPassword: "Secret123",
        confirmNewPassword: "Secret123",
        oldPassword: "Secret123",
      }),
    ).toEqual({ newPassword: { kind: "unchanged" } });
    expect(validateNewPassword(floor, { newPassword: "Secret123", confirmNewPassword: "x" })).toEqual({
      confirmNewPassword: { kind: "mismatch" },
    });
  });

  it("checks a mobile number against the country's fixed digit count", () => {
    expect(checkMobile("912345678", 9)).toBeNull();
    expect(checkMobile("91234567", 9)).toEqual({ kind: "mobileDigits", digits: 9 });
    expect(checkMobile("91234567a", 9)).toEqual({ kind: "mobileDigits", digits: 9 });
    expect(checkMobile("", 9)).toEqual({ kind: "required" });
  });
});

describe("the registration form built at run time", () => {
  const names = (fields: { name: string }[]) => fields.map((f) => f.name);

  it("shows only enabled fields, username first, with mobile and SMS code when phone verification is on", () => {
    const fields = registerFormFields(demoRules, "username", { smsVerification: true, affiliateFromLink: false });
    expect(names(fields)).toEqual([
      "username",
      "password",
      "confirmPassword",
      "mobileNum",
      "verificationCode",
      "payeeName",
      "email",
      "affiliateCode",
      "referralCode",
    ]);
    expect(fields.find((f) => f.name === "email")).toMatchObject({ required: false, input: "email" });
  });

  it("puts the mobile number first on the mobile tab and asks no username", () => {
    const fields = registerFormFields(demoRules, "mobile", { smsVerification: true, affiliateFromLink: false });
    expect(names(fields).slice(0, 4)).toEqual(["mobileNum", "verificationCode", "password", "confirmPassword"]);
    expect(names(fields)).not.toContain("username");
  });

  it("drops the SMS code without phone verification and the affiliate field when the link's code is valid", () => {
    const fields = registerFormFields(demoRules, "username", { smsVerification: false, affiliateFromLink: true });
    expect(names(fields)).not.toContain("verificationCode");
    expect(names(fields)).not.toContain("affiliateCode");
  });

  it("makes a shown payment password required even when its rule says optional", () => {
    const rules = demoRules.map((r) => (r.field === "paymentPassword" ? { ...r, enabled: true } : r));
    const field = registerFormFields(rules, "username", { smsVerification: false, affiliateFromLink: false }).find(
      (f) => f.name === "paymentPassword",
    );
    expect(field).toMatchObject({ required: true, input: "digitsSecret" });
  });

  it("finds the captcha rule only when the operator enabled it", () => {
    expect(registerCaptchaRule(demoRules)).toBeUndefined();
    const rules = demoRules.map((r) => (r.field === "captcha" ? { ...r, enabled: true } : r));
    expect(registerCaptchaRule(rules)?.field).toBe("captcha");
  });

  it("validates every field of a filled form and reports each problem by field", () => {
    const fields = registerFormFields(demoRules, "username", { smsVerification: true, affiliateFromLink: false });
    const good = {
      username: "lotus88",
      password: "Secret123",
      confirmPassword: "Secret123",
      mobileNum: "912345678",
      verificationCode: "123456",
      payeeName: "NGUYEN VAN A",
      email: "",
      affiliateCode: "",
      referralCode: "",
    };
    expect(validateRegisterForm(fields, good, 9)).toEqual({});
    const bad = { ...good, username: "8lotus", confirmPassword: "Secret124", mobileNum: "91234", email: "x@y" };
    expect(validateRegisterForm(fields, bad, 9)).toEqual({
      username: { kind: "pattern", patternKey: "letter_first_alnum", min: 6, max: 16 },
      confirmPassword: { kind: "mismatch" },
      mobileNum: { kind: "mobileDigits", digits: 9 },
      email: { kind: "pattern", patternKey: "email", min: 6, max: 64 },
    });
    expect(validateRegisterForm(fields, {}, 9)).toMatchObject({
      username: { kind: "required" },
      password: { kind: "required" },
      verificationCode: { kind: "required" },
    });
  });
});
