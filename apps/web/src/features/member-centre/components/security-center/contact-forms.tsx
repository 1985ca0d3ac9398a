import { useRef, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SMS_SEND_THROTTLE_MS, VERIFICATION_CODE_LENGTH, type CodeSentValue } from "@lotus/contracts/web";
import { imageUrl, usePermissionValue } from "../../../../lib/queries/permission";
import { bindEmail, bindMobile, sendBindEmailCode, sendBindMobileCode } from "../../api/bind-contact";
import { useCountries } from "../../api/get-countries";
import { useCountdown } from "../../hooks/use-countdown";
import { useOverviewRefresh } from "../../hooks/use-overview-refresh";
import { hasExactDigits, nationalNumber, onlyDigits, withPlus } from "../../utils/digits";
import {
  CancelButton,
  FormActions,
  FormError,
  inputClasses,
  SendCodeButton,
  SubmitButton,
  TextField,
  useErrorText,
} from "./form-parts";
import { ReauthGate, useTicketRefusal } from "./reauth-step";
import { useNotify, useReauth } from "./security-context";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FormProps = { onDone: () => void; onCancel: () => void };

/**
 * The "send code, then confirm" part shared by mobile and e-mail binding: one send at a time,
 * never more often than SMS_SEND_THROTTLE_MS, then a countdown of expiredMinutes × 60 s.
 */
function useCodeSending(send: () => Promise<CodeSentValue>, onSent: () => void) {
  const refusal = useTicketRefusal();
  const countdown = useCountdown();
  const lastSend = useRef(0);
  const [sent, setSent] = useState(false);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (value) => {
      setSent(true);
      countdown.start(value.expiredMinutes * 60);
      onSent();
    },
    onError: refusal,
  });
  const trigger = () => {
    const now = Date.now();
    if (mutation.isPending || now - lastSend.current < SMS_SEND_THROTTLE_MS) return;
    lastSend.current = now;
    mutation.mutate();
  };
  return { trigger, mutation, remaining: countdown.remaining, sent };
}

/** After a binding: the ticket was used up on the server, and the overview shows the new value. */
function useBindingDone(onDone: () => void, message: string) {
  const refresh = useOverviewRefresh();
  const reauth = useReauth();
  const notify = useNotify();
  return () => {
    reauth.forget();
    void refresh();
    notify(message);
    onDone();
  };
}

export function BindMobileForm({ onDone, onCancel }: FormProps) {
  return (
    <ReauthGate onCancel={onCancel}>
      {(ticket) => <MobileStep ticket={ticket} onDone={onDone} onCancel={onCancel} />}
    </ReauthGate>
  );
}

