import { Fragment, useId, type ComponentProps, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { ApiError } from "../../../lib/api-client";
import type { useCopy } from "../hooks/cashier-copy";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import type { AmountProblem } from "../utils/cashier-amount";
import type { StatusTone } from "../utils/cashier-status";
import { inputClasses } from "../../../components/ui/form-parts";

/*
 * Pieces shared by the deposit page, the withdraw page and the receipt dialog (the cashier).
 */

/** An amount in minor units as the member reads it: "1.000.000,00 VND" (spec §9: 2 decimals, separators). */
export function useMoney() {
  const { t, i18n } = useTranslation("cashier");
  return (minor: string | bigint) => t("money", { amount: formatMinor(minor, i18n.language) });
}

/** Why a call failed, in the page language: the server's own message, or a local fallback. */
export function useCashierErrorText() {
  const { t } = useTranslation("cashier");
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      if (error.code === "network_error") return t("errors.network");
      if (error.message) return error.message;
    }
    return t("errors.generic");
  };
}

/** The message for an amount refused before sending; the limits are shown formatted. */
export function useAmountProblemText() {
  const { t } = useTranslation("cashier");
  const money = useMoney();
  return (problem: AmountProblem, limits: { min: string; max: string; balance?: string }) =>
    t(`amount.${problem}`, {
      min: money(limits.min),
      max: money(limits.max),
      balance: money(limits.balance ?? "0"),
    });
}

export function CashierSection({
  title,
  action,
  children,
  className,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-card border border-line bg-surface p-4 shadow-card sm:p-5", className)}
    >
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h3 id={id} className="text-lg font-semibold text-fg">
          {title}
        </h3>
        {action && <div className="ml-auto">{action}</div>}
      </div>
      {children}
    </section>
  );
}

const toneClasses: Record<StatusTone, string> = {
  waiting: "border-gold/40 bg-gold/12 text-gold",
  action: "border-brand/50 bg-brand/12 text-brand-strong",
  done: "border-jade/40 bg-jade/12 text-jade",
  failed: "border-danger/40 bg-danger/10 text-danger",
  neutral: "border-line bg-surface-2 text-fg-muted",
};

export function StatusBadge({
  tone,
  children,
  testId,
  dataStatus,
}: {
  tone: StatusTone;
  children: ReactNode;
  testId?: string;
  /** The raw status for tests (the text is translated). */
  dataStatus?: string;
}) {
  return (
    <span
      data-testid={testId}
      data-status={dataStatus}
      className={cn(
        "inline-flex w-fit items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        toneClasses[tone],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}

const markTones = [
  "bg-brand/15 text-brand-strong",
  "bg-gold/15 text-gold",
  "bg-jade/15 text-jade",
  "bg-surface-2 text-fg",
] as const;

/** The bank's "logo": its short code on a tinted tile (no third-party logos are bundled). */
export function BankMark({ code, className }: { code: string; className?: string }) {
  const tone = markTones[[...code].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % markTones.length];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid h-10 w-12 shrink-0 place-items-center rounded-lg text-[11px] font-extrabold tracking-wide",
        tone,
        className,
      )}
    >
      {code.slice(0, 5)}
    </span>
  );
}

/** A value to type into a banking app, with a copy button that says "copied" for a moment. */
export function CopyRow({
  label,
  value,
  copyValue,
  copyKey,
  copier,
  emphasis,
  testId,
}: {
  label: string;
  value: ReactNode;
  copyValue: string;
  copyKey: string;
  copier: ReturnType<typeof useCopy>;
  emphasis?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("cashier");
  const copied = copier.copied === copyKey;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 border-b border-line py-2.5 last:border-b-0">
      <dt className="col-start-1 text-xs text-fg-muted">{label}</dt>
      <dd
        data-testid={testId}
        className={cn(
          "col-start-1 row-start-2 font-semibold break-all text-fg tabular-nums",
          emphasis ? "text-lg text-gold" : "text-sm sm:text-base",
        )}
      >
        {value}
      </dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <button
          type="button"
          onClick={() => void copier.copy(copyKey, copyValue)}
          aria-label={t("copy.label", { label })}
          className={cn(
            "inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-xs font-semibold",
            copied ? "border-jade/50 bg-jade/10 text-jade" : "border-line bg-surface-2 text-fg hover:border-gold/60",
          )}
        >
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          <span aria-live="polite">{copied ? t("copy.done") : t("copy.action")}</span>
        </button>
      </dd>
    </div>
  );
}

/** An amount in đồng with its limits, its problem and round-number chips. */
export function AmountField({
  label,
  value,
  onChange,
  hint,
  error,
  chips = [],
  ...input
}: Omit<ComponentProps<"input">, "value" | "onChange"> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
  chips?: { label: string; value: string }[];
}) {
  const { t } = useTranslation("cashier");
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          className={cn(inputClasses, "h-12 pr-14 text-base font-semibold tabular-nums")}
          {...input}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3.5 grid place-items-center text-xs font-semibold text-fg-muted"
        >
          VND
        </span>
      </div>
      {chips.length > 0 && (
        <div role="group" aria-label={t("amount.quick")} className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <button
              key={chip.value}
              type="button"
              aria-pressed={value === chip.value}
              onClick={() => onChange(chip.value)}
              className={cn(
                "h-9 cursor-pointer rounded-full border px-3.5 text-sm font-semibold tabular-nums",
                value === chip.value
                  ? "border-gold bg-gold/15 text-fg"
                  : "border-line bg-surface-2 text-fg-muted hover:border-gold/60 hover:text-fg",
              )}
            >
              {chip.label}
            </button>
          ))}
        </div>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A radio choice drawn as a card (methods, receiving accounts, bank accounts). */
