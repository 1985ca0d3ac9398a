import { useRef, useState, type FormEvent } from "react";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SMS_SEND_THROTTLE_MS, type CodeSentValue } from "@lotus/contracts/web";
import { imageUrl, usePermissionValue } from "../../../../lib/queries/permission";
import { useBindEmail } from "../../api/bind-email";
import { useBindMobile } from "../../api/bind-mobile";
import { sendBindEmailCode } from "../../api/send-bind-email-code";
import { sendBindMobileCode } from "../../api/send-bind-mobile-code";
import { useCountries } from "../../api/get-country-codes";
import { useCountdown } from "./use-code-countdown";
import { hasExactDigits, nationalNumber, withPlus } from "../../../../lib/digits";
import {
  FormFooter,
  inputClasses,
  RequestError,
  SendCodeButton,
  TextField,
  useCodeProblem,
  VerificationCodeField,
} from "../../../../components/ui/form-parts";
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
  const reauth = useReauth();
  const notify = useNotify();
  return () => {
    reauth.forget();
    notify(message);
    onDone();
  };
}

/**
 * Binding a new mobile number or e-mail: the new contact is checked before a code is sent to it,
 * and again with the code before the binding.
 */
function useContactBinding<V>({
  contactProblem,
  sendCode,
  binding,
  bindWith,
  sentMessage,
  doneMessage,
  onDone,
}: {
  contactProblem: () => string | undefined;
  sendCode: () => Promise<CodeSentValue>;
  /** The binding call's mutation (it refreshes the overview itself) and its variables for a code. */
  binding: UseMutationResult<null, unknown, V>;
  bindWith: (code: string) => V;
  sentMessage: string;
  doneMessage: string;
  onDone: () => void;
}) {
  const codeProblem = useCodeProblem();
  const refusal = useTicketRefusal();
  const notify = useNotify();
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ contact?: string; code?: string }>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const sending = useCodeSending(sendCode, () => {
    notify(sentMessage);
    codeRef.current?.focus();
  });
  const done = useBindingDone(onDone, doneMessage);

  function send() {
    const problem = contactProblem();
    setErrors({ contact: problem });
    if (!problem) sending.trigger();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { contact: contactProblem(), code: codeProblem(code) };
    setErrors(next);
    if (!next.contact && !next.code) binding.mutate(bindWith(code), { onSuccess: done, onError: refusal });
  }

  const status = { isPending: binding.isPending, isError: binding.isError, error: binding.error };
  return { code, setCode, codeRef, errors, sending, binding: status, send, submit };
}

type ContactBinding = ReturnType<typeof useContactBinding>;

function ContactSendButton({ flow }: { flow: ContactBinding }) {
  return (
    <SendCodeButton
      remaining={flow.sending.remaining}
      pending={flow.sending.mutation.isPending}
      sent={flow.sending.sent}
      onClick={flow.send}
    />
  );
}

/** Below the new contact: why sending failed, the code sent to it, and the form's buttons. */
function CodeAndActions({
  flow,
  submitLabel,
  onCancel,
}: {
  flow: ContactBinding;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation("member");
  return (
    <>
      <RequestError request={flow.sending.mutation} />
      <VerificationCodeField
        ref={flow.codeRef}
        label={t("code.label")}
        value={flow.code}
        onChange={flow.setCode}
        error={flow.errors.code}
      />
      <FormFooter mutation={flow.binding} onCancel={onCancel}>
        {submitLabel}
      </FormFooter>
    </>
  );
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
  const permission = usePermissionValue();
  const countries = useCountries();
  const list = countries.data ?? [];
  const [countryCode, setCountryCode] = useState("");
  const country = list.find((c) => c.countryCode === countryCode) ?? list[0];
  const [mobile, setMobile] = useState("");
  const target = () => ({ mobileNum: mobile, countryDialingCode: withPlus(country?.countryDialingCode ?? "") });
  const flow = useContactBinding({
    contactProblem: () =>
      country && !hasExactDigits(mobile, country.mobileDigits)
        ? t("mobile.digits", { digits: country.mobileDigits })
        : undefined,
    sendCode: () => sendBindMobileCode(ticket, target()),
    binding: useBindMobile(),
    bindWith: (code) => ({ reauthTicket: ticket, target: target(), verificationCode: code }),
    sentMessage: t("code.sentSms"),
    doneMessage: t("mobile.done"),
    onDone,
  });

  return (
    <form onSubmit={flow.submit} noValidate className="grid gap-3">
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
      <RequestError request={countries} />
      <TextField
        label={t("mobile.number")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        autoFocus
        value={mobile}
        onChange={(event) => setMobile(nationalNumber(event.target.value, country?.mobileDigits ?? 15))}
        hint={country ? t("mobile.digits", { digits: country.mobileDigits }) : undefined}
        error={flow.errors.contact}
        trailing={<ContactSendButton flow={flow} />}
      />
      <CodeAndActions flow={flow} submitLabel={t("mobile.submit")} onCancel={onCancel} />
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
  const [email, setEmail] = useState("");
  const trimmed = email.trim();
  const flow = useContactBinding({
    contactProblem: () => (EMAIL.test(trimmed) && trimmed.length <= 254 ? undefined : t("email.invalid")),
    sendCode: () => sendBindEmailCode(ticket, trimmed),
    binding: useBindEmail(),
    bindWith: (code) => ({ reauthTicket: ticket, email: trimmed, verificationCode: code }),
    sentMessage: t("code.sentEmail"),
    doneMessage: t("email.done"),
    onDone,
  });

  return (
    <form onSubmit={flow.submit} noValidate className="grid gap-3">
      <TextField
        label={t("email.address")}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        value={email}
        maxLength={254}
        onChange={(event) => setEmail(event.target.value)}
        error={flow.errors.contact}
        trailing={<ContactSendButton flow={flow} />}
      />
      <CodeAndActions flow={flow} submitLabel={t("email.submit")} onCancel={onCancel} />
    </form>
  );
}
