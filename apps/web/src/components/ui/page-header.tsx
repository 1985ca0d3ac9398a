import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * The hero at the top of a page, holding the page's only h1. `art` is an optional decorative
 * image path (e.g. "/media/categories/LIVE.svg") shown at the right on wide screens.
 */
export function PageHeader({
  title,
  subtitle,
  eyebrow,
  art,
  children,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  art?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        "lotus-hero relative isolate overflow-hidden rounded-card border border-line px-5 py-8 sm:px-10 sm:py-12",
        className,
      )}
    >
      <div className="relative z-10 max-w-2xl">
        {eyebrow && <p className="mb-2 text-xs font-bold tracking-[0.2em] text-gold uppercase">{eyebrow}</p>}
        <h1 className="font-display text-3xl leading-tight font-bold text-fg sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 text-base text-fg-muted sm:text-lg">{subtitle}</p>}
        {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
      {art && (
        <img
          src={art}
          alt=""
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-6 hidden h-[125%] -translate-y-1/2 opacity-90 sm:block"
        />
      )}
    </section>
  );
}

/** A section heading (h2) with an optional action (a "see all" link) at the right. */
export function SectionHeading({
  title,
  id,
  action,
  className,
}: {
  title: ReactNode;
  id?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mb-4 flex items-end justify-between gap-4", className)}>
      <h2 id={id} className="flex items-center gap-3 font-display text-xl font-bold text-fg sm:text-2xl">
        <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-gradient-to-b from-gold to-brand" />
        {title}
      </h2>
      {action}
    </div>
  );
}
