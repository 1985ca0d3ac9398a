import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/i18n";
import { formatVnd } from "../../../lib/money";
import { PageHeader, Panel } from "../../../components/ui/page";
import { TablePager } from "../../../components/ui/table-parts";
import { RefreshButton } from "../../../components/ui/refresh-button";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/ui/states";
import { Tabs } from "../../../components/ui/tabs";

/** The list query of a queue page (a TanStack query of one page of rows). */
export type QueueQuery<Row> = {
  data?: { list: readonly Row[]; total: number } | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  dataUpdatedAt: number;
  refetch: () => unknown;
};

/** The status tab and page of a queue: choosing another tab starts again at page 1. */
export function useQueueTabs<T extends string>(initial: T) {
  const [status, setStatusValue] = useState<T>(initial);
  const [page, setPage] = useState(1);
  const setStatus = (value: T) => {
    setStatusValue(value);
    setPage(1);
  };
  return { status, setStatus, page, setPage };
}

/** The queue's texts live under `nav.<queue>` and `<queue>.*` (description, tabs, empty, caption, col). */
export type QueueName = "deposits" | "withdrawals";

/**
 * A queue page: header with refresh, status tabs, the table of the current page (loading, error and
 * empty states included) and pagination. The table's first columns (order number, member, amount) and
 * its last (status, actions) are the same in every queue; `columns` are the header cells in between and
 * `children` renders the body rows (starting with `<QueueOrderCells>`).
 */
export function QueuePage<T extends string, Row>({
  queue,
  tabs,
  state,
  pageSize,
  query,
  columns,
  children,
}: {
  queue: QueueName;
  tabs: readonly T[];
  state: ReturnType<typeof useQueueTabs<T>>;
  pageSize: number;
  query: QueueQuery<Row>;
  columns: ReactNode;
  children: (list: readonly Row[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const { status, setStatus, page, setPage } = state;
  const list = query.data?.list ?? [];

  return (
    <>
      <PageHeader
        title={t(`nav.${queue}`)}
        description={t(`${queue}.description`)}
        actions={<RefreshButton query={query} />}
      />
      <Panel>
        <div className="border-b border-line px-3 pt-3 pb-2">
          <Tabs
            tabs={tabs.map((value) => ({ value, label: t(`${queue}.tabs.${value}`) }))}
            value={status}
            onChange={setStatus}
            label={t("common.status")}
            panelId={panelId}
          />
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${status}`} aria-busy={query.isFetching}>
          {query.isPending ? (
            <TableSkeleton />
          ) : query.isError && !query.data ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState title={t(`${queue}.empty.${status}`)} />
          ) : (
            <div className="overflow-x-auto">
              <table className="console-table">
                <caption className="sr-only">{t(`${queue}.caption`, { status: t(`${queue}.tabs.${status}`) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t(`${queue}.col.orderNo`)}</th>
                    <th scope="col">{t(`${queue}.col.member`)}</th>
                    <th scope="col" className="num">
                      {t(`${queue}.col.amount`)}
                    </th>
                    {columns}
                    <th scope="col">{t("common.status")}</th>
                    <th scope="col">
                      <span className="sr-only">{t("common.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>{children(list)}</tbody>
              </table>
            </div>
          )}
          <TablePager page={page} size={pageSize} total={query.data?.total} onChange={setPage} />
        </div>
      </Panel>
    </>
  );
}

/** The first cells of a queue row: order number, member (account and id) and amount. */
export function QueueOrderCells({
  queue,
  order,
}: {
  queue: QueueName;
  order: { orderNo: string; memberAccount: string; memberId: string; amount: string };
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <td data-label={t(`${queue}.col.orderNo`)} className="font-mono text-xs">
        {order.orderNo}
      </td>
      <td data-label={t(`${queue}.col.member`)}>
        <span className="font-medium">{order.memberAccount}</span>
        <span className="block text-xs text-fg-muted">#{order.memberId}</span>
      </td>
      <td data-label={t(`${queue}.col.amount`)} className="num font-semibold">
        {formatVnd(order.amount, language)}
      </td>
    </>
  );
}
