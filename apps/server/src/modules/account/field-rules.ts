import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTER_FIELDS,
  matchesFieldRule,
  type RegisterFieldRule,
  type RegisterRequest,
} from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { assertNewPasswordLength } from "./passwords.ts";

type Field = RegisterFieldRule["field"];
export type FieldRules = ReadonlyMap<Field, RegisterFieldRule>;
export type RegisterKind = "username" | "mobile";

export const ruleMap = (rules: readonly RegisterFieldRule[]): FieldRules => new Map(rules.map((r) => [r.field, r]));

/** The effective password bounds: the rule may ask more than the 8–128 floor, never less. */
export function passwordBounds(rule: RegisterFieldRule | undefined): { min: number; max: number } {
  const min = Math.max(PASSWORD_MIN_LENGTH, rule?.enabled ? rule.minLength : 0);
  const max = Math.min(PASSWORD_MAX_LENGTH, Math.max(rule?.enabled ? rule.maxLength : PASSWORD_MAX_LENGTH, min));
  return { min, max };
}

/** The catalogue code of a value that breaks its field's rule (spec §8 format errors). */
export function invalidFieldError(field: Field, rules: FieldRules): AppError {
  switch (field) {
    case "username":
      return new AppError("invalid_username");
    case "password":
      return new AppError("invalid_password", passwordBounds(rules.get("password")));
    case "email":
      return new AppError("invalid_email");
    case "payeeName":
      return new AppError("invalid_payee_name");
    case "mobileNum":
      return new AppError("invalid_mobile");
    default:
      return new AppError("invalid_field", { field });
  }
}

/**
 * A new password (registration, change, reset): the 8–128 floor (never truncated; so the weak
 * default 123456 can never be chosen) and, when the operator enabled the password rule, its
 * pattern and bounds.
 */
export function checkNewPassword(plain: string, rules: FieldRules): void {
  const rule = rules.get("password");
  const { min, max } = passwordBounds(rule);
  assertNewPasswordLength(plain, min, max);
  if (rule?.enabled && !matchesFieldRule({ ...rule, minLength: min, maxLength: max }, plain)) {
    throw invalidFieldError("password", rules);
  }
}

/** The registration after every field passed its rule; empty strings are already gone. */
export type ValidRegistration = {
  account: string;
  password: string;
  nickname: string;
  payeeName: string;
  email: string | null;
  mobile: { dialingCode: string; number: string } | null;
  birthday: string | null;
  affiliateCode: string | null;
  referralCode: string | null;
  paymentPassword: string | null;
  verificationCode: string | null;
  captcha: string | null;
  profile: Record<string, string>;
};

// Checked by their own rules below rather than by the generic "enabled / required / pattern" pass.
const SPECIAL_FIELDS = new Set<Field>([
  "username",
  "password",
  "confirmPassword",
  "mobileNum",
  "verificationCode",
  "captcha",
  "affiliateCode",
  "referralCode",
]);
const PROFILE_FIELDS = [
  "qqNum",
  "line",
  "whatsapp",
  "facebook",
  "telegram",
  "zalo",
  "wechat",
  "idNumber",
  "recommenderId",
] as const satisfies readonly Field[];
const PROFILE_TEXTS = ["address", "nationality", "occupation", "sourceOfIncome"] as const;

const present = (value: string | undefined): string | null => (value === undefined || value === "" ? null : value);

/**
 * Checks a registration against the operator's field rules (spec §5): an enabled field must
 * match its rule when given and be given when required; a disabled field must be absent. Only
 * pure checks happen here — nothing that reads or writes the database — so a request that fails
 * them changes nothing.
 *
 * - Username registration: username and password always required (an account needs both).
 * - Mobile registration: the mobile number is the username (spec §3); the username rule does
 *   not apply to it, a username sent along must equal it.
 * - affiliateCode and referralCode come from the invitation link even when their fields are not
 *   shown (spec §3 "both register calls add …"), so a disabled rule does not refuse them.
 * - verificationCode is required by the REGMOBVERF3 switch, not by its rule (the caller decides).
 */
