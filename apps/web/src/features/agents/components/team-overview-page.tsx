import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, type TeamOverviewValue } from "@lotus/contracts/web";
import { DailyBarChart } from "../../../components/ui/bar-chart";
import { longDayLabel } from "../../../components/ui/bar-chart-format";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { signedAmount } from "../../../lib/signed-amount";
import { useTeamOverview } from "../api/get-team-overview";
import { useAgentRange } from "../hooks/use-agent-range";
import { AgentDateFilter } from "./agent-date-filter";

type Day = TeamOverviewValue["series"][number];

/**
 * agentTeamOverview (spec §2): team size, new and active members, deposits, valid bets and the
 * team's result for a range (spec §9 presets: last 7 or 30 days, or custom), and the result per
 * day as a chart (keyboard and screen-reader table included).
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation(["agents", "common"]);
  const { range, setRange, valid } = useAgentRange();
  const overview = useTeamOverview(range, valid);
  const value = overview.data;
  return (
    <div className="grid gap-5">
      <Card className="p-4 sm:p-5">
        <AgentDateFilter range={range} onChange={setRange} />
      </Card>
      {!valid ? null : value ? (
        <div className={cn("grid gap-5", overview.isPlaceholderData && "opacity-60")} aria-busy={overview.isFetching}>
          <Totals value={value} />
          <Card className="p-4 sm:p-5">
            <TeamChart days={value.series} />
          </Card>
        </div>
      ) : overview.isError ? (
        <div role="alert">
          <EmptyState
            title={t("overview.error")}
            action={<Button onClick={() => void overview.refetch()}>{t("common:actions.retry")}</Button>}
          />
        </div>
      ) : (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{t("centre.loading")}</span>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </div>
  );
}

function Totals({ value }: { value: TeamOverviewValue }) {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  const { totals } = value;
  const result = signedAmount(totals.profitLoss, language);
  const tiles = [
    { key: "teamSize", text: totals.teamSize.toLocaleString(language) },
    { key: "newMembers", text: totals.newMembers.toLocaleString(language) },
    { key: "activeMembers", text: totals.activeMembers.toLocaleString(language) },
    { key: "deposits", text: formatMinor(totals.deposits, language), money: true },
    { key: "validBet", text: formatMinor(totals.validBet, language), money: true },
    { key: "profitLoss", text: result.text, money: true, tone: result.direction },
  ] as const;
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="team-overview-totals">
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded-card border border-line bg-surface px-4 py-3">
            <dt className="text-xs font-medium text-fg-muted">{t(`overview.${tile.key}`)}</dt>
            <dd
              className={cn(
                "mt-0.5 text-lg font-semibold break-all tabular-nums",
                "tone" in tile && tile.tone === "in" && "text-jade",
                "tone" in tile && tile.tone === "out" && "text-danger",
              )}
              data-testid={`team-${tile.key}`}
            >
              {tile.text}
              {"money" in tile && <span className="ml-1 text-[10px] font-bold text-fg-muted">VND</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-fg-muted">{t("overview.profitLossHint")}</p>
    </div>
  );
}

function TeamChart({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  const bars = useMemo(() => days.map((day) => ({ date: day.date, amount: day.profitLoss })), [days]);
  const figures = (day: Day) => ({
    date: longDayLabel(day.date, language),
    result: signedAmount(day.profitLoss, language).text,
    validBet: formatMinor(day.validBet, language),
    deposits: formatMinor(day.deposits, language),
    count: day.activeMembers,
  });
  return (
    <DailyBarChart
      bars={bars}
      title={t("overview.chartTitle")}
      hint={t("overview.chartHint")}
      testId="team-chart"
      barTestId="team-bar"
      describe={(index) => t("overview.barLabel", figures(days[index]!))}
      tooltip={(index) => {
        const f = figures(days[index]!);
        return (
          <>
            <span className="font-semibold text-fg">{f.date}</span>
            <span className="font-semibold tabular-nums">{t("overview.tipResult", { amount: f.result })}</span>
            <span className="text-fg-muted tabular-nums">{t("overview.tipValidBet", { amount: f.validBet })}</span>
            <span className="text-fg-muted tabular-nums">{t("overview.tipDeposits", { amount: f.deposits })}</span>
            <span className="text-fg-muted">{t("overview.tipActive", { count: f.count })}</span>
          </>
        );
      }}
      table={
        <table className="sr-only">
          <caption>{t("overview.tableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("overview.date")}</th>
              <th scope="col">{t("overview.profitLoss")}</th>
              <th scope="col">{t("overview.validBet")}</th>
              <th scope="col">{t("overview.deposits")}</th>
              <th scope="col">{t("overview.activeMembers")}</th>
              <th scope="col">{t("overview.newMembers")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDayLabel(day.date, language)}</th>
                <td>{signedAmount(day.profitLoss, language).text}</td>
                <td>{formatMinor(day.validBet, language)}</td>
                <td>{formatMinor(day.deposits, language)}</td>
                <td>{day.activeMembers}</td>
                <td>{day.newMembers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
