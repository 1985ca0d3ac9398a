import {
  matchesFieldRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PATTERN_CATALOGUE,
  VERIFICATION_CODE_LENGTH,
  type RegisterFieldRule,
} from "@lotus/contracts/web";
import { isValidMobile } from "./phone";

/**
 * Client-side checks built from the server's field rules (spec §5): required, acceptedPattern
 * (`*` matches anything) and the length bounds. The messages come from the pattern catalogue
 * keys, so a rule the operator changes changes the message with it. The server checks the same
 * rules again; these only spare the user a round trip.
 */
export type RegisterField = RegisterFieldRule["field"];
export type Rule = Pick<RegisterFieldRule, "acceptedPattern" | "patternId" | "minLength" | "maxLength">;

export type FieldIssue =
  | { kind: "required" }
  | { kind: "pattern"; patternKey: string; min: number; max: number }
  | { kind: "mismatch" }
  | { kind: "unchanged" }
  | { kind: "mobileDigits"; digits: number };

export function patternKeyOf(patternId: number): string {
  return PATTERN_CATALOGUE.find((entry) => entry.id === patternId)?.key ?? "length_only";
}

/** Any non-empty value of at most `max` characters. */
export const anyText = (max = 128): Rule => ({ acceptedPattern: "*", patternId: 0, minLength: 1, maxLength: max });

export const codeRule: Rule = {
  acceptedPattern: `^[0-9]{${VERIFICATION_CODE_LENGTH}}$`,
  patternId: 6,
  minLength: VERIFICATION_CODE_LENGTH,
  maxLength: VERIFICATION_CODE_LENGTH,
};

/**
 * Every new password has at least PASSWORD_MIN_LENGTH and at most PASSWORD_MAX_LENGTH
 * characters, whatever the operator's rule says: a rule may ask for more, never for less.
 */
export function withPasswordFloor(rule: Rule | undefined): Rule {
  return {
    acceptedPattern: rule?.acceptedPattern ?? "*",
    patternId: rule?.patternId ?? 0,
    minLength: Math.max(rule?.minLength ?? 0, PASSWORD_MIN_LENGTH),
    maxLength: Math.min(rule?.maxLength ?? PASSWORD_MAX_LENGTH, PASSWORD_MAX_LENGTH),
  };
}

export function checkValue(rule: Rule, value: string, required: boolean): FieldIssue | null {
  if (value === "") return required ? { kind: "required" } : null;
  let valid: boolean;
  try {
    valid = matchesFieldRule(rule, value);
  } catch {
    // A pattern this browser cannot compile is left to the server, which checks every field anyway.
    valid = true;
  }
  if (valid) return null;
  return { kind: "pattern", patternKey: patternKeyOf(rule.patternId), min: rule.minLength, max: rule.maxLength };
}

export function checkMobile(mobileNum: string, digits: number): FieldIssue | null {
  if (mobileNum === "") return { kind: "required" };
  return isValidMobile(mobileNum, digits) ? null : { kind: "mobileDigits", digits };
}

export function checkConfirmation(password: string, confirmation: string): FieldIssue | null {
  if (confirmation === "") return { kind: "required" };
  return confirmation === password ? null : { kind: "mismatch" };
}

export type NewPasswordIssues = { newPassword?: FieldIssue; confirmNewPassword?: FieldIssue };

/** A new password and its confirmation; with `oldPassword`, the new one must differ from it. */
export function validateNewPassword(
  rule: Rule,
  values: { newPassword: string; confirmNewPassword: string; oldPassword?: string },
): NewPasswordIssues {
  const issues: NewPasswordIssues = {};
  const newIssue =
    checkValue(rule, values.newPassword, true) ??
    (values.oldPassword !== undefined && values.oldPassword !== "" && values.newPassword === values.oldPassword
      ? ({ kind: "unchanged" } as const)
      : null);
  if (newIssue) issues.newPassword = newIssue;
  const confirmIssue = checkConfirmation(values.newPassword, values.confirmNewPassword);
  if (confirmIssue) issues.confirmNewPassword = confirmIssue;
  return issues;
}

/* ---- The registration form, built at run time (spec §3 Registration fields) ---- */

