import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { closeAccountDialog, openAccountDialog } from "../../../lib/account-dialogs";
import { resetPasswordByEmail } from "../api/reset-password-by-email";
import { usePasswordRule } from "../hooks/use-password-rule";
import { validateNewPassword, type NewPasswordIssues } from "../utils/field-rules";
import { focusFirst } from "../utils/focus";
import { failureMessage } from "../utils/messages";
import { FormAlert, SubmitButton } from "./form-controls";
import { NewPasswordFields } from "./new-password-fields";
import { SuccessPanel } from "./success-panel";

/** The link from the password-reset e-mail: a new password, then log in with it (spec §8). */
export function ResetPasswordDialog({ token }: { token: string }) {
  const { t } = useTranslation("account");
  const id = useId();
  const rule = usePasswordRule();
  const [values, setValues] = useState({ newPassword: "", confirmNewPassword: "" });
  const [issues, setIssues] = useState<NewPasswordIssues>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = validateNewPassword(rule, values);
    setIssues(found);
    if (found.newPassword || found.confirmNewPassword) {
      focusFirst([found.newPassword && `${id}-newPassword`, found.confirmNewPassword && `${id}-confirmNewPassword`]);
      return;
    }
    setPending(true);
    try {
      await resetPasswordByEmail({ token, ...values });
      setDone(true);
    } catch (error) {
      setFailure(failureMessage(t, error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal open size="dialog" onOpenChange={(open) => !open && closeAccountDialog()} title={t("reset.title")}>
      {done ? (
        <SuccessPanel title={t("reset.doneTitle")} message={t("reset.done")}>
          <Button size="lg" className="w-full" onClick={() => openAccountDialog({ kind: "login" })}>
            {t("reset.login")}
          </Button>
        </SuccessPanel>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <p className="text-sm text-fg-muted">{t("reset.intro")}</p>
          <FormAlert message={failure} />
          <NewPasswordFields idPrefix={id} rule={rule} values={values} setValues={setValues} issues={issues} />
          <SubmitButton pending={pending} pendingLabel={t("reset.saving")}>
            {t("reset.submit")}
          </SubmitButton>
        </form>
      )}
    </Modal>
  );
}
