import { useId, type ComponentProps, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { VERIFICATION_CODE_LENGTH } from "@lotus/contracts/web";
import { ApiError } from "../../lib/api-client";
import { cn } from "./cn";
import { Spinner } from "./spinner";
import { hasExactDigits, onlyDigits } from "../../lib/digits";

export const inputClasses =
  "h-11 w-full min-w-0 rounded-xl border border-line bg-surface px-3.5 text-sm text-fg placeholder:text-fg-muted/70 " +
  "focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus " +
  "aria-[invalid=true]:border-danger disabled:opacity-60";

/** The server's message is already in the page language; without one, a local fallback says what to do. */
export function useErrorText() {
  const { t } = useTranslation("member");
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      if (error.code === "network_error") return t("errors.network");
      if (error.message) return error.message;
    }
    return t("errors.generic");
  };
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({
  label,
  hint,
  error,
  className,
  trailing,
  ...input
}: ComponentProps<"input"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  trailing?: ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          className={cn(inputClasses, trailing ? "flex-1 basis-48" : undefined)}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level failure, announced as it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-3.5 py-2.5 text-sm text-danger">
      {message}
    </p>
  );
}

type Request = { isError: boolean; error: unknown };

/** Why a request failed, in the page language; nothing while it has not. */
export function RequestError({ request }: { request: Request }) {
  const errorText = useErrorText();
  return <FormError message={request.isError ? errorText(request.error) : null} />;
}

/** The message for a code that is not exactly VERIFICATION_CODE_LENGTH digits; undefined for a good one. */
export function useCodeProblem() {
  const { t } = useTranslation("member");
  return (code: string) =>
    hasExactDigits(code, VERIFICATION_CODE_LENGTH)
      ? undefined
      : t("code.invalid", { digits: VERIFICATION_CODE_LENGTH });
}

/** A box for a sent or authenticator code: digits only, and the browser may fill it from the message. */
export function VerificationCodeField({
  onChange,
  ...field
}: Omit<ComponentProps<typeof TextField>, "value" | "onChange"> & { value: string; onChange: (code: string) => void }) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      {...field}
      onChange={(event) => onChange(onlyDigits(event.target.value, VERIFICATION_CODE_LENGTH))}
    />
  );
}

/** A submit button that shows progress and cannot be pressed twice. */
export function SubmitButton({
  pending,
  children,
  variant = "primary",
  disabled,
}: {
  pending: boolean;
  children: ReactNode;
  variant?: "primary" | "gold" | "secondary";
  disabled?: boolean;
}) {
  const styles = {
    primary: "bg-brand text-on-brand hover:brightness-90",
    gold: "bg-gold-fill text-on-gold hover:brightness-105",
    secondary: "border border-line bg-surface-2 text-fg hover:border-gold/60",
  };
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={cn(
        "inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-55",
        styles[variant],
      )}
    >
      {pending && <Spinner className="size-4 border-current/30 border-t-current" />}
      {children}
    </button>
  );
}

export function CancelButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation("member");
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-fg-muted hover:bg-surface-2 hover:text-fg"
    >
      {t("actions.cancel")}
    </button>
  );
}

export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-2 pt-1">{children}</div>;
}

/** "Send code", then the seconds until another may be sent (spec §4 SMS code). */
export function SendCodeButton({
  remaining,
  pending,
  sent,
  onClick,
}: {
  remaining: number;
  pending: boolean;
  sent: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation("member");
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending || remaining > 0}
      aria-busy={pending || undefined}
      className="inline-flex h-11 min-w-32 shrink-0 grow cursor-pointer sm:grow-0 items-center justify-center gap-2 rounded-xl border border-gold/60 bg-gold/10 px-3 text-sm font-semibold whitespace-nowrap text-fg tabular-nums hover:bg-gold/20 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending && <Spinner className="size-4" />}
      {remaining > 0 ? t("code.resendIn", { seconds: remaining }) : sent ? t("code.resend") : t("code.send")}
    </button>
  );
}

/** The end of a change form: why saving failed, then save and cancel. */
export function FormFooter({
  mutation,
  onCancel,
  children,
  variant,
  disabled,
}: {
  mutation: Request & { isPending: boolean };
  onCancel: () => void;
  children: ReactNode;
  variant?: ComponentProps<typeof SubmitButton>["variant"];
  disabled?: boolean;
}) {
  return (
    <>
      <RequestError request={mutation} />
      <FormActions>
        <SubmitButton pending={mutation.isPending} variant={variant} disabled={disabled}>
          {children}
        </SubmitButton>
        <CancelButton onClick={onCancel} />
      </FormActions>
    </>
  );
}
