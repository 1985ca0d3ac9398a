import type { TFunction } from "i18next";
import { ApiError } from "../../../lib/api-client";
import { patternKeyOf, type FieldIssue, type Rule } from "./field-rules";

/**
 * A field problem in words (spec §5): "{field} cannot be empty", the pattern catalogue's
 * message with its length (one number when min and max are equal), the confirmation mismatch,
 * the country's digit count.
 */
export function issueMessage(t: TFunction<"account">, issue: FieldIssue, fieldLabel: string): string {
  switch (issue.kind) {
    case "required":
      return t("validation.required", { field: fieldLabel });
    case "mismatch":
      return t("validation.mismatch");
    case "unchanged":
      return t("validation.unchanged");
    case "mobileDigits":
      return t("validation.mobileDigits", { n: issue.digits });
    case "pattern": {
      const length =
        issue.min === issue.max
          ? t("validation.lengthExact", { n: issue.min })
          : t("validation.lengthRange", { min: issue.min, max: issue.max });
      return t(`patterns.${issue.patternKey}` as "patterns.length_only", { length });
    }
  }
}

/** A rule in words, shown as a field's hint before anything is typed. */
export function ruleHint(t: TFunction<"account">, rule: Rule): string {
  return issueMessage(
    t,
    { kind: "pattern", patternKey: patternKeyOf(rule.patternId), min: rule.minLength, max: rule.maxLength },
    "",
  );
}

/**
 * The words for a failed call: the server's own localized message (spec §8), or ours when the
 * server was never reached.
 */
export function failureMessage(t: TFunction<"account">, failure: unknown): string {
  if (failure instanceof ApiError) {
    if (failure.code === "network_error") return t("errors.network");
    if (failure.message) return failure.message;
    if (failure.code === "human_verification_required") return t("errors.humanVerification");
  }
  return t("errors.unknown");
}

/** The form field a server error code is about, so the message sits next to it. */
export function fieldOfError(code: string): string | null {
  switch (code) {
    case "invalid_username":
    case "username_taken":
      return "username";
    case "invalid_password":
    case "password_unchanged":
      return "password";
    case "password_mismatch":
      return "confirmPassword";
    case "invalid_email":
    case "email_taken":
      return "email";
    case "invalid_mobile":
    case "mobile_taken":
      return "mobileNum";
    case "invalid_payee_name":
      return "payeeName";
    case "verification_code_invalid":
    case "verification_code_expired":
    case "verification_code_exhausted":
      return "verificationCode";
    case "invitation_code_error":
      return "affiliateCode";
    case "captcha_invalid":
    case "captcha_required":
      return "captcha";
    case "old_password_wrong":
      return "oldPassword";
    default:
      return null;
  }
}

/** invalid_field / field_required name their field in the error value. */
export function fieldOfFailure(failure: unknown): string | null {
  if (!(failure instanceof ApiError)) return null;
  const value = failure.value as { field?: unknown } | null;
  if ((failure.code === "invalid_field" || failure.code === "field_required") && typeof value?.field === "string")
    return value.field;
  return fieldOfError(failure.code);
}
