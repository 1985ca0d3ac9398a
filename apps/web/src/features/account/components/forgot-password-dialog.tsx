import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isSettingEnabled } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { closeAccountDialog, openAccountDialog } from "../../../lib/account-dialogs";
import { usePermissionValue } from "../../../lib/queries/permission";
import { forgotPasswordByEmail } from "../api/forgot-password-by-email";
import { setPasswordByPhone } from "../api/set-password-by-phone";
import { sendNoLoginSms } from "../api/send-no-login-sms";
import { useCountry } from "../hooks/use-country";
import { useFinishLogin } from "../hooks/use-finish-login";
import { usePasswordRule } from "../hooks/use-password-rule";
import { useSendCode } from "../hooks/use-send-code";
import {
  anyText,
  checkMobile,
  checkValue,
  codeRule,
  validateNewPassword,
  type FieldIssue,
  type NewPasswordIssues,
} from "../utils/field-rules";
import { focusFirst } from "../utils/focus";
import { failureMessage, issueMessage } from "../utils/messages";
import { normalizeMobile } from "../utils/phone";
import { AccountLinks } from "./account-links";
import { CodeField } from "./code-field";
import { FormAlert, SubmitButton, TextField } from "./form-controls";
import { NewPasswordFields } from "./new-password-fields";
import { PhoneField } from "./phone-field";
import { SuccessPanel } from "./success-panel";
import { Tabs } from "./tabs";

type Method = "email" | "mobile";

const emailRule = { acceptedPattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", patternId: 3, minLength: 3, maxLength: 254 };

/** Forgot by e-mail (spec §4): username and e-mail; the answer is the same whether they match or not. */
function EmailForm() {
  const { t } = useTranslation("account");
  const id = useId();
  const ids = { username: `${id}-username`, email: `${id}-email` };
  const [values, setValues] = useState({ username: "", email: "" });
  const [issues, setIssues] = useState<{ username?: FieldIssue; email?: FieldIssue }>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const username = values.username.trim();
    const email = values.email.trim();
    const found: typeof issues = {};
    const usernameIssue = checkValue(anyText(64), username, true);
    if (usernameIssue) found.username = usernameIssue;
    const emailIssue = checkValue(emailRule, email, true);
    if (emailIssue) found.email = emailIssue;
    setIssues(found);
    if (found.username || found.email) {
      focusFirst([found.username ? ids.username : false, found.email ? ids.email : false]);
      return;
    }
    setPending(true);
    try {
      await forgotPasswordByEmail({ username, email });
      setDone(true);
    } catch (error) {
      setFailure(failureMessage(t, error));
    } finally {
      setPending(false);
    }
  }

  if (done)
    return (
      <SuccessPanel title={t("forgot.sentTitle")} message={t("forgot.in_been_out")}>
        <Button size="lg" className="w-full" onClick={() => openAccountDialog({ kind: "login" })}>
          {t("forgot.backToLogin")}
        </Button>
      </SuccessPanel>
    );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-fg-muted">{t("forgot.emailIntro")}</p>
      <FormAlert message={failure} />
      <TextField
        id={ids.username}
        name="username"
        label={t("fields.username")}
        value={values.username}
        onChange={(v) => setValues((s) => ({ ...s, username: v }))}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        error={issues.username ? issueMessage(t, issues.username, t("fields.username")) : undefined}
      />
      <TextField
        id={ids.email}
        name="email"
        type="email"
        label={t("fields.email")}
        value={values.email}
        onChange={(v) => setValues((s) => ({ ...s, email: v }))}
        autoComplete="email"
        maxLength={254}
        error={issues.email ? issueMessage(t, issues.email, t("fields.email")) : undefined}
      />
      <SubmitButton pending={pending} pendingLabel={t("forgot.sending")}>
        {t("forgot.sendLink")}
      </SubmitButton>
    </form>
  );
}

/**
 * Forgot by phone (spec §4, §5): mobile, SMS code and the new password; success logs in. The
 * countdown is shortened by half the round trip of the send call (spec §4 SMS code).
 */
