import { useState, type FormEvent, type ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { REAUTH_MINUTES } from "@lotus/contracts/web";
import { ApiError } from "../../../../lib/api-client";
import { reauthenticate } from "../../api/reauthenticate";
import {
  CancelButton,
  FormActions,
  FormError,
  SubmitButton,
  TextField,
  useErrorText,
} from "../../../../components/ui/form-parts";
import { useReauth } from "./security-context";

/**
 * Changes of mobile, e-mail, authenticator and payment password ask for the password again first:
 * an unattended, logged-in device alone is not enough to take the account over.
 */
export function ReauthGate({ onCancel, children }: { onCancel: () => void; children: (ticket: string) => ReactNode }) {
  const { ticket } = useReauth();
  return ticket ? children(ticket) : <ReauthStep onCancel={onCancel} />;
}

function ReauthStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation("member");
  const errorText = useErrorText();
  const reauth = useReauth();
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: reauthenticate, onSuccess: reauth.remember });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password === "") {
      setFieldError(t("reauth.required"));
      return;
    }
    setFieldError(null);
    mutation.mutate(password);
  }

  const wrongPassword = mutation.error instanceof ApiError && mutation.error.code === "old_password_wrong";
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <p className="text-sm text-fg-muted">
        {reauth.expired ? t("reauth.expired") : t("reauth.intro", { minutes: REAUTH_MINUTES })}
      </p>
      <TextField
        label={t("reauth.password")}
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError ?? (wrongPassword ? errorText(mutation.error) : null)}
        maxLength={128}
        autoFocus
      />
      {!wrongPassword && <FormError message={mutation.isError ? errorText(mutation.error) : null} />}
      <FormActions>
        <SubmitButton pending={mutation.isPending}>{t("reauth.submit")}</SubmitButton>
        <CancelButton onClick={onCancel} />
      </FormActions>
    </form>
  );
}

/** Runs a call that needs the ticket; a refused (expired) ticket sends the form back to the password step. */
export function useTicketRefusal() {
  const reauth = useReauth();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === "reauth_required") reauth.forget({ expired: true });
  };
}
