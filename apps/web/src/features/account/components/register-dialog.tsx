import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { BIRTHDAY_PROMPT_AGE, isSettingEnabled, MINIMUM_AGE, type RegisterRequest } from "@lotus/contracts/web";
import { Modal } from "../../../components/ui/modal";
import { closeAccountDialog } from "../../../lib/account-dialogs";
import { ApiError } from "../../../lib/api-client";
import { runHumanVerification } from "../../../lib/human-verification";
import { usePermissionValue } from "../../../lib/queries/permission";
import { checkAffiliateCode, register } from "../api/register";
import { sendRegisterSms } from "../api/send-sms";
import { useCaptcha } from "../hooks/use-captcha";
import { useCountry } from "../hooks/use-country";
import { useFinishLogin } from "../hooks/use-finish-login";
import { useLinkCodes, type LinkAffiliate } from "../hooks/use-link-codes";
import { useSendCode } from "../hooks/use-send-code";
import {
  checkMobile,
  checkValue,
  registerCaptchaRule,
  registerFormFields,
  validateRegisterForm,
  type FieldIssue,
  type FormField,
  type FormValues,
  type RegisterField,
  type RegisterTab,
} from "../utils/field-rules";
import { focusFirst } from "../utils/focus";
import { failureMessage, fieldOfFailure, issueMessage, ruleHint } from "../utils/messages";
import { normalizeMobile } from "../utils/phone";
import { AccountLinks } from "./account-links";
import { CaptchaField } from "./captcha-field";
import { CodeField } from "./code-field";
import { CheckboxField, FormAlert, PasswordField, SubmitButton, TextField } from "./form-controls";
import { PhoneField } from "./phone-field";
import { Tabs } from "./tabs";

type Phase = "idle" | "checking" | "verifying" | "creating";
type Extra = "terms" | "age" | "captcha";

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

