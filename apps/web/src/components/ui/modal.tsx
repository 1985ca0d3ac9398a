import { lazy, Suspense, useState } from "react";
import type { ModalProps } from "./modal-props";

export type { ModalProps, ModalSize } from "./modal-props";

/** Radix Dialog loads with the first modal that opens, keeping it out of the initial bundle. */
const ModalFrame = lazy(() => import("./modal-frame"));

/**
 * The modal of spec §2: never closed by a click outside, an optional close control, page scroll
 * frozen while open, Esc closes it, focus trapped inside and given back on close.
 */
export function Modal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalFrame {...props} />
    </Suspense>
  );
}
