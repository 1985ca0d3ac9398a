import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { Icon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/spinner";

/** Shared look of every text box in the account dialogs (16 px text: phones do not zoom in). */
export const inputClasses = (invalid: boolean, className?: string) =>
  cn(
    "h-11 w-full min-w-0 rounded-xl border bg-surface px-4 text-base text-fg placeholder:text-fg-muted/70",
    "transition-colors focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus",
    "disabled:opacity-60",
    invalid ? "border-danger" : "border-line",
    className,
  );

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/** The `aria-describedby` of a field: its hint and, while there is one, its error. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? hintIdOf(id) : "", error ? errorIdOf(id) : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(id)} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-.9 4h1.8v5.2H9.1V6zm0 6.8h1.8v1.8H9.1v-1.8z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Shown at the right of the label, e.g. a "forgot password?" link. */
  aside?: ReactNode;
  children: ReactNode;
};

/** Label, control, hint and error of one field. */
export function FieldFrame({ id, label, hint, error, aside, children }: FieldFrameProps) {
  return (
    <div className="min-w-0">
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <p id={hintIdOf(id)} className="mt-1.5 text-xs text-fg-muted">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  aside?: ReactNode;
  /** A control inside the box on the right (e.g. show password). */
  trailing?: ReactNode;
};

export function TextField({ id, label, value, onChange, hint, error, aside, trailing, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} aside={aside}>
      <div className="relative">
        <input
          id={id}
          name={input.name ?? id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={inputClasses(Boolean(error), trailing ? "pr-12" : undefined)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
    </FieldFrame>
  );
}

/** A password box with a show/hide toggle; `autoComplete` tells the password manager which one it is. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const { t } = useTranslation("account");
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="off"
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={t("fields.showPassword")}
          aria-controls={props.id}
          className="grid size-10 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-surface-2 hover:text-fg"
        >
          <Icon>
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </Icon>
        </button>
      }
    />
  );
}

export function CheckboxField({
  id,
  checked,
  onChange,
  children,
  error,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
}) {
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
          className="lotus-checkbox mt-0.5 shrink-0"
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-fg-muted">
          {children}
        </label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A failure of the whole form (server or network), announced as it appears. */
export function FormAlert({ message, tone = "danger" }: { message: string | null; tone?: "danger" | "info" }) {
  if (!message) return null;
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm",
        tone === "danger" ? "border-danger/40 bg-danger/10 text-fg" : "border-jade/40 bg-jade/10 text-fg",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold",
          tone === "danger" ? "bg-danger text-bg" : "bg-jade text-bg",
        )}
      >
        {tone === "danger" ? "!" : "i"}
      </span>
      <span>{message}</span>
    </div>
  );
}

/** A submit button that shows progress and cannot be pressed twice. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
  ...props
}: ButtonProps & { pending: boolean; pendingLabel: string }) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={pending || props.disabled}
      aria-disabled={pending || undefined}
      className={cn("w-full", className)}
      {...props}
    >
      {pending ? (
        <>
          <Spinner className="size-5 border-current/30 border-t-current" />
          <span>{pendingLabel}</span>
        </>
      ) : (
        children
      )}
    </Button>
  );
}

/** A link-looking button for secondary actions inside the forms. */
export function TextButton({ className, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      className={cn(
        "cursor-pointer rounded text-sm font-medium text-gold underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-55",
        className,
      )}
      {...props}
    />
  );
}