export function ChoiceCard({
  name,
  checked,
  onChange,
  children,
  testId,
  disabled,
  className,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  testId?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <label
      className={cn(
        className,
        "flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
        checked ? "border-gold bg-gold/10" : "border-line bg-surface-2/50 hover:border-gold/50",
        disabled && "cursor-not-allowed opacity-60",
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        data-testid={testId}
        className="size-4 shrink-0 accent-[var(--lt-gold-fill)]"
      />
      {children}
    </label>
  );
}

/** The next page of a history, or nothing when it is all on screen. */
export function LoadMore({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  const { t } = useTranslation("cashier");
  if (!hasMore) return null;
  return (
    <div className="mt-3 flex justify-center">
      <Button variant="secondary" size="sm" onClick={onClick} disabled={loading} aria-busy={loading || undefined}>
        {loading && <Spinner className="size-4" />}
        {t("history.loadMore")}
      </Button>
    </div>
  );
}

/** The infinite list query of a history (one page of orders more at a time). */
type OrderHistoryQuery<Order> = {
  data?: { pages: readonly { list: readonly Order[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

/** A history of the member's orders, newest first: loading, error with retry, empty, the rows and "load more". */
export function OrderHistory<Order extends { orderNo: string }>({
  title,
  emptyText,
  orders,
  children,
}: {
  title: string;
  emptyText: string;
  orders: OrderHistoryQuery<Order>;
  /** One `<li>` of the list. */
  children: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation("cashier");
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <CashierSection title={title}>
      {orders.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t("status.loading")}</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : orders.isError && list.length === 0 ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
          {t("history.loadError")}
          <Button size="sm" variant="secondary" onClick={() => void orders.refetch()}>
            {t("actions.retry")}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-fg-muted">
          {emptyText}
        </p>
      ) : (
        <>
          <ul className="grid divide-y divide-line" aria-label={title}>
            {list.map((order) => (
              <Fragment key={order.orderNo}>{children(order)}</Fragment>
            ))}
          </ul>
          <LoadMore
            hasMore={orders.hasNextPage}
            loading={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          />
        </>
      )}
    </CashierSection>
  );
}

/** A short explanation with an optional action (no payment password, no payee name, …). */
export function Callout({
  tone = "info",
  title,
  children,
  action,
}: {
  tone?: "info" | "warning" | "success" | "danger";
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const tones = {
    info: "border-line bg-surface-2/60",
    warning: "border-gold/50 bg-gold/10",
    success: "border-jade/50 bg-jade/10",
    danger: "border-danger/40 bg-danger/10",
  };
  return (
    <div className={cn("grid gap-2 rounded-xl border px-4 py-3 text-sm text-fg", tones[tone])}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className="text-fg-muted">{children}</div>}
      {action && <div className="pt-1">{action}</div>}
    </div>
  );
}

export function CopyIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" strokeLinecap="round" />
    </svg>
  );
}

export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A submit button that shows progress and cannot be pressed twice (`form` ties it to a form elsewhere). */
export function CashierSubmit({
  pending,
  children,
  variant = "gold",
  disabled,
  ...button
}: Omit<ComponentProps<typeof Button>, "type"> & { pending: boolean }) {
  return (
    <Button type="submit" variant={variant} disabled={pending || disabled} aria-busy={pending || undefined} {...button}>
      {pending && <Spinner className="size-4 border-current/30 border-t-current" />}
      {children}
    </Button>
  );
}
