import type { ReactNode } from "react";
import { cn } from "./cn";

/** Shown where a list has nothing in it: a lotus mark, a title, an optional line and action. */
export function EmptyState({
  title,
  description,
  action,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-surface/60 px-6 py-12 text-center",
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-14 text-gold/70">
        <path
          fill="currentColor"
          d="M32 12c6 8 8 15 0 28-8-13-6-20 0-28zM14 26c9 1 14 6 18 16-11-2-16-7-18-16zm36 0c-2 9-7 14-18 16 4-10 9-15 18-16zM12 44c8-3 14-2 20 4-8 3-14 2-20-4zm40 0c-6 6-12 7-20 4 6-6 12-7 20-4z"
        />
      </svg>
      <p className="text-lg font-semibold text-fg">{title}</p>
      {description && <p className="max-w-md text-sm text-fg-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
