import { CloseIcon } from "./icons";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { MODAL_WIDTH, DIALOG_WIDTH } from "@lotus/contracts/web";
import type { ModalProps } from "./modal-props";
import { cn } from "./cn";
import { focusFirstField } from "./focus-first-field";

const widths = { modal: MODAL_WIDTH, dialog: DIALOG_WIDTH } as const;

export default function ModalFrame({
  open,
  onOpenChange,
  title,
  description,
  size = "modal",
  closable = true,
  footer,
  children,
}: ModalProps) {
  const { t } = useTranslation("common");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="lotus-overlay fixed inset-0 z-50 bg-black/70 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cn(
            "lotus-modal fixed z-50 flex max-h-[92dvh] w-full flex-col overflow-hidden border border-line bg-bg-elevated text-fg shadow-2xl outline-none",
            "inset-x-0 bottom-0 rounded-t-card sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card",
          )}
          onInteractOutside={(event) => event.preventDefault()}
          // The dialog is not a control: no ring on it. Focus goes to the first field, or else the
          // title, so typing can start at once and screen readers begin with the dialog's name.
          style={{ maxWidth: widths[size], outline: "none" }}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusFirstField(event.currentTarget as HTMLElement);
          }}
          onEscapeKeyDown={(event) => {
            if (!closable) event.preventDefault();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="h-1 shrink-0 bg-gradient-to-r from-brand via-gold to-brand" aria-hidden="true" />
          <div className="flex items-start gap-4 px-5 pt-5 sm:px-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title
                tabIndex={-1}
                style={{ outline: "none" }}
                className="font-display text-xl font-bold text-fg"
              >
                {title}
              </Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-fg-muted">{description}</Dialog.Description>
              )}
            </div>
            {closable && (
              <Dialog.Close
                aria-label={t("actions.close")}
                className="-mt-1 -mr-2 grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-fg-muted hover:bg-surface-2 hover:text-fg"
              >
                <CloseIcon />
              </Dialog.Close>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-4 pb-5 sm:px-6 sm:pb-6">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-line bg-surface px-5 py-4 sm:px-6">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
