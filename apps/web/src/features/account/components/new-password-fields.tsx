import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import type { NewPasswordIssues, Rule } from "../utils/field-rules";
import { issueMessage, ruleHint } from "../utils/messages";
import { PasswordField } from "./form-controls";

type NewPasswordValues = { newPassword: string; confirmNewPassword: string };

/** New password and confirmation; the rule's own words are the hint, so the user knows before typing. */
export function NewPasswordFields<Values extends NewPasswordValues>({
  idPrefix,
  rule,
  values,
  setValues,
  issues,
}: {
  idPrefix: string;
  rule: Rule;
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  issues: NewPasswordIssues;
}) {
  const { t } = useTranslation("account");
  const newLabel = t("fields.newPassword");
  const confirmLabel = t("fields.confirmNewPassword");
  const hint = ruleHint(t, rule);
  return (
    <>
      <PasswordField
        id={`${idPrefix}-newPassword`}
        name="newPassword"
        label={newLabel}
        value={values.newPassword}
        onChange={(v) => setValues((s) => ({ ...s, newPassword: v }))}
        autoComplete="new-password"
        maxLength={rule.maxLength}
        hint={hint}
        error={issues.newPassword ? issueMessage(t, issues.newPassword, newLabel) : undefined}
      />
      <PasswordField
        id={`${idPrefix}-confirmNewPassword`}
        name="confirmNewPassword"
        label={confirmLabel}
        value={values.confirmNewPassword}
        onChange={(v) => setValues((s) => ({ ...s, confirmNewPassword: v }))}
        autoComplete="new-password"
        maxLength={rule.maxLength}
        error={issues.confirmNewPassword ? issueMessage(t, issues.confirmNewPassword, confirmLabel) : undefined}
      />
    </>
  );
}
