import { useTranslation } from "react-i18next";
import type { RegisterFormState } from "../hooks/use-register-form";
import { CaptchaField } from "./captcha-field";

/** The image captcha of the registration form, shown only when the operator's rules ask for one. */
export function RegisterCaptcha({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation("account");
  if (!form.captchaRule) return null;
  return (
    <CaptchaField
      id={form.fieldId("captcha")}
      value={form.captchaAnswer}
      onChange={form.changeCaptcha}
      state={form.captcha}
      error={form.errorOf("captcha", t("captcha.label"))}
    />
  );
}
