import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { VERIFICATION_CODE_LENGTH, type LoginSecondStep } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api-client";
import { closeAccountDialog, openAccountDialog } from "../../../lib/account-dialogs";
import { sendSecondVerificationCode } from "../api/send-second-verification-code";
import { verifySecondStep } from "../api/verify-second-step";
import { useFinishLogin } from "../hooks/use-finish-login";
import { useSendCode } from "../hooks/use-send-code";
import { anyText, checkValue, codeRule, type FieldIssue } from "../utils/field-rules";
import { setPendingLogin, takePendingLogin } from "../utils/login-context";
import { failureMessage, issueMessage } from "../utils/messages";
import { CodeField } from "./code-field";
import { FormAlert, SubmitButton, TextField } from "./form-controls";

function ShieldMark() {
  return (
    <div
      className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-gold-soft/15 text-gold"
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3z" />
        <path d="M8.5 12l2.5 2.5 4.5-5" strokeLinecap="round" />
      </svg>
    </div>
  );
}

/**
 * Second verification (spec §4 Login 9): a login from an IP the account has not used is
 * confirmed with the method the operator chose: a code to the bound mobile or e-mail, the
 * payee name, or an authenticator code. Success trusts the IP from then on.
 */
export function SecondVerificationDialog({ step }: { step: LoginSecondStep }) {
  const { t } = useTranslation("account");
  const id = useId();
  const answerId = `${id}-answer`;
  const [answer, setAnswer] = useState("");
  const [issue, setIssue] = useState<FieldIssue | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const sender = useSendCode();
  const finishLogin = useFinishLogin();
  const method = step.method;
  const byCode = method === "SMS" || method === "EMAIL";
  const label = t(`second.label.${method}`);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = answer.trim();
    const found = method === "PAYEE_NAME" ? checkValue(anyText(), value, true) : checkValue(codeRule, value, true);
    setIssue(found);
    setFailure(null);
    if (found) {
      document.getElementById(answerId)?.focus();
      return;
    }
    setPending(true);
    // Read before the call: a failed answer keeps it for the next try.
    const login = takePendingLogin();
    try {
      finishLogin(await verifySecondStep(step.ticket, value), login);
    } catch (error) {
      setPendingLogin(login);
      setFailure(failureMessage(t, error));
      if (error instanceof ApiError && error.code === "second_verification_expired") setExpired(true);
      setPending(false);
    }
  }

  return (
    <Modal
      open
      size="dialog"
      onOpenChange={(open) => {
        if (open) return;
        setPendingLogin(null);
        closeAccountDialog();
      }}
      title={t("second.title")}
    >
      <ShieldMark />
      <p className="mb-5 text-center text-sm text-fg-muted">{t(`second.intro.${method}`, { target: step.target })}</p>
      {expired ? (
        <div className="grid gap-4">
          <FormAlert message={failure} />
          <Button size="lg" className="w-full" onClick={() => openAccountDialog({ kind: "login" })}>
            {t("second.again")}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormAlert message={failure} />
          {byCode ? (
            <CodeField
              id={answerId}
              label={label}
              value={answer}
              onChange={setAnswer}
              sender={sender}
              onSend={() => void sender.send(() => sendSecondVerificationCode(step.ticket))}
              error={issue ? issueMessage(t, issue, label) : undefined}
            />
          ) : method === "TOTP" ? (
            <TextField
              id={answerId}
              label={label}
              value={answer}
              onChange={(v) => setAnswer(v.replace(/\D/g, ""))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              hint={t("second.totpHint")}
              error={issue ? issueMessage(t, issue, label) : undefined}
            />
          ) : (
            <TextField
              id={answerId}
              label={label}
              value={answer}
              onChange={setAnswer}
              autoComplete="off"
              maxLength={128}
              hint={t("second.payeeHint")}
              error={issue ? issueMessage(t, issue, label) : undefined}
            />
          )}
          <SubmitButton pending={pending} pendingLabel={t("second.checking")}>
            {t("second.submit")}
          </SubmitButton>
        </form>
      )}
    </Modal>
  );
}
