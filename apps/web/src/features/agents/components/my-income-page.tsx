import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AGENT_CONTRACT_KINDS_LIST } from "../utils/agent-constants";
import { formatMinor, type AgentContractKind, type IncomeValue } from "@lotus/contracts/web";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useIncomeFeed, useIncomePage } from "../api/get-income";
import { useAgentRange } from "../hooks/use-agent-range";
import { periodLabel } from "../utils/period-label";
import { AgentDateFilter } from "./agent-date-filter";
import { AgentCard, AgentList, AgentTable } from "./agent-list";
import { FilterSelect } from "./agent-parts";
import { IncomeStatementDialog } from "./income-statement-dialog";
import { SummaryLine } from "./summary-line";

type Row = IncomeValue["list"][number];

/** My income (spec §2): every salary and dividend statement paid to me, each opening its statement. */
export default function MyIncomePage() {
  const { t, i18n } = useTranslation("agents");
  const language = i18n.language;
  const { range, setRange, valid } = useAgentRange();
  const [kind, setKind] = useState<AgentContractKind | "">("");
  const [open, setOpen] = useState<string | null>(null);
  const params = { from: range.startDate, to: range.endDate, kind: kind || undefined };
  const period = (row: Row) => periodLabel(row.kind, row.periodStart, row.periodEnd, language);
  const view = (row: Row) => (
    <Button variant="secondary" size="sm" onClick={() => setOpen(row.id)} data-testid="income-statement">
      {t("income.statement")}
    </Button>
  );
  const head = [
    t("income.kind"),
    t("income.period"),
    t("income.gross"),
    t("income.clawback"),
    t("income.amount"),
    t("columns.status"),
    "",
  ];
  return (
    <div className="grid gap-5">
      <Card className="grid gap-4 p-4 sm:p-5">
        <AgentDateFilter range={range} onChange={setRange} />
        <FilterSelect
          className="sm:max-w-xs"
          label={t("income.kind")}
          value={kind}
          onChange={(value) => setKind(value as AgentContractKind | "")}
          all={t("income.allKinds")}
          options={AGENT_CONTRACT_KINDS_LIST.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
      </Card>
      <AgentList<IncomeValue, Row>
        params={params}
        enabled={valid}
        usePage={useIncomePage}
        useFeed={useIncomeFeed}
        testId="agent-income"
        summary={(value) => (
          <SummaryLine count={value.total} items={[{ label: t("income.total"), amount: value.totalAmount }]} />
        )}
        table={(rows, dimmed) => (
          <AgentTable caption={t("pages.myIncome")} head={head} dimmed={dimmed}>
            {rows.map((row) => (
              <tr key={row.id} data-testid="income-row">
                <td className="px-3 py-2.5">{t(`kinds.${row.kind}`)}</td>
                <td className="px-3 py-2.5 text-xs">{period(row)}</td>
                <td className="px-3 py-2.5 tabular-nums">{formatMinor(row.gross, language)}</td>
                <td className="px-3 py-2.5 tabular-nums">
                  {row.clawback === "0" ? "—" : `\u2212${formatMinor(row.clawback, language)}`}
                </td>
                <td className="px-3 py-2.5 font-semibold tabular-nums">{formatMinor(row.amount, language)}</td>
                <td className="px-3 py-2.5">{t(`statementStatuses.${row.status}`)}</td>
                <td className="px-3 py-2.5 text-right">{view(row)}</td>
              </tr>
            ))}
          </AgentTable>
        )}
        cards={(rows) => (
          <ul className="grid gap-3">
            {rows.map((row) => (
              <AgentCard
                key={row.id}
                title={t(`kinds.${row.kind}`)}
                aside={<span className="font-semibold tabular-nums">{formatMinor(row.amount, language)}</span>}
                items={[
                  { label: t("income.period"), value: period(row) },
                  { label: t("columns.status"), value: t(`statementStatuses.${row.status}`) },
                  { label: t("income.gross"), value: formatMinor(row.gross, language) },
                  { label: t("income.clawback"), value: formatMinor(row.clawback, language) },
                ]}
                footer={<div className="flex justify-end">{view(row)}</div>}
              />
            ))}
          </ul>
        )}
      />
      {open && <IncomeStatementDialog id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
