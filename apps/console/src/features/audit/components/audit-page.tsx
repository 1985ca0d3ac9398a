import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/format";
import { Badge } from "../../../components/ui/badge";
import { PageHeader, Panel } from "../../../components/ui/page";
import { Pagination } from "../../../components/ui/pagination";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/ui/states";
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
        {query.isPending ? (
          <TableSkeleton rows={10} />
        ) : query.isError && !query.data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title={t("audit.empty")} />
        ) : (
          <div className="overflow-x-auto">
            <table className="console-table">
              <caption className="sr-only">{t("nav.audit")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("audit.at")}</th>
                  <th scope="col">{t("audit.operator")}</th>
                  <th scope="col">{t("audit.action")}</th>
                  <th scope="col">{t("audit.target")}</th>
                  <th scope="col">{t("audit.detail")}</th>
                </tr>
              </thead>
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
            </table>
          </div>
        )}
        {query.data && (
          <div className="px-3 pb-3">
            <Pagination page={page} size={AUDIT_PAGE_SIZE} total={query.data.total} onChange={setPage} />
          </div>
        )}
      </Panel>
    </>
  );
}
