import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLanguage } from "../../../lib/i18n";

/** A titled panel of a fortune page. */
export function Panel({
  title,
  id,
  action,
  children,
  className,
}: {
  title: ReactNode;
  id: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("min-w-0 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5", className)}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-display text-lg font-bold text-fg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation(["fortune", "common"]);
  return (
    <EmptyState
      title={title}
      description={t("errors.loadBody")}
      action={<Button onClick={onRetry}>{t("common:actions.retry")}</Button>}
    />
  );
}

export function LoadingBlock({ className, lines = 1 }: { className?: string; lines?: number }) {
  const { t } = useTranslation("common");
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{t("status.loading")}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn("h-24 w-full", className)} />
      ))}
    </div>
  );
}

/** An amount in đồng (minor units on the wire). */
export function Money({ minor, className }: { minor: string | bigint; className?: string }) {
  const language = useLanguage();
  return <span className={cn("tabular-nums", className)}>{formatMinor(minor, language, { decimals: 0 })} ₫</span>;
}

/** One line of a verification verdict. */
export function Check({ ok, label, testId }: { ok: boolean; label: string; testId: string }) {
  const { t } = useTranslation("fortune");
  return (
    <li className="flex items-center gap-2 text-sm" data-testid={testId} data-ok={String(ok)}>
      <span
        aria-hidden="true"
        className={cn(
          "grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold",
          ok ? "bg-jade-fill text-on-jade" : "bg-danger text-bg",
        )}
      >
        {ok ? "✓" : "✗"}
      </span>
      <span className="text-fg">{label}</span>
      <span className="font-semibold text-fg-muted">{ok ? t("verify.ok") : t("verify.failed")}</span>
    </li>
  );
}

/** A labelled value of the verification inputs (hashes, seeds). */
export function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-semibold text-fg-muted">{label}</dt>
      <dd className="font-mono text-xs break-all text-fg sm:text-sm" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
