import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AffiliateApplicationRequest } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import {
  FormActions,
  FormError,
  inputClasses,
  SubmitButton,
  TextField,
  useErrorText,
} from "../../../components/ui/form-parts";
import { runHumanVerification } from "../../../lib/human-verification";
import { useSubmitApplication } from "../api/submit-application";
import { checkApplication, JOIN_CHANNELS, type ApplicationDraft } from "../utils/application";

const empty: ApplicationDraft = {
  name: "",
  email: "",
  mobile: "",
  telegram: "",
  zalo: "",
  channel: "social",
  message: "",
};

/**
 * The /join application (issue 13 §4): name, at least one contact, how the applicant reaches its
 * audience and a message; a background human check like registration's; stored for the
 * operator's review. Customer service stays the second way (`onAskSupport`).
 */
export function ApplicationForm({ onAskSupport }: { onAskSupport?: () => void }) {
  const { t } = useTranslation("join");
  const errorText = useErrorText();
  const channelId = useId();
  const [draft, setDraft] = useState(empty);
  const [problems, setProblems] = useState<Partial<Record<keyof ApplicationDraft | "contact", string>>>({});
  const [verifying, setVerifying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitApplication();
  const doneRef = useRef<HTMLDivElement>(null);
  // The form gives way to the confirmation: focus (and scroll) moves there, so it is seen and read.
  useEffect(() => {
    if (submit.isSuccess) doneRef.current?.focus();
  }, [submit.isSuccess]);
  const set = (field: keyof ApplicationDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });

  async function send(event: FormEvent) {
    event.preventDefault();
    const check = checkApplication(draft);
    setProblems(
      Object.fromEntries(Object.entries(check.problems).map(([field, key]) => [field, t(`apply.problems.${key}`)])),
    );
    if (!check.ok) return;
    setFailure(null);
    try {
      setVerifying(true);
      const humanVerification = await runHumanVerification();
      setVerifying(false);
      await submit.mutateAsync({ ...check.request, humanVerification } satisfies AffiliateApplicationRequest);
      setDraft(empty);
    } catch (error) {
      setVerifying(false);
      setFailure(errorText(error));
    }
  }

  if (submit.isSuccess) {
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        style={{ outline: "none" }}
        className="grid scroll-mt-24 gap-2 rounded-card border border-jade/40 bg-jade/10 p-5"
        data-testid="join-application-done"
      >
        <p className="font-semibold text-fg">{t("apply.done")}</p>
        <p className="text-sm text-fg-muted">{t("apply.doneBody")}</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void send(event)}
      noValidate
      className="grid gap-4 text-left"
      data-testid="join-application-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("apply.name")}
          value={draft.name}
          onChange={set("name")}
          maxLength={64}
          autoComplete="name"
          error={problems.name}
          data-testid="join-name"
        />
        <div className="grid gap-1.5">
          <label htmlFor={channelId} className="text-sm font-medium text-fg">
            {t("apply.channel")}
          </label>
          <select id={channelId} value={draft.channel} onChange={set("channel")} className={inputClasses}>
            {JOIN_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`apply.channels.${channel}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-fg">{t("apply.contact")}</legend>
        <p className="-mt-1 text-xs text-fg-muted">{t("apply.contactHint")}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("apply.email")}
            type="email"
            value={draft.email}
            onChange={set("email")}
            autoComplete="email"
            error={problems.email}
            data-testid="join-email"
          />
          <TextField
            label={t("apply.mobile")}
            type="tel"
            inputMode="tel"
            value={draft.mobile}
            onChange={set("mobile")}
            autoComplete="tel"
            error={problems.mobile}
          />
          <TextField label={t("apply.telegram")} value={draft.telegram} onChange={set("telegram")} maxLength={64} />
          <TextField label={t("apply.zalo")} value={draft.zalo} onChange={set("zalo")} maxLength={64} />
        </div>
        {problems.contact && (
          <p role="alert" className="text-xs font-medium text-danger">
            {problems.contact}
          </p>
        )}
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={`${channelId}-message`} className="text-sm font-medium text-fg">
          {t("apply.message")}
        </label>
        <textarea
          id={`${channelId}-message`}
          value={draft.message}
          onChange={set("message")}
          maxLength={1000}
          rows={4}
          className={`${inputClasses} h-auto py-2.5`}
        />
      </div>
      <FormError message={failure} />
      <FormActions>
        <SubmitButton pending={verifying || submit.isPending} variant="gold">
          {verifying ? t("apply.verifying") : t("apply.submit")}
        </SubmitButton>
        {onAskSupport && (
          <Button variant="ghost" onClick={onAskSupport}>
            {t("apply.askSupport")}
          </Button>
        )}
      </FormActions>
    </form>
  );
}
