import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/format";
import { Badge } from "../../../components/ui/badge";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { DataTable, TablePager, TableStates } from "../../../components/ui/table-parts";
import { AUDIT_PAGE_SIZE, useAuditLog } from "../api/audit";

/** The operator audit log, newest first, with the hash chain's verdict. */
export function AuditPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const query = useAuditLog(page);
  const list = query.data?.list ?? [];

  return (
    <>
      <PageHeader
        title={t("nav.audit")}
        description={t("audit.description")}
        actions={
          <>
            {query.data && (
              <span data-testid="audit-chain">
                <Badge tone={query.data.chainValid ? "success" : "danger"}>
                  {t(query.data.chainValid ? "audit.chainValid" : "audit.chainBroken")}
                </Badge>
              </span>
            )}
            <RefreshButton query={query} />
          </>
        }
      />
      <Panel>
        <TableStates query={query} isEmpty={list.length === 0} emptyTitle={t("audit.empty")} skeletonRows={10}>
          {() => (
            <DataTable
              caption={t("nav.audit")}
              columns={[t("audit.at"), t("audit.operator"), t("audit.action"), t("audit.target"), t("audit.detail")]}
            >
              <tbody>
                {list.map((entry) => {
                  const detail = Object.entries(entry.detail);
                  return (
                    <tr key={entry.id}>
                      <td data-label={t("audit.at")} className="text-xs whitespace-nowrap">
                        {formatDateTime(entry.at, language)}
                      </td>
                      <td data-label={t("audit.operator")} className="font-medium">
                        {entry.operator}
                      </td>
                      <td data-label={t("audit.action")}>
                        <span className="font-mono text-xs">{entry.action}</span>
                      </td>
                      <td data-label={t("audit.target")} className="font-mono text-xs break-all">
                        {entry.target || "—"}
                      </td>
                      <td data-label={t("audit.detail")} className="wide text-xs">
                        {detail.length === 0 ? (
                          "—"
                        ) : (
                          <dl className="grid grid-cols-[auto_1fr] gap-x-2">
                            {detail.map(([key, value]) => (
                              <div key={key} className="contents">
                                <dt className="text-fg-muted">{key}</dt>
                                <dd className="font-mono break-all">
                                  {typeof value === "string" ? value : JSON.stringify(value)}
                                </dd>
                              </div>
                            ))}
                          </dl>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          )}
        </TableStates>
        <TablePager page={page} size={AUDIT_PAGE_SIZE} total={query.data?.total} onChange={setPage} />
      </Panel>
    </>
  );
}
