import type { ReactNode } from "react";

export type ModalSize = "modal" | "dialog";

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the dialog, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /** "modal" is 600 px wide, "dialog" 400 px (spec §2); both go full width on phones. */
  size?: ModalSize;
  /** Shows the close control and lets Esc close the modal. Clicking outside never closes it. */
  closable?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
};