export function validateRegistration(
  payload: RegisterRequest,
  rules: FieldRules,
  kind: RegisterKind,
  options: { needsSmsCode: boolean; needsCaptcha?: boolean },
): ValidRegistration {
  const check = (field: Field, value: string | null, required: boolean) => {
    const rule = rules.get(field);
    if (value === null) {
      if (required || (rule?.enabled && rule.required)) throw new AppError("field_required", { field });
      return;
    }
    if (rule?.enabled && !matchesFieldRule(rule, value)) throw invalidFieldError(field, rules);
  };
  const mustBeAbsent = (field: Field, value: string | null) => {
    if (value !== null && !rules.get(field)?.enabled) throw new AppError("invalid_field", { field });
  };

  const mobileNum = present(payload.mobileNum);
  let account: string;
  if (kind === "mobile") {
    if (mobileNum === null) throw new AppError("field_required", { field: "mobileNum" });
    const username = present(payload.username);
    if (username !== null && username !== mobileNum) throw new AppError("invalid_username");
    account = mobileNum;
  } else {
    const username = present(payload.username);
    check("username", username, true);
    account = username!;
    mustBeAbsent("mobileNum", mobileNum);
  }
  if (mobileNum !== null) {
    check("mobileNum", mobileNum, kind === "mobile");
    if (!payload.countryDialingCode) throw new AppError("field_required", { field: "countryDialingCode" });
  } else {
    check("mobileNum", null, false);
  }

  const password = present(payload.password);
  if (password === null) throw new AppError("field_required", { field: "password" });
  checkNewPassword(password, rules);
  const confirm = present(payload.confirmPassword);
  if (confirm === null) throw new AppError("field_required", { field: "confirmPassword" });
  if (confirm !== password) throw new AppError("password_mismatch");

  for (const field of REGISTER_FIELDS) {
    if (SPECIAL_FIELDS.has(field)) continue;
    const value = present(payload[field]);
    if (rules.get(field)?.enabled) check(field, value, false);
    else mustBeAbsent(field, value);
  }

  const affiliateCode = present(payload.affiliateCode);
  if (affiliateCode !== null && rules.get("affiliateCode")?.enabled) check("affiliateCode", affiliateCode, false);
  const referralCode = present(payload.referralCode);
  if (referralCode !== null && rules.get("referralCode")?.enabled) check("referralCode", referralCode, false);

  const verificationCode = present(payload.verificationCode);
  if (options.needsSmsCode) {
    if (verificationCode === null) throw new AppError("field_required", { field: "verificationCode" });
    if (!/^[0-9]{6}$/.test(verificationCode)) throw new AppError("verification_code_invalid");
  }
  const captcha = present(payload.captcha);
  if (options.needsCaptcha && (captcha === null || !payload.captchaId)) throw new AppError("captcha_required");

  const profile: Record<string, string> = {};
  for (const field of [...PROFILE_FIELDS, ...PROFILE_TEXTS]) {
    const value = present(payload[field]);
    if (value !== null) profile[field] = value;
  }

  const email = present(payload.email);
  return {
    account: account.toLowerCase(),
    password,
    nickname: present(payload.nickname) ?? "",
    payeeName: present(payload.payeeName) ?? "",
    email,
    mobile: mobileNum !== null ? { dialingCode: payload.countryDialingCode!, number: mobileNum } : null,
    birthday: present(payload.birthday),
    affiliateCode,
    referralCode,
    paymentPassword: present(payload.paymentPassword),
    verificationCode: options.needsSmsCode ? verificationCode : null,
    captcha: options.needsCaptcha ? captcha : null,
    profile,
  };
}

/** Whole years between a yyyy-MM-dd birthday and today (UTC); null for a date that does not exist. */
export function ageOn(birthday: string, today: Date = new Date()): number | null {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(birthday);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (date.getTime() > today.getTime()) return null;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}
