import { useTranslation } from "react-i18next";
import type { NewPasswordIssues, Rule } from "../utils/field-rules";
import { issueMessage, ruleHint } from "../utils/messages";
import { PasswordField } from "./form-controls";

/** New password and confirmation; the rule's own words are the hint, so the user knows before typing. */
export function NewPasswordFields({
  idPrefix,
  rule,
  newPassword,
  confirmNewPassword,
  onChange,
  issues,
}: {
  idPrefix: string;
  rule: Rule;
  newPassword: string;
  confirmNewPassword: string;
  onChange: (field: "newPassword" | "confirmNewPassword", value: string) => void;
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
        value={newPassword}
        onChange={(v) => onChange("newPassword", v)}
        autoComplete="new-password"
        maxLength={rule.maxLength}
        hint={hint}
        error={issues.newPassword ? issueMessage(t, issues.newPassword, newLabel) : undefined}
      />
      <PasswordField
        id={`${idPrefix}-confirmNewPassword`}
        name="confirmNewPassword"
        label={confirmLabel}
        value={confirmNewPassword}
        onChange={(v) => onChange("confirmNewPassword", v)}
        autoComplete="new-password"
        maxLength={rule.maxLength}
        error={issues.confirmNewPassword ? issueMessage(t, issues.confirmNewPassword, confirmLabel) : undefined}
      />
    </>
  );
}
