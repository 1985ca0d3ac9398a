import { useTranslation } from "react-i18next";
import { formatMinor, type TeamBetsValue } from "@lotus/contracts/web";
import { Card } from "../../../components/ui/card";
import { formatCalendarDate } from "../../../lib/date-time";
import { useTeamBetsFeed, useTeamBetsPage } from "../api/get-team-bets";
import { useAgentRange } from "../hooks/use-agent-range";
import { AgentDateFilter } from "./agent-date-filter";
import { AgentCard, AgentList, AgentTable } from "./agent-list";
import { SummaryLine } from "./summary-line";

type Row = TeamBetsValue["list"][number];

/** Team betting (spec §2): per member and day, rounds, valid bet and payout, with the range's totals. */
export default function TeamBettingPage() {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  const { range, setRange, valid } = useAgentRange();
  const params = { from: range.startDate, to: range.endDate };
  const head = [
    t("columns.date"),
    t("columns.account"),
    t("columns.rounds"),
    t("columns.validBet"),
    t("columns.payout"),
  ];
  return (
    <div className="grid gap-5">
      <Card className="p-4 sm:p-5">
        <AgentDateFilter range={range} onChange={setRange} />
      </Card>
      <AgentList<TeamBetsValue, Row>
        params={params}
        enabled={valid}
        usePage={useTeamBetsPage}
        useFeed={useTeamBetsFeed}
        testId="team-bets"
        summary={(value) => (
          <SummaryLine
            count={value.total}
            items={[
              { label: t("columns.validBet"), amount: value.totalValidBet },
              { label: t("columns.payout"), amount: value.totalPayout },
            ]}
          />
        )}
        table={(rows, dimmed) => (
          <AgentTable caption={t("pages.teamBetting")} head={head} dimmed={dimmed}>
            {rows.map((row) => (
              <tr key={`${row.memberId}-${row.date}`}>
                <td className="px-3 py-2.5 whitespace-nowrap">{formatCalendarDate(row.date, language)}</td>
                <td className="px-3 py-2.5 font-medium">{row.account}</td>
                <td className="px-3 py-2.5 tabular-nums">{row.rounds.toLocaleString(language)}</td>
                <td className="px-3 py-2.5 tabular-nums">{formatMinor(row.validBet, language)}</td>
                <td className="px-3 py-2.5 tabular-nums">{formatMinor(row.payout, language)}</td>
              </tr>
            ))}
          </AgentTable>
        )}
        cards={(rows) => (
          <ul className="grid gap-3">
            {rows.map((row) => (
              <AgentCard
                key={`${row.memberId}-${row.date}`}
                title={row.account}
                aside={<span className="text-xs text-fg-muted">{formatCalendarDate(row.date, language)}</span>}
                items={[
                  { label: t("columns.rounds"), value: row.rounds.toLocaleString(language) },
                  { label: t("columns.validBet"), value: formatMinor(row.validBet, language) },
                  { label: t("columns.payout"), value: formatMinor(row.payout, language) },
                ]}
              />
            ))}
          </ul>
        )}
      />
    </div>
  );
}
