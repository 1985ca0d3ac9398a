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

/** A result as prize rows: the prize's name, then its numbers (unrevealed places as "···"). */
export function ResultTable({ rows, caption }: { rows: ResultRow[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("lottery.result.prize")}</th>
          <th scope="col">{t("lottery.result.numbers")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.prize} className="border-t border-line first:border-t-0">
            <th scope="row" className="w-20 py-1.5 pr-3 text-start align-top text-xs font-semibold text-fg-muted">
              {t(`lottery.prize.${row.prize}`)}
            </th>
            <td className="py-1.5">
              <span className="flex flex-wrap gap-x-3 gap-y-1">
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
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