function RegisterForm({
  tab,
  affiliate,
  referralCode,
}: {
  tab: RegisterTab;
  affiliate: LinkAffiliate;
  referralCode: string;
}) {
  const { t } = useTranslation("account");
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const { register: rules, whitelabel } = usePermissionValue();
  const smsVerification = isSettingEnabled(whitelabel, "REGMOBVERF3");
  const affiliateFromLink = affiliate.status === "valid" || affiliate.status === "checking";
  const fields = useMemo(
    () => registerFormFields(rules, tab, { smsVerification, affiliateFromLink }),
    [rules, tab, smsVerification, affiliateFromLink],
  );
  const captchaRule = registerCaptchaRule(rules);
  const captcha = useCaptcha();
  const phone = useCountry();
  const sender = useSendCode();
  const finishLogin = useFinishLogin();
  const [values, setValues] = useState<FormValues>({ referralCode, affiliateCode: affiliate.code });
  const [captchaAnswer, setCaptchaAnswer] = useState("");
  const [terms, setTerms] = useState(false);
  const [age, setAge] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [issues, setIssues] = useState<Partial<Record<RegisterField | Extra, FieldIssue>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [phase, setPhase] = useState<Phase>("idle");
  const [failure, setFailure] = useState<string | null>(null);

  const { load: loadCaptcha } = captcha;
  useEffect(() => {
    if (captchaRule) void loadCaptcha();
  }, [captchaRule, loadCaptcha]);

  function cleaned(): FormValues {
    const out: FormValues = {};
    for (const field of fields) {
      const raw = values[field.name] ?? "";
      if (field.input === "mobile") out[field.name] = normalizeMobile(raw, phone.digits);
      else if (field.input === "password" || field.input === "digitsSecret") out[field.name] = raw;
      else out[field.name] = raw.trim();
    }
    return out;
  }

  function validate(current: FormValues, withExtras = true) {
    const found: Partial<Record<RegisterField | Extra, FieldIssue>> = validateRegisterForm(
      fields,
      current,
      phone.digits,
    );
    if (withExtras) {
      if (captchaRule) {
        const issue = checkValue(captchaRule, captchaAnswer.trim(), true);
        if (issue) found.captcha = issue;
      }
      if (!terms) found.terms = { kind: "required" };
      if (!age) found.age = { kind: "required" };
    }
    return found;
  }

  function change(name: RegisterField, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    setServerErrors((s) => ({ ...s, [name]: undefined }));
    // Once the user has tried to send, problems update as they are fixed.
    if (submitted) setIssues(validate(next));
  }

  function sendCode() {
    const mobileNum = normalizeMobile(values.mobileNum ?? "", phone.digits);
    const issue = checkMobile(mobileNum, phone.digits);
    setIssues((s) => ({ ...s, mobileNum: issue ?? undefined }));
    if (issue) {
      focusFirst([fieldId("mobileNum")]);
      return;
    }
    setValues((s) => ({ ...s, mobileNum }));
    const username = tab === "username" ? (values.username ?? "").trim() : "";
    void sender
      .send(() =>
        sendRegisterSms({
          mobileNo: mobileNum,
          countryDialingCode: phone.dialingCode,
          regType: tab,
          ...(username ? { username } : {}),
        }),
      )
      .then((sent) => sent && focusFirst([fieldId("verificationCode")]));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    setServerErrors({});
    const current = cleaned();
    const found = validate(current);
    setIssues(found);
    const order = [...fields.map((f) => f.name as string), "captcha", "terms", "age"];
    const firstBad = order.find((name) => found[name as RegisterField | Extra]);
    if (firstBad) {
      focusFirst([fieldId(firstBad)]);
      return;
    }
    const showsAffiliate = fields.some((f) => f.name === "affiliateCode");
    try {
      // Spec §4 Registration: an affiliate code that is shown and entered is checked first.
      if (showsAffiliate && current.affiliateCode) {
        setPhase("checking");
        try {
          await checkAffiliateCode(current.affiliateCode, window.location.hostname);
        } catch (error) {
          if (!(error instanceof ApiError) || error.code !== "invitation_code_error") throw error;
          setServerErrors({ affiliateCode: error.message || t("register.affiliateInvalid") });
          focusFirst([fieldId("affiliateCode")]);
          setPhase("idle");
          return;
        }
      }
      setPhase("verifying");
      const humanVerification = await runHumanVerification();
      setPhase("creating");
      const body: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(current)) if (value) body[name] = value;
      if (fields.some((f) => f.input === "mobile")) body.countryDialingCode = phone.dialingCode;
      // Spec §3: mobile registration uses the mobile number as the username.
      if (tab === "mobile") body.username = current.mobileNum;
      if (affiliate.status === "valid") body.affiliateCode = affiliate.code;
      if (!body.referralCode && referralCode) body.referralCode = referralCode;
      if (captchaRule && captcha.captcha) {
        body.captcha = captchaAnswer.trim();
        body.captchaId = captcha.captcha.captchaId;
      }
      Object.assign(body, {
        registerUrl: window.location.href.slice(0, 2048),
        domain: window.location.hostname,
        registerMethod: "WEB",
        login: true,
        termsAgreed: true,
        ageConfirmed: true,
        humanVerification,
      });
      const done = await register(body as RegisterRequest, tab === "mobile");
      finishLogin(done, { method: "register", weakPassword: false });
    } catch (error) {
      const message = failureMessage(t, error);
      const field = fieldOfFailure(error);
      if (field && fields.some((f) => f.name === field)) {
        setServerErrors({ [field]: message });
        focusFirst([fieldId(field)]);
      } else if (field === "captcha" && captchaRule) {
        setServerErrors({ captcha: message });
      } else {
        setFailure(message);
      }
      if (captchaRule) {
        setCaptchaAnswer("");
        void captcha.load();
      }
      setPhase("idle");
    }
  }

  function errorOf(name: RegisterField | Extra, label: string): string | undefined {
    const server = serverErrors[name];
    if (server) return server;
    if (name === "affiliateCode" && affiliate.status === "invalid" && values.affiliateCode === affiliate.code)
      return affiliate.message || t("register.affiliateInvalid");
    const issue = issues[name];
    return issue ? issueMessage(t, issue, label) : undefined;
  }

  function renderField(field: FormField): ReactNode {
    const name = field.name;
    const labelText = t(`fields.${name}`);
    const label = (
      <>
        {labelText}
        {!field.required && <Optional />}
      </>
    );
    const common = {
      id: fieldId(name),
      label,
      value: values[name] ?? "",
      onChange: (v: string) => change(name, v),
      error: errorOf(name, labelText),
    };
    switch (field.input) {
      case "mobile":
        return (
          <PhoneField
            {...common}
            countries={phone.countries}
            country={phone.country}
            onCountryChange={phone.setCountry}
          />
        );
      case "code":
        return <CodeField {...common} sender={sender} onSend={sendCode} />;
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

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert message={failure} />
      {affiliate.status === "valid" && (
        <FormAlert tone="info" message={t("register.affiliateApplied", { code: affiliate.code })} />
      )}
      {phone.failed && fields.some((f) => f.input === "mobile") && <FormAlert message={t("phone.countriesFailed")} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name} className={FULL_WIDTH.has(field.name) ? "sm:col-span-2" : undefined}>
            {renderField(field)}
          </div>
        ))}
      </div>
      {captchaRule && (
        <CaptchaField
          id={fieldId("captcha")}
          value={captchaAnswer}
          onChange={(v) => {
            setCaptchaAnswer(v);
            setServerErrors((s) => ({ ...s, captcha: undefined }));
          }}
          state={captcha}
          error={errorOf("captcha", t("captcha.label"))}
        />
      )}
      <div className="grid gap-3 pt-1">
        <CheckboxField
          id={fieldId("terms")}
          checked={terms}
          onChange={(v) => {
            setTerms(v);
            if (submitted) setIssues((s) => ({ ...s, terms: v ? undefined : { kind: "required" } }));
          }}
          error={issues.terms ? t("register.termsRequired") : undefined}
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
          id={fieldId("age")}
          checked={age}
          onChange={(v) => {
            setAge(v);
            if (submitted) setIssues((s) => ({ ...s, age: v ? undefined : { kind: "required" } }));
          }}
          error={issues.age ? t("register.ageRequired", { age: MINIMUM_AGE }) : undefined}
        >
          {t("register.age", { age: MINIMUM_AGE })}
        </CheckboxField>
      </div>
      <SubmitButton
        pending={phase !== "idle"}
        pendingLabel={
          phase === "checking"
            ? t("register.checkingCode")
            : phase === "verifying"
              ? t("login.verifying")
              : t("register.creating")
        }
      >
        {t("register.submit")}
      </SubmitButton>
    </form>
  );
}

