import { onlyDigits } from "../../lib/digits";
import { TextField } from "./form-parts";

/** The security centre sets a payment password of this many digits. */
export const PAYMENT_PASSWORD_LENGTH = 6;

/**
 * The payment password box of the money forms (withdraw, bank accounts, agent transfers): hidden
 * digits, never remembered by the browser. Each feature brings its own words.
 */
export function PaymentPasswordField({
  value,
  onChange,
  label,
  hint,
  error,
  disabled,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  hint: string;
  error?: string;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <TextField
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      maxLength={PAYMENT_PASSWORD_LENGTH}
      onChange={(event) => onChange(onlyDigits(event.target.value, PAYMENT_PASSWORD_LENGTH))}
      hint={hint}
      error={error}
      disabled={disabled}
      data-testid={testId}
      className="max-w-xs"
    />
  );
}
