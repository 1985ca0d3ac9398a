import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonVariant } from "./button";
import { Dialog, type DialogProps } from "./dialog";

/**
 * A dialog holding a form: Cancel and the submit button in the footer (Enter in a field submits
 * too), the server's refusal shown in place (role=alert) so the operator can correct and retry.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  busy,
  submitLabel,
  submitVariant = "primary",
  onSubmit,
  error,
  testId,
  className = "space-y-3",
  size,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  busy: boolean;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  onSubmit: () => void;
  error: string | null;
  testId?: string;
  className?: string;
  /** The dialog's width (a form with a table of fields wants "md"). */
  size?: DialogProps["size"];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      locked={busy}
      size={size}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t("actions.cancel")}
          </Button>
          <Button variant={submitVariant} busy={busy} onClick={onSubmit} data-testid={testId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
        className={className}
      >
        {children}
        {error && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {error}
          </p>
        )}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
