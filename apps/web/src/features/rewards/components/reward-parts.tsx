import { useTranslation } from "react-i18next";
import { formatMinor } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { ApiError } from "../../../lib/api-client";
import { msLeft, splitDuration, useNow } from "../hooks/use-countdown";

/** An amount in đồng as the site writes it ("50.000,00 ₫"). */
export function Money({ value, className }: { value: string; className?: string }) {
  const { i18n } = useTranslation();
  return <span className={cn("tabular-nums", className)}>{formatMinor(value, i18n.language)} ₫</span>;
}

/** "2 d 03:12:45" until a time on the server's clock; "ended" once it has passed. */
export function TimeLeft({
  to,
  clock,
  className,
}: {
  to: string;
  clock: { serverTime: string; receivedAt: number };
  className?: string;
}) {
  const { t } = useTranslation("rewards");
  const now = useNow();
  const left = msLeft(to, clock, now);
  if (left <= 0) return <span className={className}>{t("time.over")}</span>;
  const { days, hours, minutes, seconds } = splitDuration(left);
  const pad = (n: number) => String(n).padStart(2, "0");
  const clockText = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return (
    <span className={cn("tabular-nums", className)}>
      {days > 0 ? t("time.daysClock", { days, clock: clockText }) : clockText}
    </span>
  );
}

/** A progress bar (role progressbar with the percent). */
export function ProgressBar({ value, max, label }: { value: bigint; max: bigint; label: string }) {
  const percent = max > 0n ? Number((value * 100n) / max) : 0;
  const bounded = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={bounded}
      aria-valuetext={`${bounded} %`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2"
    >
      <div
        className={cn(
          "h-full rounded-full transition-[width] duration-500",
          bounded >= 100 ? "bg-jade" : "bg-gold-fill",
        )}
        style={{ width: `${bounded}%` }}
      />
    </div>
  );
}

/** A failed rewards call in the page language: the server's localized message, else a generic one. */
export function useRewardsError() {
  const { t } = useTranslation("rewards");
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      if (error.code === "network_error") return t("errors.network");
      if (error.message) return error.message;
    }
    return t("errors.generic");
  };
}
