import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isSettingEnabled, type RegisterRequest } from "@lotus/contracts/web";
import { ApiError } from "../../../lib/api-client";
import { runHumanVerification } from "../../../lib/human-verification";
import { usePermissionValue } from "../../../lib/queries/permission";
import { checkAffiliateCode } from "../api/check-affiliate-code";
import { register } from "../api/register";
import { sendRegisterSms } from "../api/send-register-sms";
import {
  checkMobile,
  checkValue,
  registerCaptchaRule,
  registerFormFields,
  validateRegisterForm,
  type FieldIssue,
  type FormValues,
  type RegisterField,
  type RegisterTab,
} from "../utils/field-rules";
import { focusFirst } from "../utils/focus";
import { failureMessage, fieldOfFailure, issueMessage } from "../utils/messages";
import { normalizeMobile } from "../utils/phone";
import { useCaptcha } from "./use-captcha";
import { useCountry } from "./use-country";
import { useFinishLogin } from "./use-finish-login";
import type { LinkAffiliate } from "./use-link-codes";
import { useSendCode } from "./use-send-code";

export type RegisterPhase = "idle" | "checking" | "verifying" | "creating";
/** The parts of the form that are not operator-configured fields. */
export type RegisterExtra = "terms" | "age" | "captcha";
type Issues = Partial<Record<RegisterField | RegisterExtra, FieldIssue>>;

export type RegisterFormOptions = { tab: RegisterTab; affiliate: LinkAffiliate; referralCode: string };

/**
 * The registration form's state and rules (spec §3, §4 Registration): the fields built from the
 * operator's rules, client checks before any request, the affiliate check, human verification,
 * the register call and the mapping of a refusal back onto its field.
 */
export function useRegisterForm({ tab, affiliate, referralCode }: RegisterFormOptions) {
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
  const [issues, setIssues] = useState<Issues>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [phase, setPhase] = useState<RegisterPhase>("idle");
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

  function validate(current: FormValues, withExtras = true): Issues {
    const found: Issues = validateRegisterForm(fields, current, phone.digits);
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

  function changeCaptcha(value: string) {
    setCaptchaAnswer(value);
    setServerErrors((s) => ({ ...s, captcha: undefined }));
  }

  function changeAgreement(name: "terms" | "age", checked: boolean) {
    if (name === "terms") setTerms(checked);
    else setAge(checked);
    if (submitted) setIssues((s) => ({ ...s, [name]: checked ? undefined : { kind: "required" } }));
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
    const firstBad = order.find((name) => found[name as RegisterField | RegisterExtra]);
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

  function errorOf(name: RegisterField | RegisterExtra, label: string): string | undefined {
    const server = serverErrors[name];
    if (server) return server;
    if (name === "affiliateCode" && affiliate.status === "invalid" && values.affiliateCode === affiliate.code)
      return affiliate.message || t("register.affiliateInvalid");
    const issue = issues[name];
    return issue ? issueMessage(t, issue, label) : undefined;
  }

  return {
    fieldId,
    fields,
    values,
    change,
    errorOf,
    phone,
    sender,
    sendCode,
    captchaRule,
    captcha,
    captchaAnswer,
    changeCaptcha,
    terms,
    age,
    issues,
    changeAgreement,
    affiliate,
    phase,
    failure,
    submit,
  };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
