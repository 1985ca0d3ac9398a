import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleDeposit } from "@lotus/contracts/web";
import { useLanguage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/format";
import { formatVnd } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { CopyButton } from "../../../components/ui/copy-button";
import { QueueOrderCells, QueuePage, useQueueTabs } from "./queue-page";
import { DEPOSIT_TABS, useDepositAction, useDeposits, type DepositTab } from "../api/deposits";
import { QUEUE_PAGE_SIZE } from "../utils/queue";
import { DEPOSIT_STATUS_TONE, depositActions } from "../utils/deposit-actions";

type Pending = { order: ConsoleDeposit; action: "confirm" | "reject" } | null;

/** The deposit queue: transfers members announced, confirmed by staff once the money is on the statement. */
export function DepositsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queue = useQueueTabs<DepositTab>("pending");
  const [pending, setPending] = useState<Pending>(null);
  const query = useDeposits(queue.status, queue.page);
  const action = useDepositAction();

  async function run(reason: string) {
    if (!pending) return;
    const { order, action: kind } = pending;
    await action.mutateAsync({ orderNo: order.orderNo, action: kind, remark: reason });
    notify("success", t(kind === "confirm" ? "deposits.confirmed" : "deposits.rejected", { orderNo: order.orderNo }));
  }

  return (
    <>
      <QueuePage
        queue="deposits"
        tabs={DEPOSIT_TABS}
        state={queue}
        pageSize={QUEUE_PAGE_SIZE}
        query={query}
        columns={
          <>
            <th scope="col">{t("deposits.col.memo")}</th>
            <th scope="col">{t("deposits.col.receiving")}</th>
            <th scope="col">{t("deposits.col.created")}</th>
            <th scope="col">{t("deposits.col.expires")}</th>
          </>
        }
      >
        {(list) =>
          list.map((order) => {
            const allowed = depositActions(order.status);
            return (
              <tr key={order.orderNo} data-testid={`deposit-row-${order.orderNo}`}>
                <QueueOrderCells queue="deposits" order={order} />
                <td data-label={t("deposits.col.memo")}>
                  <span className="inline-flex items-center gap-1">
                    <span className="font-mono text-xs font-semibold text-gold">{order.memo}</span>
                    <CopyButton value={order.memo} label={t("deposits.col.memo")} />
                  </span>
                </td>
                <td data-label={t("deposits.col.receiving")} className="wide">
                  <span className="font-medium">{order.account.bankName}</span>{" "}
                  <span className="font-mono text-xs">{order.account.accountNumber}</span>
                  <span className="block text-xs text-fg-muted">{order.account.accountName}</span>
                </td>
                <td data-label={t("deposits.col.created")} className="text-xs whitespace-nowrap">
                  {formatDateTime(order.createdAt, language)}
                </td>
                <td data-label={t("deposits.col.expires")} className="text-xs whitespace-nowrap">
                  {formatDateTime(order.expiresAt, language)}
                </td>
                <td data-label={t("common.status")}>
                  <Badge tone={DEPOSIT_STATUS_TONE[order.status]}>{t(`deposits.status.${order.status}`)}</Badge>
                  {order.remark && <span className="mt-1 block text-xs text-fg-muted">{order.remark}</span>}
                </td>
                <td className="actions">
                  {(allowed.confirm || allowed.reject) && (
                    <div className="flex flex-wrap justify-end gap-1.5 max-md:justify-start md:flex-nowrap">
                      {allowed.confirm && (
                        <Button
                          size="sm"
                          variant="success"
                          data-testid="confirm-deposit"
                          aria-label={t("deposits.confirmOrder", { orderNo: order.orderNo })}
                          onClick={() => setPending({ order, action: "confirm" })}
                        >
                          {t("deposits.confirm")}
                        </Button>
                      )}
                      {allowed.reject && (
                        <Button
                          size="sm"
                          variant="danger"
                          data-testid="reject-deposit"
                          aria-label={t("deposits.rejectOrder", { orderNo: order.orderNo })}
                          onClick={() => setPending({ order, action: "reject" })}
                        >
                          {t("deposits.reject")}
                        </Button>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            );
          })
        }
      </QueuePage>
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.action === "reject" ? t("deposits.rejectTitle") : t("deposits.confirmTitle")}
        confirmLabel={pending?.action === "reject" ? t("deposits.reject") : t("deposits.confirm")}
        variant={pending?.action === "reject" ? "danger" : "success"}
        reason={pending?.action === "reject" ? "required" : "optional"}
        reasonLabel={pending?.action === "reject" ? t("deposits.rejectReason") : t("common.remark")}
        onConfirm={run}
      >
        {pending && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-surface-2 p-3">
            <dt className="text-fg-muted">{t("deposits.col.orderNo")}</dt>
            <dd className="font-mono">{pending.order.orderNo}</dd>
            <dt className="text-fg-muted">{t("deposits.col.member")}</dt>
            <dd>{pending.order.memberAccount}</dd>
            <dt className="text-fg-muted">{t("deposits.col.amount")}</dt>
            <dd className="font-semibold">{formatVnd(pending.order.amount, language)}</dd>
            <dt className="text-fg-muted">{t("deposits.col.memo")}</dt>
            <dd className="font-mono">{pending.order.memo}</dd>
          </dl>
        )}
        {pending?.action === "confirm" && <p>{t("deposits.confirmHint")}</p>}
      </ConfirmDialog>
    </>
  );
}
