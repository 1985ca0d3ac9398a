import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConsoleWithdrawal } from "@lotus/contracts/web";
import { useLanguage } from "../../../lib/i18n";
import { formatDateTime } from "../../../lib/format";
import { formatVnd } from "../../../lib/money";
import { notify } from "../../../lib/notify";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { CopyButton } from "../../../components/ui/copy-button";
import { QueueOrderCells, QueuePage, useQueueTabs } from "./queue-page";
import { WITHDRAWAL_TABS, useWithdrawalAction, useWithdrawals, type WithdrawalTab } from "../api/withdrawals";
import { QUEUE_PAGE_SIZE } from "../utils/queue";
import { WITHDRAWAL_STATUS_TONE, withdrawalActions } from "../utils/withdrawal-actions";
import { ReviewDialog } from "./review-dialog";

type StepAction = "approve" | "pay" | "reject";
type Pending = { order: ConsoleWithdrawal; action: StepAction } | null;

const DIALOG = {
  approve: { title: "withdrawals.approveTitle", confirm: "withdrawals.approve", variant: "primary" },
  pay: { title: "withdrawals.payTitle", confirm: "withdrawals.pay", variant: "success" },
  reject: { title: "withdrawals.rejectTitle", confirm: "withdrawals.reject", variant: "danger" },
} as const;

