import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api-client";
import { closeAccountDialog } from "../../../lib/account-dialogs";
import { queryClient } from "../../../lib/query-client";
import { replaceToken, useSession } from "../../../lib/session";
import { changePassword } from "../api/change-password";
import { useLogout } from "../hooks/use-logout";
import { usePasswordRule } from "../hooks/use-password-rule";
import { validateNewPassword, type FieldIssue, type NewPasswordIssues } from "../utils/field-rules";
import { failureMessage, fieldOfError, issueMessage } from "../utils/messages";
import { FormAlert, PasswordField, SubmitButton } from "./form-controls";
import { NewPasswordFields } from "./new-password-fields";

/**
 * Change password (spec §4, §5). Spec §5 skips the old password "when the stored login password
 * is known"; this client never stores the password, so the old one is always asked for. The
 * forced variant (the weak default, or an expired password) shows the account name and has no
 * close control: the only ways out are a new password or logging out.
 */
export function ChangePasswordDialog({ forced }: { forced: boolean }) {
  const { t } = useTranslation("account");
  const id = useId();
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const rule = usePasswordRule();
  const [values, setValues] = useState({ oldPassword: "", newPassword: "", confirmNewPassword: "" });
  const [issues, setIssues] = useState<NewPasswordIssues & { oldPassword?: FieldIssue }>({});
  const [pending, setPending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const oldId = `${id}-oldPassword`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found: typeof issues = validateNewPassword(rule, values);
    if (values.oldPassword === "") found.oldPassword = { kind: "required" };
    else if (values.newPassword === values.oldPassword && !found.newPassword) found.newPassword = { kind: "unchanged" };
    setIssues(found);
    const first = (["oldPassword", "newPassword", "confirmNewPassword"] as const).find((k) => found[k]);
    if (first) {
      document.getElementById(first === "oldPassword" ? oldId : `${id}-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      const { token } = await changePassword(values);
      // The server revoked every session of the member and rotated this one (issue 3 security).
      replaceToken(token);
      void queryClient.invalidateQueries();
      closeAccountDialog();
      void navigate("/");
    } catch (error) {
      setFailure(failureMessage(t, error));
      setPending(false);
      if (error instanceof ApiError && fieldOfError(error.code) === "oldPassword")
        document.getElementById(oldId)?.focus();
    }
  }

  const account = session?.account ?? "";
  return (
    <Modal
      open
      size="dialog"
      closable={!forced}
      onOpenChange={(open) => !open && !forced && closeAccountDialog()}
      title={forced ? t("changePassword.forcedTitle") : t("changePassword.title")}
      description={forced ? t("changePassword.forcedBody") : undefined}
    >
      {forced && (
        <p className="mb-5 flex items-center justify-between gap-3 rounded-xl border border-gold/40 bg-gold-soft/10 px-4 py-3 text-sm">
          <span className="text-fg-muted">{t("changePassword.account")}</span>
          <span className="truncate font-semibold text-fg">{account}</span>
        </p>
      )}
      <form noValidate onSubmit={submit} className="grid gap-4">
        {/* Lets the password manager file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
        <FormAlert message={failure} />
        <PasswordField
          id={oldId}
          name="oldPassword"
          label={t("fields.oldPassword")}
          value={values.oldPassword}
          onChange={(v) => setValues((s) => ({ ...s, oldPassword: v }))}
          autoComplete="current-password"
          maxLength={128}
          error={issues.oldPassword ? issueMessage(t, issues.oldPassword, t("fields.oldPassword")) : undefined}
        />
        <NewPasswordFields idPrefix={id} rule={rule} values={values} setValues={setValues} issues={issues} />
        <SubmitButton pending={pending} pendingLabel={t("changePassword.saving")}>
          {t("changePassword.submit")}
        </SubmitButton>
        {forced && (
          <Button
            variant="ghost"
            className="w-full"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            {t("changePassword.logout")}
          </Button>
        )}
      </form>
    </Modal>
  );
}
