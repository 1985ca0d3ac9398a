import { useState, type ComponentProps, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { matchesFieldRule } from "@lotus/contracts/web";
import { usePermissionValue } from "../../../../lib/queries/permission";
import { useSetPayeeName } from "../../api/set-payee-name";
import { useSetPaymentPassword } from "../../api/set-payment-password";
import { hasExactDigits, onlyDigits } from "../../../../lib/digits";
import { FormFooter, TextField } from "../../../../components/ui/form-parts";
import { ReauthGate, useTicketRefusal } from "./reauth-step";
import { useNotify, useReauth } from "./security-context";

type FormProps = { onDone: () => void; onCancel: () => void };

const PAYMENT_PASSWORD_LENGTH = 6;

/** A hidden box for the digits of the payment password, cut to PAYMENT_PASSWORD_LENGTH. */
function PaymentPinField({
  onChange,
  ...field
}: Omit<ComponentProps<typeof TextField>, "value" | "onChange"> & { value: string; onChange: (pin: string) => void }) {
  return (
    <TextField
      type="password"
      inputMode="numeric"
      autoComplete="off"
      {...field}
      onChange={(event) => onChange(onlyDigits(event.target.value, PAYMENT_PASSWORD_LENGTH))}
    />
  );
}

export function PaymentPasswordForm({ onDone, onCancel }: FormProps) {
  return (
    <ReauthGate onCancel={onCancel}>
      {(ticket) => <PaymentPasswordStep ticket={ticket} onDone={onDone} onCancel={onCancel} />}
    </ReauthGate>
  );
}

function PaymentPasswordStep({ ticket, onDone, onCancel }: FormProps & { ticket: string }) {
  const { t } = useTranslation("member");
  const refusal = useTicketRefusal();
  const reauth = useReauth();
  const notify = useNotify();
  const [pin, setPin] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ pin?: string; confirm?: string }>({});
  const mutation = useSetPaymentPassword({
    onSuccess: () => {
      reauth.forget();
      notify(t("paymentPassword.done"));
      onDone();
    },
    onError: refusal,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      pin: hasExactDigits(pin, PAYMENT_PASSWORD_LENGTH)
        ? undefined
        : t("paymentPassword.digits", { digits: PAYMENT_PASSWORD_LENGTH }),
      confirm: confirm === pin ? undefined : t("paymentPassword.mismatch"),
    };
    setErrors(next);
    if (!next.pin && !next.confirm)
      mutation.mutate({ reauthTicket: ticket, paymentPassword: pin, confirmPaymentPassword: confirm });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <p className="text-sm text-fg-muted">{t("paymentPassword.intro")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <PaymentPinField label={t("paymentPassword.new")} value={pin} onChange={setPin} error={errors.pin} autoFocus />
        <PaymentPinField
          label={t("paymentPassword.confirm")}
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
        />
      </div>
      <FormFooter mutation={mutation} onCancel={onCancel}>
        {t("actions.save")}
      </FormFooter>
    </form>
  );
}

/** Set once (withdrawals go only to accounts in this name); the brand's payeeName field rule applies. */
export function PayeeNameForm({ onDone, onCancel }: FormProps) {
  const { t } = useTranslation("member");
  const notify = useNotify();
  const rule = usePermissionValue().register.find((r) => r.field === "payeeName");
  const [name, setName] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; confirmed?: string }>({});
  const mutation = useSetPayeeName({
    onSuccess: () => {
      notify(t("payee.done"));
      onDone();
    },
  });
  const maxLength = Math.min(rule?.maxLength ?? 64, 64);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = name.trim().replace(/\s+/g, " ");
    const next = {
      name:
        value === "" ? t("payee.required") : rule && !matchesFieldRule(rule, value) ? t("payee.invalid") : undefined,
      confirmed: confirmed ? undefined : t("payee.confirmRequired"),
    };
    setErrors(next);
    if (!next.name && !next.confirmed) mutation.mutate(value);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label={t("payee.label")}
        autoComplete="name"
        value={name}
        maxLength={maxLength}
        onChange={(event) => setName(event.target.value)}
        hint={t("payee.hint")}
        error={errors.name}
        autoFocus
      />
      <div className="grid gap-1">
        <label className="flex cursor-pointer items-start gap-2.5 text-sm text-fg">
          <input
            type="checkbox"
            className="lotus-checkbox mt-0.5 shrink-0"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            aria-invalid={errors.confirmed ? true : undefined}
          />
          {t("payee.confirm")}
        </label>
        {errors.confirmed && (
          <p role="alert" className="text-xs font-medium text-danger">
            {errors.confirmed}
          </p>
        )}
      </div>
      <FormFooter mutation={mutation} onCancel={onCancel}>
        {t("actions.save")}
      </FormFooter>
    </form>
  );
}
