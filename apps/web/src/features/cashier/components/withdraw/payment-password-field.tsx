import { useTranslation } from "react-i18next";
import { onlyDigits } from "../../../../lib/digits";
import { TextField } from "../../../../components/ui/form-parts";

/** The security centre sets a payment password of this many digits. */
const PAYMENT_PASSWORD_LENGTH = 6;

/** The payment password box of the money forms: hidden digits, never remembered by the browser. */
export function PaymentPasswordField({
  value,
  onChange,
  error,
  disabled,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("cashier");
  return (
    <TextField
      label={t("paymentPassword.label")}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      maxLength={PAYMENT_PASSWORD_LENGTH}
      onChange={(event) => onChange(onlyDigits(event.target.value, PAYMENT_PASSWORD_LENGTH))}
      hint={t("paymentPassword.hint", { digits: PAYMENT_PASSWORD_LENGTH })}
      error={error}
      disabled={disabled}
      data-testid={testId}
      className="max-w-xs"
    />
  );
}
