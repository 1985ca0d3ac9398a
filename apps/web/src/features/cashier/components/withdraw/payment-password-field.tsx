import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import {
  PAYMENT_PASSWORD_LENGTH,
  PaymentPasswordField as Field,
} from "../../../../components/ui/payment-password-field";

/** The cashier's payment password box, with the cashier's words. */
export function PaymentPasswordField(props: Omit<ComponentProps<typeof Field>, "label" | "hint">) {
  const { t } = useTranslation("cashier");
  return (
    <Field
      {...props}
      label={t("paymentPassword.label")}
      hint={t("paymentPassword.hint", { digits: PAYMENT_PASSWORD_LENGTH })}
    />
  );
}
