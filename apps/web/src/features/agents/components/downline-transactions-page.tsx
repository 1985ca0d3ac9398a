import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor, TRANSACTION_TYPES, type TeamTransactionsValue, type TransactionType } from "@lotus/contracts/web";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { inputClasses } from "../../../components/ui/form-parts";
import { formatDateTime } from "../../../lib/date-time";
import { signedAmount } from "../../../lib/signed-amount";
import { useTeamTransactionsFeed, useTeamTransactionsPage } from "../api/get-team-transactions";
import { useAgentRange } from "../hooks/use-agent-range";
import { AgentDateFilter } from "./agent-date-filter";
import { AgentCard, AgentList, AgentTable } from "./agent-list";
import { SummaryLine } from "./summary-line";

type Row = TeamTransactionsValue["list"][number];

function Amount({ amount }: { amount: string }) {
  const { i18n } = useTranslation();
  const { text, direction } = signedAmount(amount, i18n.language);
  return (
    <span className={cn("tabular-nums", direction === "in" && "text-jade", direction === "out" && "text-danger")}>
      {text}
    </span>
  );
}

/** Downline transaction details (spec §2): the team's account-record lines, by range and type. */
export default function DownlineTransactionsPage() {
  const { t, i18n } = useTranslation(["agents", "wallet"]);
  const language = i18n.language;
  const typeId = useId();
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
        <div className="grid gap-1.5 sm:max-w-xs">
          <label htmlFor={typeId} className="text-sm font-medium text-fg">
            {t("columns.type")}
          </label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => setType(event.target.value as TransactionType | "")}
            className={inputClasses}
          >
            <option value="">{t("transactions.allTypes")}</option>
            {TRANSACTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {typeName(value)}
              </option>
            ))}
          </select>
        </div>
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
                  <Amount amount={row.amount} />
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
                aside={<Amount amount={row.amount} />}
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
