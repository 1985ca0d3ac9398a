import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, TRANSACTION_TYPES, type TeamTransactionsValue, type TransactionType } from "@lotus/contracts/web";
import { Card } from "../../../components/ui/card";
import { formatDateTime } from "../../../lib/date-time";
import { useTeamTransactionsFeed, useTeamTransactionsPage } from "../api/get-team-transactions";
import { useAgentRange } from "../hooks/use-agent-range";
import { AgentDateFilter } from "./agent-date-filter";
import { AgentCard, AgentList, AgentTable } from "./agent-list";
import { FilterSelect, SignedMinor } from "./agent-parts";
import { SummaryLine } from "./summary-line";

type Row = TeamTransactionsValue["list"][number];

/** Downline transaction details (spec §2): the team's account-record lines, by range and type. */
export default function DownlineTransactionsPage() {
  const { t, i18n } = useTranslation(["agents", "wallet"]);
  const language = i18n.language;
  const { range, setRange, valid } = useAgentRange();
  const [type, setType] = useState<TransactionType | "">("");
  const params = { from: range.startDate, to: range.endDate, type: type || undefined };
  const typeName = (value: TransactionType) => t(`wallet:records.typeNames.${value}`);
  const head = [
    t("columns.time"),
    t("columns.account"),
    t("columns.type"),
    t("columns.amount"),
    t("columns.balanceAfter"),
  ];
  return (
    <div className="grid gap-5">
      <Card className="grid gap-4 p-4 sm:p-5">
        <AgentDateFilter range={range} onChange={setRange} />
        <FilterSelect
          className="sm:max-w-xs"
          label={t("columns.type")}
          value={type}
          onChange={(value) => setType(value as TransactionType | "")}
          all={t("transactions.allTypes")}
          options={TRANSACTION_TYPES.map((value) => ({ value, label: typeName(value) }))}
        />
      </Card>
      <AgentList<TeamTransactionsValue, Row>
        params={params}
        enabled={valid}
        usePage={useTeamTransactionsPage}
        useFeed={useTeamTransactionsFeed}
        testId="team-transactions"
        summary={(value) => <SummaryLine count={value.total} />}
        table={(rows, dimmed) => (
          <AgentTable caption={t("pages.downlineTransactions")} head={head} dimmed={dimmed}>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="px-3 py-2.5 whitespace-nowrap">{formatDateTime(row.at, language)}</td>
                <td className="px-3 py-2.5 font-medium">{row.account}</td>
                <td className="px-3 py-2.5">{typeName(row.type)}</td>
                <td className="px-3 py-2.5">
                  <SignedMinor amount={row.amount} />
                </td>
                <td className="px-3 py-2.5 tabular-nums">{formatMinor(row.balanceAfter, language)}</td>
              </tr>
            ))}
          </AgentTable>
        )}
        cards={(rows) => (
          <ul className="grid gap-3">
            {rows.map((row) => (
              <AgentCard
                key={row.id}
                title={row.account}
                aside={<SignedMinor amount={row.amount} />}
                items={[
                  { label: t("columns.type"), value: typeName(row.type) },
                  { label: t("columns.time"), value: formatDateTime(row.at, language) },
                  { label: t("columns.balanceAfter"), value: formatMinor(row.balanceAfter, language) },
                ]}
              />
            ))}
          </ul>
        )}
      />
    </div>
  );
}
