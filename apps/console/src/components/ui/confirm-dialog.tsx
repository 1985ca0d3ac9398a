import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../lib/api-client";
import { Button, type ButtonVariant } from "./button";
import { Dialog } from "./dialog";

export type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  /** A text field for the reason/remark: "required" (reject), "optional" (confirm) or none. */
  reason?: "required" | "optional";
  reasonLabel?: string;
  /** Runs the action; a rejection is shown inside the dialog and keeps it open. */
  onConfirm: (reason: string) => Promise<unknown>;
  testId?: string;
};

/**
 * Asks before an operator action, optionally with a reason, runs it and shows the server's
 * refusal in place (role=alert) so the operator can correct and retry.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  variant = "primary",
  reason,
  reasonLabel,
  onConfirm,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const missing = reason === "required" && text.trim() === "";

  function close() {
    if (busy) return;
    setText("");
    setError(null);
    setTouched(false);
    onClose();
  }

  async function submit() {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(text.trim());
      setText("");
      setTouched(false);
      setBusy(false);
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure, t));
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      locked={busy}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            {t("actions.cancel")}
          </Button>
          <Button
            variant={variant}
            onClick={() => void submit()}
            busy={busy}
            data-testid={testId ?? "dialog-confirm"}
            {...(reason ? {} : { "data-autofocus": true })}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-3 text-sm"
      >
        {children}
        {reason && (
          <div>
            <label htmlFor={fieldId} className="mb-1 block font-medium">
              {reasonLabel ?? t("common.reason")}
              {reason === "required" ? <span aria-hidden="true"> *</span> : ` (${t("common.optional")})`}
            </label>
            <textarea
              id={fieldId}
              name="reason"
              data-autofocus
              rows={3}
              maxLength={200}
              required={reason === "required"}
              aria-invalid={touched && missing ? true : undefined}
              aria-describedby={touched && missing ? errorId : undefined}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm"
            />
            {touched && missing && (
              <p id={errorId} className="mt-1 text-xs text-danger">
                {t("common.reasonRequired")}
              </p>
            )}
          </div>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-danger">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
