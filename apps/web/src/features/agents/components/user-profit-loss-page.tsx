import { useTranslation } from "react-i18next";
import { formatMinor, type TeamProfitLossValue } from "@lotus/contracts/web";
import { Card } from "../../../components/ui/card";
import { useTeamProfitLossFeed, useTeamProfitLossPage } from "../api/get-team-profit-loss";
import { useAgentRange } from "../hooks/use-agent-range";
import { AgentDateFilter } from "./agent-date-filter";
import { AgentCard, AgentList, AgentTable } from "./agent-list";
import { SignedMinor } from "./agent-parts";
import { SummaryLine } from "./summary-line";

type Row = TeamProfitLossValue["list"][number];

/** User profit and loss (spec §2): per member, valid bet, payout, result, deposits and withdrawals. */
export default function UserProfitLossPage() {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  const { range, setRange, valid } = useAgentRange();
  const params = { from: range.startDate, to: range.endDate };
  const head = [
    t("columns.account"),
    t("columns.validBet"),
    t("columns.payout"),
    t("columns.memberResult"),
    t("columns.deposits"),
    t("columns.withdrawals"),
  ];
  return (
    <div className="grid gap-5">
      <Card className="p-4 sm:p-5">
        <AgentDateFilter range={range} onChange={setRange} />
      </Card>
      <p className="text-xs text-fg-muted">{t("profitLoss.hint")}</p>
      <AgentList<TeamProfitLossValue, Row>
        params={params}
        enabled={valid}
        usePage={useTeamProfitLossPage}
        useFeed={useTeamProfitLossFeed}
        testId="team-profit-loss"
        summary={(value) => <SummaryLine count={value.total} />}
        table={(rows, dimmed) => (
          <AgentTable caption={t("pages.userProfitLoss")} head={head} dimmed={dimmed}>
            {rows.map((row) => (
              <tr key={row.memberId}>
                <td className="px-3 py-2.5 font-medium">{row.account}</td>
                <td className="px-3 py-2.5 tabular-nums">{formatMinor(row.validBet, language)}</td>
                <td className="px-3 py-2.5 tabular-nums">{formatMinor(row.payout, language)}</td>
                <td className="px-3 py-2.5">
                  <SignedMinor amount={row.profitLoss} />
                </td>
                <td className="px-3 py-2.5 tabular-nums">{formatMinor(row.deposits, language)}</td>
                <td className="px-3 py-2.5 tabular-nums">{formatMinor(row.withdrawals, language)}</td>
              </tr>
            ))}
          </AgentTable>
        )}
        cards={(rows) => (
          <ul className="grid gap-3">
            {rows.map((row) => (
              <AgentCard
                key={row.memberId}
                title={row.account}
                aside={<SignedMinor amount={row.profitLoss} />}
                items={[
                  { label: t("columns.validBet"), value: formatMinor(row.validBet, language) },
                  { label: t("columns.payout"), value: formatMinor(row.payout, language) },
                  { label: t("columns.deposits"), value: formatMinor(row.deposits, language) },
                  { label: t("columns.withdrawals"), value: formatMinor(row.withdrawals, language) },
                ]}
              />
            ))}
          </ul>
        )}
      />
    </div>
  );
}
