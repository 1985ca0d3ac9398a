import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../../components/ui/spinner";
import { useDisableTotp } from "../../api/disable-totp";
import { useEnableTotp } from "../../api/enable-totp";
import { useStartTotpSetup } from "../../api/start-totp-setup";
import type { TotpSetupValue } from "@lotus/contracts/web";
import {
  CancelButton,
  FormActions,
  FormError,
  FormFooter,
  useCodeProblem,
  useErrorText,
  VerificationCodeField,
} from "../../../../components/ui/form-parts";
import { ReauthGate, useTicketRefusal } from "./reauth-step";
import { useNotify, useReauth } from "./security-context";

type FormProps = { onDone: () => void; onCancel: () => void };

/** Enrolment: password, then a new secret as QR code and text, then a code from the app turns it on. */
export function TotpEnrolForm({ onDone, onCancel }: FormProps) {
  const [setup, setSetup] = useState<TotpSetupValue | null>(null);
  const reauth = useReauth();
  if (setup) return <TotpConfirm setup={setup} onDone={onDone} onCancel={onCancel} />;
  return (
    <ReauthGate onCancel={onCancel}>
      {(ticket) => (
        <TotpStart
          ticket={ticket}
          onCancel={onCancel}
          onReady={(value) => {
            setSetup(value);
            // The setup call used the ticket up.
            reauth.forget();
          }}
        />
      )}
    </ReauthGate>
  );
}

function TotpStart({
  ticket,
  onReady,
  onCancel,
}: {
  ticket: string;
  onReady: (value: TotpSetupValue) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("member");
  const errorText = useErrorText();
  const refusal = useTicketRefusal();
  const mutation = useStartTotpSetup({ onSuccess: onReady, onError: refusal });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutation.mutate(ticket);
  }, [mutation, ticket]);
  if (mutation.isError) {
    return (
      <div className="grid gap-3">
        <FormError message={errorText(mutation.error)} />
        <FormActions>
          <button
            type="button"
            onClick={() => mutation.mutate(ticket)}
            className="inline-flex h-11 cursor-pointer items-center rounded-full bg-brand px-5 text-sm font-semibold text-on-brand"
          >
            {t("actions.retry")}
          </button>
          <CancelButton onClick={onCancel} />
        </FormActions>
      </div>
    );
  }
  return <Spinner label={t("totp.preparing")} />;
}

/** The authenticator code of both forms, checked before `send` gets it. */
function useAuthenticatorCode(send: (code: string) => void) {
  const codeProblem = useCodeProblem();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = codeProblem(code);
    setError(problem ?? null);
    if (!problem) send(code);
  }
  return { field: { value: code, onChange: setCode, error }, submit };
}

/** Groups the base32 secret in fours so it can be typed into an app without losing one's place. */
const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

function TotpConfirm({ setup, onDone, onCancel }: FormProps & { setup: TotpSetupValue }) {
  const { t } = useTranslation("member");
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const mutation = useEnableTotp({
    onSuccess: () => {
      notify(t("totp.enabled"));
      onDone();
    },
  });
  const entry = useAuthenticatorCode((code) => mutation.mutate(code));

  async function copy() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  }

  return (
    <form onSubmit={entry.submit} noValidate className="grid gap-4">
      <ol className="grid list-inside list-decimal gap-1 text-sm text-fg-muted marker:font-semibold marker:text-gold">
        <li>{t("totp.step1")}</li>
        <li>{t("totp.step2")}</li>
        <li>{t("totp.step3")}</li>
      </ol>
      <div className="grid items-center gap-4 sm:grid-cols-[auto_1fr]">
        <img
          src={setup.qrCode}
          alt={t("totp.qrAlt")}
          className="size-44 justify-self-center rounded-xl bg-white p-2 sm:justify-self-start"
        />
        <div className="grid min-w-0 gap-2">
          <p className="text-sm font-medium text-fg">{t("totp.secretLabel")}</p>
          <code
            data-testid="totp-secret"
            className="rounded-xl border border-line bg-surface px-3 py-2.5 font-mono text-sm tracking-wider break-all text-fg"
          >
            {groupSecret(setup.secret)}
          </code>
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={() => void copy()}
              className="inline-flex h-9 w-fit cursor-pointer items-center rounded-full border border-line bg-surface-2 px-4 text-sm font-semibold text-fg hover:border-gold/60"
            >
              {t("totp.copy")}
            </button>
            <span aria-live="polite" className="text-sm text-jade">
              {copied ? t("totp.copied") : ""}
            </span>
          </div>
        </div>
      </div>
      <VerificationCodeField label={t("totp.code")} {...entry.field} autoFocus />
      <FormFooter mutation={mutation} onCancel={onCancel}>
        {t("totp.enable")}
      </FormFooter>
    </form>
  );
}

/** Turning the authenticator off takes a current code from it: a stolen session alone cannot. */
export function TotpDisableForm({ onDone, onCancel }: FormProps) {
  const { t } = useTranslation("member");
  const notify = useNotify();
  const mutation = useDisableTotp({
    onSuccess: () => {
      notify(t("totp.disabled"));
      onDone();
    },
  });
  const entry = useAuthenticatorCode((code) => mutation.mutate(code));
  return (
    <form onSubmit={entry.submit} noValidate className="grid gap-3">
      <p className="text-sm text-fg-muted">{t("totp.disableIntro")}</p>
      <VerificationCodeField label={t("totp.code")} {...entry.field} autoFocus />
      <FormFooter mutation={mutation} onCancel={onCancel} variant="secondary">
        {t("totp.disable")}
      </FormFooter>
    </form>
  );
}
