import { useTranslation } from "react-i18next";
import { useRegisterForm, type RegisterFormOptions } from "../hooks/use-register-form";
import { FormAlert } from "./form-controls";
import { RegisterAgreement } from "./register-agreement";
import { RegisterCaptcha } from "./register-captcha";
import { RegisterFields } from "./register-fields";
import { RegisterSubmit } from "./register-submit";

/** One registration tab's form: notices, the configured fields, the captcha, the agreement and submit. */
export function RegisterForm(options: RegisterFormOptions) {
  const { t } = useTranslation("account");
  const form = useRegisterForm(options);
  return (
    <form noValidate onSubmit={form.submit} className="grid gap-4">
      <FormAlert message={form.failure} />
      {form.affiliate.status === "valid" && (
        <FormAlert tone="info" message={t("register.affiliateApplied", { code: form.affiliate.code })} />
      )}
      {form.phone.failed && form.fields.some((f) => f.input === "mobile") && (
        <FormAlert message={t("phone.countriesFailed")} />
      )}
      <RegisterFields form={form} />
      <RegisterCaptcha form={form} />
      <RegisterAgreement form={form} />
      <RegisterSubmit phase={form.phase} />
    </form>
  );
}
