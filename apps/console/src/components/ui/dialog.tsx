import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "./cn";

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** While an action runs, Escape and the close button do nothing. */
  locked?: boolean;
};

const widths = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-4xl" } as const;

/**
 * A modal on the native <dialog>: showModal() makes the page behind it inert and traps focus,
 * Escape closes it; focus goes to the first [autofocus] field or the title, and back to the
 * element that opened it when it closes.
 */
export function Dialog({ open, onClose, title, description, children, footer, size = "sm", locked }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // Never the dialog box itself: it is not a control, and a ring around it reads as an error.
    const first = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog.querySelector<HTMLElement>("h2");
    (first ?? dialog).focus();
    // Closing or unmounting: focus returns to whatever opened the dialog.
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      // The row that opened it may be gone (a confirmed order leaves the queue): back to the page.
      else document.querySelector<HTMLElement>("main")?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      style={{ outline: "none" }}
      onCancel={(event) => {
        event.preventDefault();
        if (!locked) onClose();
      }}
      className={cn(
        "m-auto w-[calc(100%-1.5rem)] rounded-lg border border-line bg-bg-elevated p-0 text-fg shadow-2xl outline-none",
        widths[size],
      )}
    >
      {open && (
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-start gap-3 border-b border-line px-5 py-4">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} tabIndex={-1} style={{ outline: "none" }} className="text-base font-semibold">
                {title}
              </h2>
              {description && (
                <div id={descriptionId} className="mt-1 text-sm text-fg-muted">
                  {description}
                </div>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              disabled={locked}
              aria-label={t("actions.close")}
              className="-mt-1 -mr-2 grid size-9 shrink-0 cursor-pointer place-items-center rounded-md text-fg-muted hover:bg-surface-2 hover:text-fg disabled:opacity-50"
            >
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-line bg-surface-2/50 px-5 py-3">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
