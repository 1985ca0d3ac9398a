import { useTranslation } from "react-i18next";
import type { LotteryDrawState } from "@lotus/contracts/web";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { cn } from "../../../components/ui/cn";
import { isBetCode } from "../utils/odds";
import type { ResultRow } from "../utils/draws";

const STATE_TONE: Record<LotteryDrawState, BadgeTone> = {
  scheduled: "neutral",
  open: "success",
  closed: "warn",
  drawing: "info",
  drawn: "info",
  settled: "neutral",
  cancelled: "danger",
};

export function DrawStateBadge({ state }: { state: LotteryDrawState }) {
  const { t } = useTranslation();
  return <Badge tone={STATE_TONE[state]}>{t(`lottery.state.${state}`)}</Badge>;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** "15 phút", "45 giây", "1 phút 30 giây": a duration in the operator's language. */
export function formatDuration(totalSeconds: number, t: T): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (minutes === 0) return t("lottery.duration.seconds", { seconds });
  if (seconds === 0) return t("lottery.duration.minutes", { minutes });
  return t("lottery.duration.minutesSeconds", { minutes, seconds });
}

/** A bet type's name (lottery.bet.<code>) with its code, or the code alone when unknown. */
export function betTypeName(code: string, t: T): string {
  return isBetCode(code) ? t(`lottery.bet.${code}`) : code;
}

/**
 * A result as prize rows: the prize's name, then its numbers (unrevealed places as "···"). A
 * description list, not a table: it sits inside table rows, whose phone layout would take it apart.
 */
export function ResultList({ rows, label }: { rows: ResultRow[]; label: string }) {
  const { t } = useTranslation();
  return (
    <dl aria-label={label} className="grid grid-cols-[max-content_minmax(0,1fr)] text-sm">
      {rows.map((row) => (
        <div key={row.prize} className="col-span-2 grid grid-cols-subgrid border-t border-line first:border-t-0">
          <dt className="py-1.5 pr-4 text-xs font-semibold text-fg-muted">{t(`lottery.prize.${row.prize}`)}</dt>
          <dd className="flex flex-wrap gap-x-3 gap-y-1 py-1.5">
            {row.numbers.map((number, index) => (
              <span
                key={index}
                className={cn(
                  "font-mono tabular-nums",
                  row.prize === "DB" && number !== null && "font-bold text-danger",
                  number === null && "text-fg-muted",
                )}
              >
                {number ?? <span aria-label={t("lottery.result.notRevealed")}>···</span>}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A horizontal bar of `percent` (0–100) in a tone, with its accessible name and value text. */
export function Bar({
  percent,
  tone,
  label,
  valueText,
  role = "meter",
}: {
  percent: number;
  tone: string;
  label: string;
  valueText: string;
  role?: "meter" | "progressbar";
}) {
  return (
    <span
      role={role}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent * 100) / 100}
      aria-valuetext={valueText}
      aria-label={label}
      className="block h-2 flex-1 overflow-hidden rounded-full bg-surface-2"
    >
      <span className={cn("block h-full rounded-full", tone)} style={{ width: `${percent}%` }} />
    </span>
  );
}
