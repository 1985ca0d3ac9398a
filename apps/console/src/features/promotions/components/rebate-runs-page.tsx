import { useTranslation } from "react-i18next";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, TableStates } from "../../../components/ui/table-parts";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { useRebateRuns } from "../api/promotions";

/** The daily rebate runs: one per brand day, with the members, the valid bets and what was offered. */
export function RebateRunsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useRebateRuns();
  const list = query.data ?? [];
  return (
    <>
      <PageHeader
        title={t("nav.rebateRuns")}
        description={t("promotions.rebates.description")}
        actions={<RefreshButton query={query} />}
      />
      <Panel>
        <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("promotions.rebates.empty")}>
          {() => (
            <DataTable
              caption={t("nav.rebateRuns")}
              columns={[
                t("promotions.rebates.col.day"),
                { label: t("promotions.rebates.col.members"), num: true },
                { label: t("promotions.rebates.col.validBet"), num: true },
                { label: t("promotions.rebates.col.amount"), num: true },
                t("promotions.rebates.col.createdAt"),
              ]}
            >
              <tbody>
                {list.map((run) => (
                  <tr key={run.day} data-testid={`rebate-run-${run.day}`}>
                    <td data-label={t("promotions.rebates.col.day")} className="font-semibold">
                      {run.day}
                    </td>
                    <td data-label={t("promotions.rebates.col.members")} className="num">
                      {run.members}
                    </td>
                    <td data-label={t("promotions.rebates.col.validBet")} className="num">
                      {formatVnd(run.validBet, language)}
                    </td>
                    <td data-label={t("promotions.rebates.col.amount")} className="num">
                      {formatVnd(run.amount, language)}
                    </td>
                    <td data-label={t("promotions.rebates.col.createdAt")} className="text-xs">
                      {formatDateTime(run.createdAt, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
        </TableStates>
      </Panel>
    </>
  );
}
