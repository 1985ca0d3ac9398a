import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useLanguage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/format";
import { formatSignedMinor, formatVnd } from "../../../lib/money";
import { cn } from "../../../components/ui/cn";
import { PageHeader, Panel } from "../../../components/ui/page";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { ErrorState, TableSkeleton } from "../../../components/ui/states";
import { DataTable, TablePager, TableStates } from "../../../components/ui/table-parts";
import { LEDGER_PAGE_SIZE, useMember, useMemberLedger } from "../api/members";
import { AdjustForm } from "./adjust-form";
import { MemberStatePanel } from "./member-state-panel";
import { MemberStatusBadge } from "./member-status-badge";

/**
 * One member: balances, profile, the ledger rows of every account, and (admin) account state and manual
 * adjustment. `aside` adds panels of other features (know your customer), composed in by the app.
 */
export function MemberDetailPage({
  canAdjust,
  canChangeState,
  aside,
}: {
  canAdjust: boolean;
  canChangeState: boolean;
  aside?: (memberId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = "" } = useParams();
  const [page, setPage] = useState(1);
  const member = useMember(id);
  const ledger = useMemberLedger(id, page);

  if (member.isPending) return <TableSkeleton rows={4} />;
  if (member.isError) return <ErrorState error={member.error} onRetry={() => void member.refetch()} />;
  const m = member.data;
  const rows = ledger.data?.list ?? [];

  return (
    <>
      <Link to="/members" className="mb-2 inline-flex text-sm text-fg-muted hover:text-fg">
        ← {t("members.back")}
      </Link>
      <PageHeader
        title={m.account}
        description={
          <>
            #{m.id} · {m.nickname || "—"} <MemberStatusBadge status={m.status} />
          </>
        }
        actions={
          <RefreshButton
            query={{
              ...member,
              isFetching: member.isFetching || ledger.isFetching,
              refetch: () => Promise.all([member.refetch(), ledger.refetch()]),
            }}
          />
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {(
              [
                ["main", m.mainBalance],
                ["vendor", m.vendorBalance],
                ["hold", m.withdrawalHold],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-lg border border-line bg-surface p-3">
                <dt className="text-xs text-fg-muted">{t(`members.col.${key}`)}</dt>
                <dd className="mt-1 text-lg font-bold tabular-nums" data-testid={`balance-${key}`}>
                  {formatVnd(value, language)}
                </dd>
              </div>
            ))}
          </dl>
          <Panel title={t("members.profile")}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 p-4 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
              <dt className="text-fg-muted">{t("members.field.mobile")}</dt>
              <dd>{m.mobile || "—"}</dd>
              <dt className="text-fg-muted">{t("members.field.email")}</dt>
              <dd className="break-all">{m.email || "—"}</dd>
              <dt className="text-fg-muted">{t("members.col.payee")}</dt>
              <dd>{m.payeeName || "—"}</dd>
              <dt className="text-fg-muted">{t("members.field.type")}</dt>
              <dd>{m.isAgent === 1 ? t("members.agent") : t("members.player")}</dd>
              <dt className="text-fg-muted">{t("members.field.created")}</dt>
              <dd>{formatDateTime(m.createdAt, language)}</dd>
              <dt className="text-fg-muted">{t("members.col.lastLogin")}</dt>
              <dd>{formatDateTime(m.lastLoginAt, language)}</dd>
            </dl>
          </Panel>
          <Panel title={t("members.ledger.title")}>
            <TableStates query={ledger} isEmpty={rows.length === 0} emptyTitle={t("members.ledger.empty")}>
              {() => (
                <DataTable
                  caption={t("members.ledger.title")}
                  columns={[
                    t("members.ledger.at"),
                    t("members.ledger.kind"),
                    t("members.ledger.account"),
                    t("members.ledger.counterparty"),
                    { label: t("members.ledger.amount"), num: true },
                    { label: t("members.ledger.balanceAfter"), num: true },
                    t("members.ledger.reference"),
                  ]}
                >
                  <tbody>
                    {rows.map((row) => (
                      <tr key={`${row.transferId}-${row.account}`}>
                        <td data-label={t("members.ledger.at")} className="text-xs whitespace-nowrap">
                          {formatDateTime(row.at, language)}
                        </td>
                        <td data-label={t("members.ledger.kind")}>{t(`ledgerKind.${row.kind}`, row.kind)}</td>
                        <td data-label={t("members.ledger.account")} className="font-mono text-xs">
                          {row.account}
                        </td>
                        <td data-label={t("members.ledger.counterparty")} className="font-mono text-xs">
                          {row.counterparty}
                        </td>
                        <td
                          data-label={t("members.ledger.amount")}
                          className={cn("num font-semibold", row.amount.startsWith("-") ? "text-danger" : "text-jade")}
                        >
                          {formatSignedMinor(row.amount, language)}
                        </td>
                        <td data-label={t("members.ledger.balanceAfter")} className="num">
                          {formatSignedMinor(row.balanceAfter, language).replace(/^\+/, "")}
                        </td>
                        <td data-label={t("members.ledger.reference")} className="wide text-xs">
                          <span className="font-mono">{row.reference || "—"}</span>
                          {row.remark && <span className="block text-fg-muted">{row.remark}</span>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              )}
            </TableStates>
            <TablePager page={page} size={LEDGER_PAGE_SIZE} total={ledger.data?.total} onChange={setPage} />
          </Panel>
        </div>
        {(canAdjust || canChangeState || aside) && (
          <div className="space-y-4">
            {canChangeState && <MemberStatePanel member={m} />}
            {canAdjust && <AdjustForm member={m} />}
            {aside?.(m.id)}
          </div>
        )}
      </div>
    </>
  );
}