function MobileStep({ ticket, onDone, onCancel }: FormProps & { ticket: string }) {
  const { t } = useTranslation("member");
  const errorText = useErrorText();
  const refusal = useTicketRefusal();
  const permission = usePermissionValue();
  const countries = useCountries();
  const list = countries.data ?? [];
  const [countryCode, setCountryCode] = useState("");
  const country = list.find((c) => c.countryCode === countryCode) ?? list[0];
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const target = () => ({ mobileNum: mobile, countryDialingCode: withPlus(country?.countryDialingCode ?? "") });
  const mobileError = () =>
    country && !hasExactDigits(mobile, country.mobileDigits)
      ? t("mobile.digits", { digits: country.mobileDigits })
      : undefined;

  const sending = useCodeSending(
    () => sendBindMobileCode(ticket, target()),
    () => {
      notify(t("code.sentSms"));
      codeRef.current?.focus();
    },
  );
  const done = useBindingDone(onDone, t("mobile.done"));
  const binding = useMutation({
    mutationFn: () => bindMobile(ticket, target(), code),
    onSuccess: done,
    onError: refusal,
  });

  function send() {
    const problem = mobileError();
    setErrors({ mobile: problem });
    if (!problem) sending.trigger();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      mobile: mobileError(),
      code: hasExactDigits(code, VERIFICATION_CODE_LENGTH)
        ? undefined
        : t("code.invalid", { digits: VERIFICATION_CODE_LENGTH }),
    };
    setErrors(next);
    if (!next.mobile && !next.code) binding.mutate();
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor="bind-mobile-country" className="text-sm font-medium text-fg">
          {t("mobile.country")}
        </label>
        <div className="flex items-center gap-2">
          {country && (
            <img
              src={imageUrl(permission, country.flag)}
              alt=""
              className="h-6 w-8 shrink-0 rounded-sm border border-line object-cover"
            />
          )}
          <select
            id="bind-mobile-country"
            value={country?.countryCode ?? ""}
            onChange={(event) => {
              setCountryCode(event.target.value);
              setMobile("");
            }}
            disabled={countries.isPending}
            className={inputClasses}
          >
            {list.map((c) => (
              <option key={c.countryCode} value={c.countryCode}>
                {c.name} ({withPlus(c.countryDialingCode)})
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormError message={countries.isError ? errorText(countries.error) : null} />
      <TextField
        label={t("mobile.number")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        autoFocus
        value={mobile}
        onChange={(event) => setMobile(nationalNumber(event.target.value, country?.mobileDigits ?? 15))}
        hint={country ? t("mobile.digits", { digits: country.mobileDigits }) : undefined}
        error={errors.mobile}
        trailing={
          <SendCodeButton
            remaining={sending.remaining}
            pending={sending.mutation.isPending}
            sent={sending.sent}
            onClick={send}
          />
        }
      />
      <FormError message={sending.mutation.isError ? errorText(sending.mutation.error) : null} />
      <TextField
        ref={codeRef}
        label={t("code.label")}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(onlyDigits(event.target.value, VERIFICATION_CODE_LENGTH))}
        error={errors.code}
      />
      <FormError message={binding.isError ? errorText(binding.error) : null} />
      <FormActions>
        <SubmitButton pending={binding.isPending}>{t("mobile.submit")}</SubmitButton>
        <CancelButton onClick={onCancel} />
      </FormActions>
    </form>
  );
}

export function BindEmailForm({ onDone, onCancel }: FormProps) {
  return (
    <ReauthGate onCancel={onCancel}>
      {(ticket) => <EmailStep ticket={ticket} onDone={onDone} onCancel={onCancel} />}
    </ReauthGate>
  );
}

function EmailStep({ ticket, onDone, onCancel }: FormProps & { ticket: string }) {
  const { t } = useTranslation("member");
  const errorText = useErrorText();
  const refusal = useTicketRefusal();
  const notify = useNotify();
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const trimmed = email.trim();
  const emailError = () => (EMAIL.test(trimmed) && trimmed.length <= 254 ? undefined : t("email.invalid"));

  const sending = useCodeSending(
    () => sendBindEmailCode(ticket, trimmed),
    () => {
      notify(t("code.sentEmail"));
      codeRef.current?.focus();
    },
  );
  const done = useBindingDone(onDone, t("email.done"));
  const binding = useMutation({
    mutationFn: () => bindEmail(ticket, trimmed, code),
    onSuccess: done,
    onError: refusal,
  });

  function send() {
    const problem = emailError();
    setErrors({ email: problem });
    if (!problem) sending.trigger();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      email: emailError(),
      code: hasExactDigits(code, VERIFICATION_CODE_LENGTH)
        ? undefined
        : t("code.invalid", { digits: VERIFICATION_CODE_LENGTH }),
    };
    setErrors(next);
    if (!next.email && !next.code) binding.mutate();
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label={t("email.address")}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        value={email}
        maxLength={254}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        trailing={
          <SendCodeButton
            remaining={sending.remaining}
            pending={sending.mutation.isPending}
            sent={sending.sent}
            onClick={send}
          />
        }
      />
      <FormError message={sending.mutation.isError ? errorText(sending.mutation.error) : null} />
      <TextField
        ref={codeRef}
        label={t("code.label")}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(onlyDigits(event.target.value, VERIFICATION_CODE_LENGTH))}
        error={errors.code}
      />
      <FormError message={binding.isError ? errorText(binding.error) : null} />
      <FormActions>
        <SubmitButton pending={binding.isPending}>{t("email.submit")}</SubmitButton>
        <CancelButton onClick={onCancel} />
      </FormActions>
    </form>
  );
}