/** The withdrawal queue: approve, pay out to the member's bank account, reject, review disputes. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queue = useQueueTabs<WithdrawalTab>("pending");
  const [pending, setPending] = useState<Pending>(null);
  const [reviewing, setReviewing] = useState<ConsoleWithdrawal | null>(null);
  const query = useWithdrawals(queue.status, queue.page);
  const action = useWithdrawalAction();

  async function run(remark: string) {
    if (!pending) return;
    const { order, action: kind } = pending;
    await action.mutateAsync({ orderNo: order.orderNo, action: kind, remark });
    notify("success", t(`withdrawals.done.${kind}`, { orderNo: order.orderNo }));
  }

  const dialog = pending ? DIALOG[pending.action] : null;

  return (
    <>
      <QueuePage
        queue="withdrawals"
        tabs={WITHDRAWAL_TABS}
        state={queue}
        pageSize={QUEUE_PAGE_SIZE}
        query={query}
        columns={
          <>
            <th scope="col">{t("withdrawals.col.bank")}</th>
            <th scope="col">{t("withdrawals.col.accountNumber")}</th>
            <th scope="col">{t("withdrawals.col.holder")}</th>
            <th scope="col">{t("withdrawals.col.created")}</th>
          </>
        }
      >
        {(list) =>
          list.map((order) => {
            const allowed = withdrawalActions(order.status);
            const hasDetails = order.receipt !== null || order.proofIds.length > 0;
            return (
              <tr key={order.orderNo} data-testid={`withdrawal-row-${order.orderNo}`}>
                <QueueOrderCells queue="withdrawals" order={order} />
                <td data-label={t("withdrawals.col.bank")}>
                  <span className="font-medium">{order.bankName}</span>
                  <span className="block text-xs text-fg-muted">{order.bankCode}</span>
                </td>
                <td data-label={t("withdrawals.col.accountNumber")}>
                  <span className="inline-flex items-center gap-1">
                    <span className="font-mono text-xs font-semibold" data-testid="account-number">
                      {order.accountNumber}
                    </span>
                    <CopyButton value={order.accountNumber} label={t("withdrawals.col.accountNumber")} />
                  </span>
                </td>
                <td data-label={t("withdrawals.col.holder")}>
                  <span className="inline-flex items-center gap-1">
                    <span className="text-xs font-semibold">{order.accountName}</span>
                    <CopyButton value={order.accountName} label={t("withdrawals.col.holder")} />
                  </span>
                </td>
                <td data-label={t("withdrawals.col.created")} className="text-xs whitespace-nowrap">
                  {formatDateTime(order.createdAt, language)}
                </td>
                <td data-label={t("common.status")}>
                  <Badge tone={WITHDRAWAL_STATUS_TONE[order.status]}>{t(`withdrawals.status.${order.status}`)}</Badge>
                  {order.status === "paid" && order.receiptDeadline && (
                    <span className="mt-1 block text-xs text-fg-muted">
                      {t("withdrawals.receiptBy", { time: formatDateTime(order.receiptDeadline, language) })}
                    </span>
                  )}
                  {order.receipt && (
                    <span className="mt-1 block text-xs text-fg-muted">
                      {t(`withdrawals.receipt.${order.receipt.result}`)}
                    </span>
                  )}
                  {order.remark && <span className="mt-1 block text-xs text-fg-muted">{order.remark}</span>}
                </td>
                <td className="actions">
                  <div className="flex flex-wrap justify-end gap-1.5 max-md:justify-start md:flex-nowrap">
                    {allowed.approve && (
                      <Button
                        size="sm"
                        variant="primary"
                        data-testid="approve-withdrawal"
                        aria-label={t("withdrawals.approveOrder", { orderNo: order.orderNo })}
                        onClick={() => setPending({ order, action: "approve" })}
                      >
                        {t("withdrawals.approve")}
                      </Button>
                    )}
                    {allowed.pay && (
                      <Button
                        size="sm"
                        variant="success"
                        data-testid="pay-withdrawal"
                        aria-label={t("withdrawals.payOrder", { orderNo: order.orderNo })}
                        onClick={() => setPending({ order, action: "pay" })}
                      >
                        {t("withdrawals.pay")}
                      </Button>
                    )}
                    {allowed.reject && (
                      <Button
                        size="sm"
                        variant="danger"
                        data-testid="reject-withdrawal"
                        aria-label={t("withdrawals.rejectOrder", { orderNo: order.orderNo })}
                        onClick={() => setPending({ order, action: "reject" })}
                      >
                        {t("withdrawals.reject")}
                      </Button>
                    )}
                    {allowed.review ? (
                      <Button
                        size="sm"
                        variant="primary"
                        data-testid="review-withdrawal"
                        aria-label={t("withdrawals.reviewOrder", { orderNo: order.orderNo })}
                        onClick={() => setReviewing(order)}
                      >
                        {t("withdrawals.review.open")}
                      </Button>
                    ) : (
                      hasDetails && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t("withdrawals.detailsOrder", { orderNo: order.orderNo })}
                          onClick={() => setReviewing(order)}
                        >
                          {t("withdrawals.details")}
                        </Button>
                      )
                    )}
                  </div>
                </td>
              </tr>
            );
          })
        }
      </QueuePage>

      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={dialog ? t(dialog.title) : ""}
        confirmLabel={dialog ? t(dialog.confirm) : ""}
        variant={dialog?.variant ?? "primary"}
        reason={pending?.action === "reject" ? "required" : "optional"}
        reasonLabel={pending?.action === "reject" ? t("withdrawals.rejectReason") : t("common.remark")}
        onConfirm={run}
      >
        {pending && (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-surface-2 p-3">
              <dt className="text-fg-muted">{t("withdrawals.col.orderNo")}</dt>
              <dd className="font-mono">{pending.order.orderNo}</dd>
              <dt className="text-fg-muted">{t("withdrawals.col.member")}</dt>
              <dd>{pending.order.memberAccount}</dd>
              <dt className="text-fg-muted">{t("withdrawals.col.amount")}</dt>
              <dd className="font-semibold">{formatVnd(pending.order.amount, language)}</dd>
              <dt className="text-fg-muted">{t("withdrawals.col.bank")}</dt>
              <dd>{pending.order.bankName}</dd>
              <dt className="text-fg-muted">{t("withdrawals.col.accountNumber")}</dt>
              <dd className="flex items-center gap-1 font-mono">
                {pending.order.accountNumber}
                <CopyButton value={pending.order.accountNumber} label={t("withdrawals.col.accountNumber")} />
              </dd>
              <dt className="text-fg-muted">{t("withdrawals.col.holder")}</dt>
              <dd className="flex items-center gap-1">
                {pending.order.accountName}
                <CopyButton value={pending.order.accountName} label={t("withdrawals.col.holder")} />
              </dd>
            </dl>
            <p>{t(`withdrawals.hint.${pending.action}`)}</p>
          </>
        )}
      </ConfirmDialog>
      <ReviewDialog order={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