function MobileForm() {
  const { t } = useTranslation("account");
  const id = useId();
  const ids = { mobileNum: `${id}-mobile`, verificationCode: `${id}-code` };
  const phone = useCountry();
  const rule = usePasswordRule();
  const sender = useSendCode({ shortenByRoundTrip: true });
  const finishLogin = useFinishLogin();
  const [values, setValues] = useState({ mobile: "", code: "", newPassword: "", confirmNewPassword: "" });
  const [issues, setIssues] = useState<NewPasswordIssues & { mobileNum?: FieldIssue; verificationCode?: FieldIssue }>(
    {},
  );
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function sendCode() {
    const mobileNum = normalizeMobile(values.mobile, phone.digits);
    const issue = checkMobile(mobileNum, phone.digits);
    setIssues((s) => ({ ...s, mobileNum: issue ?? undefined }));
    if (issue) {
      focusFirst([ids.mobileNum]);
      return;
    }
    setValues((s) => ({ ...s, mobile: mobileNum }));
    void sender
      .send(() => sendNoLoginSms({ mobileNum, countryDialingCode: phone.dialingCode, purpose: "reset_password" }))
      .then((sent) => sent && document.getElementById(ids.verificationCode)?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const mobileNum = normalizeMobile(values.mobile, phone.digits);
    const code = values.code.trim();
    const found: typeof issues = validateNewPassword(rule, values);
    const mobileIssue = checkMobile(mobileNum, phone.digits);
    if (mobileIssue) found.mobileNum = mobileIssue;
    const codeIssue = checkValue(codeRule, code, true);
    if (codeIssue) found.verificationCode = codeIssue;
    setIssues(found);
    if (Object.values(found).some(Boolean)) {
      focusFirst([
        found.mobileNum ? ids.mobileNum : false,
        found.verificationCode ? ids.verificationCode : false,
        found.newPassword ? `${id}-newPassword` : false,
        found.confirmNewPassword ? `${id}-confirmNewPassword` : false,
      ]);
      return;
    }
    setPending(true);
    try {
      const done = await setPasswordByPhone({
        mobileNum,
        countryDialingCode: phone.dialingCode,
        verificationCode: code,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      finishLogin(done, { method: "phoneReset", weakPassword: false });
    } catch (error) {
      setFailure(failureMessage(t, error));
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-fg-muted">{t("forgot.mobileIntro")}</p>
      <FormAlert message={failure} />
      {phone.failed && <FormAlert message={t("phone.countriesFailed")} />}
      <PhoneField
        id={ids.mobileNum}
        label={t("fields.mobileNum")}
        countries={phone.countries}
        country={phone.country}
        onCountryChange={phone.setCountry}
        value={values.mobile}
        onChange={(v) => setValues((s) => ({ ...s, mobile: v }))}
        error={issues.mobileNum ? issueMessage(t, issues.mobileNum, t("fields.mobileNum")) : undefined}
      />
      <CodeField
        id={ids.verificationCode}
        label={t("fields.verificationCode")}
        value={values.code}
        onChange={(v) => setValues((s) => ({ ...s, code: v }))}
        sender={sender}
        onSend={sendCode}
        error={
          issues.verificationCode ? issueMessage(t, issues.verificationCode, t("fields.verificationCode")) : undefined
        }
      />
      <NewPasswordFields idPrefix={id} rule={rule} values={values} setValues={setValues} issues={issues} />
      <SubmitButton pending={pending} pendingLabel={t("forgot.resetting")}>
        {t("forgot.resetAndLogin")}
      </SubmitButton>
    </form>
  );
}

/** The forgot-password modal of spec §2: by e-mail, or by mobile when phone verification is on. */
export function ForgotPasswordDialog() {
  const { t } = useTranslation("account");
  const { whitelabel } = usePermissionValue();
  const mobileEnabled = isSettingEnabled(whitelabel, "REGMOBVERF3");
  const [method, setMethod] = useState<Method>("email");
  const tabs = [
    { id: "email" as const, label: t("forgot.tabs.email") },
    ...(mobileEnabled ? [{ id: "mobile" as const, label: t("forgot.tabs.mobile") }] : []),
  ];
  return (
    <Modal open onOpenChange={(open) => !open && closeAccountDialog()} title={t("forgot.title")}>
      <Tabs label={t("forgot.tabs.label")} tabs={tabs} value={method} onChange={setMethod}>
        {method === "email" ? <EmailForm /> : <MobileForm />}
      </Tabs>
      <AccountLinks current="forgot" />
    </Modal>
  );
}
