import { useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isSettingEnabled, WEAK_DEFAULT_PASSWORD, type LoginValue } from "@lotus/contracts/web";
import { Modal } from "../../../components/ui/modal";
import { closeAccountDialog, openAccountDialog } from "../../../lib/account-dialogs";
import { runHumanVerification } from "../../../lib/human-verification";
import { usePermissionValue } from "../../../lib/queries/permission";
import { forgetLogin, readRemembered, rememberLogin, type Remembered } from "../../../lib/remember-me";
import { login } from "../api/login";
import { sendNoLoginSms } from "../api/send-no-login-sms";
import { useCountry } from "../hooks/use-country";
import { useFinishLogin } from "../hooks/use-finish-login";
import { useLoginCaptcha } from "../hooks/use-login-captcha";
import { useSendCode } from "../hooks/use-send-code";
import { checkMobile, checkValue, codeRule, type FieldIssue } from "../utils/field-rules";
import { focusFirst } from "../utils/focus";
import { setPendingLogin, type PendingLogin } from "../utils/login-context";
import { failureMessage, issueMessage } from "../utils/messages";
import { normalizeMobile } from "../utils/phone";
import { CaptchaField } from "./captcha-field";
import { CodeField } from "./code-field";
import { CheckboxField, FormAlert, PasswordField, SubmitButton, TextButton, TextField } from "./form-controls";
import { AccountLinks } from "./account-links";
import { PhoneField } from "./phone-field";
import { SocialLogin } from "./social-login";
import { Tabs } from "./tabs";

type LoginTab = "username" | "sms";
type Phase = "idle" | "verifying" | "signingIn";

/** What a finished first step leads to: the second verification, or the end of the login. */
function useContinueLogin() {
  const finishLogin = useFinishLogin();
  return (value: LoginValue, login: PendingLogin) => {
    if (value.step === "second_verification") {
      setPendingLogin(login);
      openAccountDialog({ kind: "secondVerification", step: value });
    } else {
      finishLogin(value, login);
    }
  };
}

function RememberMe({
  checked,
  onChange,
  merchant,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  merchant: string;
}) {
  const { t } = useTranslation("account");
  const id = useId();
  return (
    <CheckboxField
      id={id}
      checked={checked}
      onChange={(next) => {
        onChange(next);
        // Spec §4 Login 8: unticking deletes what was remembered, there and then.
        if (!next) forgetLogin(merchant);
      }}
    >
      {t("login.remember")}
    </CheckboxField>
  );
}

/** The captcha box of both login forms, once a failed attempt has asked for it. */
function LoginCaptchaField({
  id,
  captcha,
  error,
}: {
  id: string;
  captcha: ReturnType<typeof useLoginCaptcha>;
  error: string | undefined;
}) {
  if (!captcha.shown) return null;
  return (
    <CaptchaField id={id} value={captcha.answer} onChange={captcha.setAnswer} state={captcha.state} error={error} />
  );
}

function UsernameLoginForm({ remembered, merchant }: { remembered: Remembered; merchant: string }) {
  const { t } = useTranslation("account");
  const id = useId();
  const ids = { username: `${id}-username`, password: `${id}-password`, captcha: `${id}-captcha` };
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState("");
  const [issues, setIssues] = useState<Partial<Record<"username" | "password" | "captcha", FieldIssue>>>({});
  const [phase, setPhase] = useState<Phase>("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const [remember, setRemember] = useState(remembered.remember);
  const captcha = useLoginCaptcha();
  const continueLogin = useContinueLogin();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const account = username.trim();
    // Spec §5: both required after trimming. The password itself goes as typed: changing it
    // would make a password with an edge space impossible to use.
    const found: typeof issues = {};
    if (account === "") found.username = { kind: "required" };
    if (password.trim() === "") found.password = { kind: "required" };
    if (captcha.shown && captcha.answer.trim() === "") found.captcha = { kind: "required" };
    setIssues(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirst(Object.keys(found).map((k) => ids[k as keyof typeof ids]));
      return;
    }
    try {
      setPhase("verifying");
      const humanVerification = await runHumanVerification();
      setPhase("signingIn");
      const value = await login({
        type: "username",
        username: account,
        password,
        humanVerification,
        ...captcha.payload(),
      });
      if (remember) rememberLogin(merchant, { username: account });
      continueLogin(value, { method: "username", weakPassword: password === WEAK_DEFAULT_PASSWORD });
    } catch (error) {
      setFailure(failureMessage(t, error));
      captcha.afterFailure(error);
      setPhase("idle");
    }
  }

  const message = (key: "username" | "password" | "captcha", label: string) =>
    issues[key] ? issueMessage(t, issues[key], label) : undefined;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert message={failure} />
      <TextField
        id={ids.username}
        name="username"
        label={t("fields.username")}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        error={message("username", t("fields.username"))}
      />
      <PasswordField
        id={ids.password}
        name="password"
        label={t("fields.password")}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        maxLength={128}
        error={message("password", t("fields.password"))}
        aside={
          <TextButton onClick={() => openAccountDialog({ kind: "forgotPassword" })}>{t("login.forgot")}</TextButton>
        }
      />
      <LoginCaptchaField id={ids.captcha} captcha={captcha} error={message("captcha", t("captcha.label"))} />
      <RememberMe checked={remember} onChange={setRemember} merchant={merchant} />
      <SubmitButton
        pending={phase !== "idle"}
        pendingLabel={phase === "verifying" ? t("login.verifying") : t("login.signingIn")}
      >
        {t("login.submit")}
      </SubmitButton>
    </form>
  );
}

