import type { ReactNode } from "react";

/** A finished step: a check mark, what happened and what to do next. Announced as it appears. */
export function SuccessPanel({
  title,
  message,
  children,
}: {
  title: string;
  message: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div role="status" className="grid justify-items-center gap-3 text-center">
      <div className="grid size-14 place-items-center rounded-full bg-jade/15 text-jade" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <p className="font-display text-lg font-bold text-fg">{title}</p>
      <p className="max-w-sm text-sm text-fg-muted">{message}</p>
      {children && <div className="mt-3 grid w-full gap-2">{children}</div>}
    </div>
  );
}
