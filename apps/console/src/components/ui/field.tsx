import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { cn } from "./cn";

export const inputClasses =
  "h-10 w-full rounded-md border border-line bg-surface px-3 text-sm text-fg placeholder:text-fg-muted/70 " +
  "aria-[invalid=true]:border-danger disabled:opacity-60";

type FieldShellProps = { label: ReactNode; hint?: ReactNode; error?: string | null; className?: string };

function useFieldIds(error?: string | null, hint?: ReactNode) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined };
}

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: FieldShellProps & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={inputClasses}
        {...input}
      />
      {hint && (
        <p id={ids.hintId} className="mt-1 text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...select
}: FieldShellProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(inputClasses, "pr-8")}
        {...select}
      >
        {children}
      </select>
      {hint && (
        <p id={ids.hintId} className="mt-1 text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
