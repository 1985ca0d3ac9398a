import type { HTMLAttributes } from "react";
import { cn } from "./cn";

export type CardProps = HTMLAttributes<HTMLDivElement> & { interactive?: boolean };

/** The standard raised surface. `interactive` adds the hover lift used by clickable cards. */
export function Card({ interactive, className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        "rounded-card border border-line bg-surface shadow-card",
        interactive && "transition-[transform,border-color] duration-200 hover:-translate-y-0.5 hover:border-gold/60",
        className,
      )}
      {...props}
    />
  );
}
