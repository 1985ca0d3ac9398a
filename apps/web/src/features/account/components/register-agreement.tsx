import { Trans, useTranslation } from "react-i18next";
import { MINIMUM_AGE } from "@lotus/contracts/web";
import type { RegisterFormState } from "../hooks/use-register-form";
import { CheckboxField } from "./form-controls";

/** The two boxes every registration must tick (spec §4 Registration): the terms and the minimum age. */
export function RegisterAgreement({ form }: { form: RegisterFormState }) {
  const { t } = useTranslation("account");
  return (
    <div className="grid gap-3 pt-1">
      <CheckboxField
        id={form.fieldId("terms")}
        checked={form.terms}
        onChange={(v) => form.changeAgreement("terms", v)}
        error={form.issues.terms ? t("register.termsRequired") : undefined}
      >
        <Trans
          t={t}
          i18nKey="register.terms"
          components={{
            terms: (
              <a
                href="/help?category=terms"
                target="_blank"
                rel="noopener"
                className="font-medium text-gold underline underline-offset-4"
              />
            ),
          }}
        />
      </CheckboxField>
      <CheckboxField
        id={form.fieldId("age")}
        checked={form.age}
        onChange={(v) => form.changeAgreement("age", v)}
        error={form.issues.age ? t("register.ageRequired", { age: MINIMUM_AGE }) : undefined}
      >
        {t("register.age", { age: MINIMUM_AGE })}
      </CheckboxField>
    </div>
  );
}