function SmsLoginForm({ remembered, merchant }: { remembered: Remembered; merchant: string }) {
  const { t } = useTranslation("account");
  const id = useId();
  const ids = { mobileNum: `${id}-mobile`, verificationCode: `${id}-code`, captcha: `${id}-captcha` };
  const phone = useCountry(remembered.sms?.countryDialingCode);
  const [mobile, setMobile] = useState(remembered.sms?.mobileNum ?? "");
  const [code, setCode] = useState("");
  const [issues, setIssues] = useState<Partial<Record<"mobileNum" | "verificationCode" | "captcha", FieldIssue>>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sender = useSendCode();
  const captcha = useLoginCaptcha();
  const continueLogin = useContinueLogin();
  const [remember, setRemember] = useState(remembered.remember);

  function checkedMobile(): string | null {
    const mobileNum = normalizeMobile(mobile, phone.digits);
    const issue = checkMobile(mobileNum, phone.digits);
    setIssues((current) => ({ ...current, mobileNum: issue ?? undefined }));
    if (issue) {
      focusFirst([ids.mobileNum]);
      return null;
    }
    if (mobileNum !== mobile) setMobile(mobileNum);
    return mobileNum;
  }

  function sendCode() {
    // Spec §5: the SMS request validates the mobile number first.
    const mobileNum = checkedMobile();
    if (!mobileNum) return;
    void sender
      .send(() => sendNoLoginSms({ mobileNum, countryDialingCode: phone.dialingCode, purpose: "login" }))
      .then((sent) => {
        if (sent) document.getElementById(ids.verificationCode)?.focus();
      });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const mobileNum = normalizeMobile(mobile, phone.digits);
    const found: typeof issues = {};
    const mobileIssue = checkMobile(mobileNum, phone.digits);
    if (mobileIssue) found.mobileNum = mobileIssue;
    const codeIssue = checkValue(codeRule, code.trim(), true);
    if (codeIssue) found.verificationCode = codeIssue;
    if (captcha.shown && captcha.answer.trim() === "") found.captcha = { kind: "required" };
    setIssues(found);
    if (Object.keys(found).length > 0) {
      focusFirst(Object.keys(found).map((k) => ids[k as keyof typeof ids]));
      return;
    }
    setPending(true);
    try {
      const countryDialingCode = phone.dialingCode;
      const value = await login({
        type: "sms",
        mobileNum,
        countryDialingCode,
        verificationCode: code.trim(),
        ...captcha.payload(),
      });
      if (remember) rememberLogin(merchant, { sms: { mobileNum, countryDialingCode } });
      continueLogin(value, { method: "sms", weakPassword: false });
    } catch (error) {
      setFailure(failureMessage(t, error));
      captcha.afterFailure(error);
      setPending(false);
    }
  }

  const message = (key: keyof typeof ids, label: string) =>
    issues[key] ? issueMessage(t, issues[key], label) : undefined;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormAlert message={failure} />
      {phone.failed && <FormAlert message={t("phone.countriesFailed")} />}
      <PhoneField
        id={ids.mobileNum}
        label={t("fields.mobileNum")}
        countries={phone.countries}
        country={phone.country}
        onCountryChange={phone.setCountry}
        value={mobile}
        onChange={setMobile}
        error={message("mobileNum", t("fields.mobileNum"))}
      />
      <CodeField
        id={ids.verificationCode}
        label={t("fields.verificationCode")}
        value={code}
        onChange={setCode}
        sender={sender}
        onSend={sendCode}
        error={message("verificationCode", t("fields.verificationCode"))}
      />
      <LoginCaptchaField id={ids.captcha} captcha={captcha} error={message("captcha", t("captcha.label"))} />
      <RememberMe checked={remember} onChange={setRemember} merchant={merchant} />
      <SubmitButton pending={pending} pendingLabel={t("login.signingIn")}>
        {t("login.submit")}
      </SubmitButton>
    </form>
  );
}

/** The login modal of spec §2: username and mobile-SMS tabs, social login and the ways onward. */
export function LoginDialog({ initialTab }: { initialTab?: LoginTab }) {
  const { t } = useTranslation("account");
  const { whitelabel, site } = usePermissionValue();
  const smsEnabled = isSettingEnabled(whitelabel, "MOBILEVERCODELOGIN3");
  const [tab, setTab] = useState<LoginTab>(initialTab === "sms" && smsEnabled ? "sms" : "username");
  const remembered = useMemo(() => readRemembered(site.merchantCode), [site.merchantCode]);
  const tabs = [
    { id: "username" as const, label: t("login.tabs.username") },
    ...(smsEnabled ? [{ id: "sms" as const, label: t("login.tabs.sms") }] : []),
  ];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && closeAccountDialog()}
      title={t("login.title")}
      description={t("login.subtitle", { brand: site.brandName })}
    >
      <Tabs label={t("login.tabs.label")} tabs={tabs} value={tab} onChange={setTab}>
        {tab === "username" ? (
          <UsernameLoginForm remembered={remembered} merchant={site.merchantCode} />
        ) : (
          <SmsLoginForm remembered={remembered} merchant={site.merchantCode} />
        )}
      </Tabs>
      <SocialLogin />
      <AccountLinks current="login" />
    </Modal>
  );
}