/**
 * The registration modal of spec §2: by username (USERNAMEREG3) and by mobile (MOBILENUMREG3),
 * each form built at run time from the operator's field rules.
 */
export function RegisterDialog({ initialTab }: { initialTab?: RegisterTab }) {
  const { t } = useTranslation("account");
  const { whitelabel, site } = usePermissionValue();
  const { referralCode, affiliate } = useLinkCodes();
  const tabs = [
    ...(isSettingEnabled(whitelabel, "USERNAMEREG3")
      ? [{ id: "username" as const, label: t("register.tabs.username") }]
      : []),
    ...(isSettingEnabled(whitelabel, "MOBILENUMREG3")
      ? [{ id: "mobile" as const, label: t("register.tabs.mobile") }]
      : []),
  ];
  const [chosen, setChosen] = useState<RegisterTab | undefined>(initialTab);
  const tab = tabs.find((item) => item.id === chosen)?.id ?? tabs[0]?.id;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && closeAccountDialog()}
      title={t("register.title")}
      description={tab ? t("register.subtitle", { brand: site.brandName }) : undefined}
    >
      {tab ? (
        <Tabs label={t("register.tabs.label")} tabs={tabs} value={tab} onChange={setChosen}>
          <RegisterForm key={tab} tab={tab} affiliate={affiliate} referralCode={referralCode} />
        </Tabs>
      ) : (
        <FormAlert message={t("register.closed")} />
      )}
      <AccountLinks current="register" />
    </Modal>
  );
}
