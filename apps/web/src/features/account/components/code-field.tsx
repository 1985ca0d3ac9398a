import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { VERIFICATION_CODE_LENGTH } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { Spinner } from "../../../components/ui/spinner";
import type { useSendCode } from "../hooks/use-send-code";
import { formatCountdown } from "../utils/countdown";
import { failureMessage } from "../utils/messages";
import { FieldFrame, describedBy, inputClasses } from "./form-controls";

/**
 * A one-time code box with its "send code" button (spec §4 SMS code): the button becomes a
 * countdown once the code is on its way; a failed send says why right under the field.
 */
export function CodeField({
  id,
  label,
  value,
  onChange,
  error,
  sender,
  onSend,
  hint,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  sender: ReturnType<typeof useSendCode>;
  /** Validates what the code needs (the mobile number) and sends it. */
  onSend: () => void;
  hint?: ReactNode;
}) {
  const { t } = useTranslation("account");
  const sendError = sender.error ? failureMessage(t, sender.error) : undefined;
  const status = sender.sent ? t("code.sent", { n: sender.sent.expiredMinutes }) : undefined;
  const shownHint = status ?? hint;
  return (
    <FieldFrame id={id} label={label} hint={shownHint} error={error ?? sendError}>
      <div className="flex gap-2">
        <input
          id={id}
          name="verificationCode"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, shownHint, error ?? sendError)}
          className={cn(inputClasses(Boolean(error)), "flex-1 tracking-[0.3em] tabular-nums")}
        />
        <Button
          variant="secondary"
          onClick={onSend}
          disabled={sender.blocked}
          className="h-11 min-w-32 shrink-0 rounded-xl tabular-nums"
        >
          {sender.pending ? (
            <>
              <Spinner className="size-4" />
              <span>{t("code.sending")}</span>
            </>
          ) : sender.secondsLeft > 0 ? (
            t("code.resendIn", { time: formatCountdown(sender.secondsLeft) })
          ) : sender.sent ? (
            t("code.resend")
          ) : (
            t("code.send")
          )}
        </Button>
      </div>
      {status && (
        <span role="status" className="sr-only">
          {status}
        </span>
      )}
    </FieldFrame>
  );
}
