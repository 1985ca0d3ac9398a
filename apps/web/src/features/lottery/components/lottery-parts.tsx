import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LotteryDrawState } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatCountdown, remainingMs } from "../utils/countdown";

/** The catalogue key of a contracts i18n key ("lottery.bet.lo2" → "bet.lo2" in the lottery namespace). */
export const lotteryKey = (key: string) => key.replace(/^lottery\./, "");

const stateTone: Record<LotteryDrawState, string> = {
  scheduled: "border-line text-fg-muted",
  open: "border-jade/50 bg-jade/10 text-jade",
  closed: "border-gold/50 bg-gold-soft/20 text-gold",
  drawing: "border-brand/60 bg-brand/10 text-brand dark:text-fg",
  drawn: "border-line text-fg",
  settled: "border-line text-fg-muted",
  cancelled: "border-danger/50 text-danger",
};

export function DrawStateBadge({ state }: { state: LotteryDrawState }) {
  const { t } = useTranslation("lottery");
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        stateTone[state],
      )}
      data-testid="draw-state"
      data-state={state}
    >
      {t(`state.${state}`)}
    </span>
  );
}

/**
 * A draw past its time that waits for its game's official result (entered by one operator,
 * approved by another): said in words, where a countdown would stand at zero.
 */
export function AwaitingOfficial({
  issue,
  testId,
  className,
}: {
  issue?: string;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation("lottery");
  return (
    <p className={cn("grid gap-0.5 text-sm", className)} data-testid={testId}>
      <span className="font-semibold text-gold">{t("game.awaitingOfficial")}</span>
      {issue && <span className="text-xs text-fg-muted">{t("game.awaitingOfficialIssue", { issue })}</span>}
    </p>
  );
}

/** Time left until `until` on the server clock `now`, as a clock, labelled for screen readers. */
export function Countdown({
  until,
  now,
  label,
  className,
  testId,
}: {
  until: string;
  now: number;
  label: string;
  className?: string;
  testId?: string;
}) {
  const text = formatCountdown(remainingMs(until, now));
  return (
    <span
      role="timer"
      aria-label={`${label} ${text}`}
      className={cn("font-mono tabular-nums", className)}
      data-testid={testId}
    >
      {text}
    </span>
  );
}

/** A number with its last two digits emphasised (the ending lô and đề are played on). */
export function LotteryNumber({ number, emphasis = 2 }: { number: string; emphasis?: number }) {
  const cut = Math.max(0, number.length - emphasis);
  return (
    <>
      {number.slice(0, cut)}
      <strong className="font-bold">{number.slice(cut)}</strong>
    </>
  );
}

export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation(["lottery", "common"]);
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

/** A titled panel of a lottery page. */
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
      className={cn("rounded-card border border-line bg-surface p-4 shadow-card sm:p-5", className)}
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

/** The verification page of a draw. */
export const verifyHref = (drawId: string) => `/lottery?verify=${encodeURIComponent(drawId)}`;
export const bettingHref = (code: string, view: "betting" | "lobby" = "betting") =>
  `/lottery?game=${encodeURIComponent(code)}&view=${view}`;