export type RegisterTab = "username" | "mobile";
export type InputKind = "text" | "password" | "email" | "mobile" | "code" | "date" | "digits" | "digitsSecret";

export type FormField = { name: RegisterField; rule: Rule; required: boolean; input: InputKind };

/** Fields with their own widget or no place in the form body. */
const SPECIAL: ReadonlySet<RegisterField> = new Set([
  "username",
  "password",
  "confirmPassword",
  "mobileNum",
  "verificationCode",
  "captcha",
]);

function inputOf(rule: RegisterFieldRule): InputKind {
  if (rule.field === "paymentPassword") return "digitsSecret";
  if (rule.field === "email" || rule.patternId === 3) return "email";
  if (rule.field === "birthday" && rule.patternId === 11) return "date";
  if (rule.patternId === 6) return "digits";
  return "text";
}

export type RegisterFormOptions = {
  /** REGMOBVERF3: a mobile number in the form must be confirmed with an SMS code. */
  smsVerification: boolean;
  /** A valid affiliate code came with the link: its field is hidden (spec §4 Registration). */
  affiliateFromLink: boolean;
};

/**
 * The fields of one registration tab, in order: the account fields first (username, or the
 * mobile number that becomes the username), then the rest in the operator's order. Spec §5: the
 * username, password, confirmation, a shown mobile number, its SMS code and a shown payment
 * password are required; the others only when the rule says so.
 */
export function registerFormFields(
  rules: readonly RegisterFieldRule[],
  tab: RegisterTab,
  options: RegisterFormOptions,
): FormField[] {
  const byName = new Map(rules.map((rule) => [rule.field, rule]));
  const enabled = (name: RegisterField) => byName.get(name)?.enabled === true;
  const fields: FormField[] = [];

  const password: FormField = {
    name: "password",
    rule: withPasswordFloor(enabled("password") ? byName.get("password") : undefined),
    required: true,
    input: "password",
  };
  const confirmation: FormField = { name: "confirmPassword", rule: password.rule, required: true, input: "password" };
  const mobileRule = byName.get("mobileNum");
  const showMobile = tab === "mobile" || enabled("mobileNum");
  const mobile: FormField[] = [];
  if (showMobile) {
    mobile.push({ name: "mobileNum", rule: mobileRule ?? anyText(15), required: true, input: "mobile" });
    if (options.smsVerification)
      mobile.push({ name: "verificationCode", rule: codeRule, required: true, input: "code" });
  }

  if (tab === "username") {
    const username = byName.get("username");
    fields.push({ name: "username", rule: username ?? anyText(64), required: true, input: "text" });
    fields.push(password, confirmation, ...mobile);
  } else {
    fields.push(...mobile, password, confirmation);
  }

  for (const rule of rules) {
    if (!rule.enabled || SPECIAL.has(rule.field)) continue;
    if (rule.field === "affiliateCode" && options.affiliateFromLink) continue;
    const required = rule.field === "paymentPassword" ? true : rule.required;
    fields.push({ name: rule.field, rule, required, input: inputOf(rule) });
  }
  return fields;
}

/** The captcha rule of the registration form, when the operator turned it on. */
export function registerCaptchaRule(rules: readonly RegisterFieldRule[]): RegisterFieldRule | undefined {
  return rules.find((rule) => rule.field === "captcha" && rule.enabled);
}

export type FormValues = Partial<Record<RegisterField, string>>;

/** Every problem of the form, by field; an empty object means it may be sent. */
export function validateRegisterForm(
  fields: readonly FormField[],
  values: FormValues,
  mobileDigits: number,
): Partial<Record<RegisterField, FieldIssue>> {
  const issues: Partial<Record<RegisterField, FieldIssue>> = {};
  for (const field of fields) {
    const value = values[field.name] ?? "";
    let issue: FieldIssue | null;
    if (field.name === "confirmPassword") issue = checkConfirmation(values.password ?? "", value);
    else if (field.input === "mobile") issue = checkMobile(value, mobileDigits);
    else issue = checkValue(field.rule, value, field.required);
    if (issue) issues[field.name] = issue;
  }
  return issues;
}
