import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type ProfitValue } from "@lotus/contracts/web";
import { DailyBarChart } from "../../../components/ui/bar-chart";
import { signedAmount } from "../../../lib/signed-amount";
import { longDayLabel } from "../utils/betting-format";
import { Profit } from "./betting-parts";

type Day = ProfitValue["days"][number];

/**
 * Daily profit as bars above (profit) and below (loss) a zero line (the shared DailyBarChart),
 * each day announced with its date and amounts. A visually hidden table carries the same figures
 * for screen readers.
 */
export function ProfitChart({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation("betting");
  const language = i18n.language;
  const bars = useMemo(() => days.map((day) => ({ date: day.date, amount: day.profit })), [days]);
  return (
    <DailyBarChart
      bars={bars}
      title={t("profit.chartTitle")}
      hint={t("profit.chartHint")}
      // The day that holds the tab stop: the latest one with rounds, or the last day.
      initialIndex={latestPlayed(days)}
      testId="profit-chart"
      barTestId="profit-bar"
      describe={(index) => {
        const day = days[index]!;
        return t("profit.barLabel", {
          date: longDayLabel(day.date, language),
          profit: signedAmount(day.profit, language).text,
          bet: formatMinor(day.bet, language),
          win: formatMinor(day.win, language),
          count: day.rounds,
        });
      }}
      tooltip={(index) => {
        const day = days[index]!;
        return (
          <>
            <span className="font-semibold text-fg">{longDayLabel(day.date, language)}</span>
            <Profit amount={day.profit} className="font-semibold" />
            <span className="text-fg-muted tabular-nums">
              {t("record.betShort", { amount: formatMinor(day.bet, language) })} ·{" "}
              {t("record.winShort", { amount: formatMinor(day.win, language) })}
            </span>
            <span className="text-fg-muted">{t("profit.rounds", { count: day.rounds })}</span>
          </>
        );
      }}
      table={<ChartTable days={days} />}
    />
  );
}

function latestPlayed(days: Day[]): number {
  for (let i = days.length - 1; i >= 0; i--) if (days[i]!.rounds > 0) return i;
  return Math.max(0, days.length - 1);
}

/** The chart's figures as a table, for screen readers (visually hidden). */
function ChartTable({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation("betting");
  const language = i18n.language;
  return (
    <table className="sr-only">
      <caption>{t("profit.tableCaption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("profit.columns.date")}</th>
          <th scope="col">{t("profit.columns.rounds")}</th>
          <th scope="col">{t("profit.columns.bet")}</th>
          <th scope="col">{t("profit.columns.win")}</th>
          <th scope="col">{t("profit.columns.profit")}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{longDayLabel(day.date, language)}</th>
            <td>{day.rounds}</td>
            <td>{formatMinor(day.bet, language)}</td>
            <td>{formatMinor(day.win, language)}</td>
            <td>{signedAmount(day.profit, language).text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
