import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BIRTHDAY_PROMPT_AGE } from "@lotus/contracts/web";
import type { RegisterFormState } from "../hooks/use-register-form";
import type { FormField, RegisterField } from "../utils/field-rules";
import { ruleHint } from "../utils/messages";
import { CodeField } from "./code-field";
import { PasswordField, TextField } from "./form-controls";
import { PhoneField } from "./phone-field";

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: "username",
  password: "new-password",
  confirmPassword: "new-password",
  email: "email",
  nickname: "nickname",
  payeeName: "name",
  birthday: "bday",
};

/** Fields with a long hint or a button beside them take the whole row; the rest pair up on wider screens. */
const FULL_WIDTH: ReadonlySet<RegisterField> = new Set([
  "username",
  "mobileNum",
  "verificationCode",
  "payeeName",
  "birthday",
]);

function Optional() {
  const { t } = useTranslation("account");
  return <span className="font-normal text-fg-muted"> ({t("fields.optional")})</span>;
}

function RegisterFieldInput({ form, field }: { form: RegisterFormState; field: FormField }): ReactNode {
  const { t } = useTranslation("account");
  const name = field.name;
  const labelText = t(`fields.${name}`);
  const label = (
    <>
      {labelText}
      {!field.required && <Optional />}
    </>
  );
  const common = {
    id: form.fieldId(name),
    label,
    value: form.values[name] ?? "",
    onChange: (v: string) => form.change(name, v),
    error: form.errorOf(name, labelText),
  };
  switch (field.input) {
    case "mobile":
      return (
        <PhoneField
          {...common}
          countries={form.phone.countries}
          country={form.phone.country}
          onCountryChange={form.phone.setCountry}
        />
      );
    case "code":
      return <CodeField {...common} sender={form.sender} onSend={form.sendCode} />;
    case "password":
      return (
        <PasswordField
          {...common}
          name={name}
          autoComplete="new-password"
          maxLength={field.rule.maxLength}
          hint={name === "password" ? ruleHint(t, field.rule) : undefined}
        />
      );
    case "digitsSecret":
      return (
        <PasswordField
          {...common}
          name={name}
          autoComplete="off"
          inputMode="numeric"
          maxLength={field.rule.maxLength}
          hint={ruleHint(t, field.rule)}
        />
      );
    default:
      return (
        <TextField
          {...common}
          name={name}
          type={field.input === "email" ? "email" : field.input === "date" ? "date" : "text"}
          inputMode={field.input === "digits" ? "numeric" : undefined}
          autoComplete={AUTOCOMPLETE[name] ?? "off"}
          autoCapitalize={name === "payeeName" ? "characters" : "off"}
          spellCheck={false}
          maxLength={Math.max(field.rule.maxLength, 1)}
          hint={
            name === "username"
              ? ruleHint(t, field.rule)
              : name === "birthday"
                ? t("register.birthdayNote", { age: BIRTHDAY_PROMPT_AGE })
                : name === "payeeName"
                  ? t("register.payeeHint")
                  : undefined
          }
        />
      );
  }
}

/** The operator-configured fields of the registration form (spec §3), two per row on wider screens. */
export function RegisterFields({ form }: { form: RegisterFormState }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {form.fields.map((field) => (
        <div key={field.name} className={FULL_WIDTH.has(field.name) ? "sm:col-span-2" : undefined}>
          <RegisterFieldInput form={form} field={field} />
        </div>
      ))}
    </div>
  );
}
