import { useTranslation } from "react-i18next";
import { formatMinor, type BettingRecordRow } from "@lotus/contracts/web";
import { cn } from "../../../components/ui/cn";
import { formatRecordTime } from "../../../lib/date-time";
import { TimeZoneLabel } from "../../../components/ui/time-zone-label";
import { Profit, RoundStatus, VerifyLink } from "./betting-parts";

/** Wide screens: one row per round; amounts right-aligned; the profit coloured. */
export function BettingTable({
  rows,
  caption,
  dimmed,
}: {
  rows: BettingRecordRow[];
  caption: string;
  dimmed: boolean;
}) {
  const { t, i18n } = useTranslation(["betting", "common"]);
  const language = i18n.language;
  const th = "py-2.5 pr-3 font-semibold whitespace-nowrap";
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="betting-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs tracking-wide text-fg-muted uppercase">
          <tr className="border-b border-line">
            <th scope="col" className={th}>
              {t("record.columns.time")} <TimeZoneLabel />
            </th>
            <th scope="col" className={th}>
              {t("record.columns.game")}
            </th>
            <th scope="col" className={th}>
              {t("record.columns.round")}
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              {t("record.columns.bet")}
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              {t("record.columns.win")}
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              {t("record.columns.profit")}
            </th>
            <th scope="col" className={cn(th, "pr-0")}>
              {t("record.columns.status")}
            </th>
          </tr>
        </thead>
        <tbody className={cn("transition-opacity", dimmed && "opacity-60")}>
          {rows.map((row) => (
            <tr
              key={`${row.vassalage}:${row.roundId}`}
              data-testid="betting-row"
              data-round-id={row.roundId}
              className="border-b border-line/60 align-top last:border-0"
            >
              <td className="max-w-28 py-2.5 pr-3 text-fg-muted tabular-nums">
                {formatRecordTime(row.startedAt, language)}
              </td>
              <td className="py-2.5 pr-3">
                <span className="block max-w-40 font-medium text-fg [overflow-wrap:anywhere]">{row.gameName}</span>
                <span className="block max-w-40 text-xs text-fg-muted">
                  {row.vendorName} · {t(`common:categories.${row.gameCategory}`)}
                </span>
              </td>
              <td className="max-w-36 min-w-20 py-2.5 pr-3 font-mono text-xs break-words text-fg-muted">
                {row.roundId}
              </td>
              <td className="py-2.5 pr-3 text-right whitespace-nowrap text-fg tabular-nums">
                {formatMinor(row.betAmount, language)}
              </td>
              <td className="py-2.5 pr-3 text-right whitespace-nowrap text-fg tabular-nums">
                {formatMinor(row.winAmount, language)}
              </td>
              <td className="py-2.5 pr-3 text-right font-semibold whitespace-nowrap">
                <Profit amount={row.profit} />
              </td>
              <td className="py-2.5">
                <span className="grid gap-1">
                  <RoundStatus status={row.status} />
                  <VerifyLink row={row} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per round, newest first. */
export function BettingCards({ rows }: { rows: BettingRecordRow[] }) {
  const { t, i18n } = useTranslation(["betting", "common"]);
  const language = i18n.language;
  return (
    <ul className="grid gap-2" data-testid="betting-cards">
      {rows.map((row) => (
        <li
          key={`${row.vassalage}:${row.roundId}`}
          data-testid="betting-row"
          data-round-id={row.roundId}
          className="grid gap-1.5 rounded-xl border border-line bg-surface p-3 text-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <span className="grid min-w-0 leading-tight">
              <span className="font-semibold text-fg [overflow-wrap:anywhere]">{row.gameName}</span>
              <span className="text-xs text-fg-muted">
                {row.vendorName} · {t(`common:categories.${row.gameCategory}`)}
              </span>
            </span>
            <span className="grid justify-items-end gap-1">
              <Profit amount={row.profit} className="font-semibold whitespace-nowrap" />
              <RoundStatus status={row.status} />
            </span>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 text-xs text-fg-muted tabular-nums">
            <span>{t("record.betShort", { amount: formatMinor(row.betAmount, language) })}</span>
            <span>{t("record.winShort", { amount: formatMinor(row.winAmount, language) })}</span>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-line/60 pt-1.5 text-xs text-fg-muted">
            <span className="tabular-nums">
              {formatRecordTime(row.startedAt, language)} <TimeZoneLabel />
            </span>
            <VerifyLink row={row} />
          </div>
          <span className="text-xs break-all text-fg-muted">
            {t("record.columns.round")}: <span className="font-mono text-fg">{row.roundId}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
