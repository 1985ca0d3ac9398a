import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { ErrorState, TableSkeleton } from "../../../components/ui/states";
import { useLedgerStatus } from "../api/ledger-status";

/** The ledger's self-check: balanced transfers, intact hash chain; every violation listed. */
export function LedgerStatusPage() {
  const { t, i18n } = useTranslation();
  const query = useLedgerStatus();
  const status = query.data;
  return (
    <>
      <PageHeader
        title={t("nav.ledger")}
        description={t("ledger.description")}
        actions={<RefreshButton query={query} />}
      />
      {query.isPending ? (
        <TableSkeleton rows={3} />
      ) : query.isError && !status ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : status ? (
        <div className="space-y-4">
          <Panel>
            <dl className="grid gap-4 p-4 sm:grid-cols-3">
              <div>
                <dt className="text-xs text-fg-muted">{t("ledger.result")}</dt>
                <dd className="mt-1" data-testid="ledger-ok">
                  <Badge tone={status.ok ? "success" : "danger"}>{t(status.ok ? "ledger.ok" : "ledger.broken")}</Badge>
                </dd>
              </div>
              <div>
                <dt className="text-xs text-fg-muted">{t("ledger.transfers")}</dt>
                <dd className="mt-1 text-lg font-bold tabular-nums">
                  {new Intl.NumberFormat(i18n.language).format(status.transfers)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-fg-muted">{t("ledger.sealedThrough")}</dt>
                <dd className="mt-1 font-mono text-sm break-all">{status.sealedThrough || "—"}</dd>
              </div>
            </dl>
          </Panel>
          <Panel title={t("ledger.violations", { count: status.violations.length })}>
            {status.violations.length === 0 ? (
              <p className="p-4 text-sm text-fg-muted">{t("ledger.noViolations")}</p>
            ) : (
              <ul className="divide-y divide-line">
                {status.violations.map((violation, index) => (
                  <li key={index} className="px-4 py-2 font-mono text-xs text-danger">
                    {violation}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      ) : null}
    </>
  );
}
