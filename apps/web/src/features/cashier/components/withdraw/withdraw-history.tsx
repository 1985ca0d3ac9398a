import { useTranslation } from "react-i18next";
import type { WithdrawalOrder } from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { useWithdrawalOrders } from "../../api/get-withdrawal-orders";
import { WITHDRAWAL_STATUS_TONE } from "../../utils/cashier-status";
import { formatDateTime } from "../../../../lib/date-time";
import { OrderHistory, StatusBadge, useMoney } from "../cashier-parts";
import { requestReceipt } from "../receipt/receipt-store";

/** The member's withdrawals with their statuses and staff remarks; a paid one asks for confirmation. */
export function WithdrawHistory() {
  const { t } = useTranslation("cashier");
  const orders = useWithdrawalOrders();
  return (
    <OrderHistory title={t("withdraw.history")} emptyText={t("withdraw.historyEmpty")} orders={orders}>
      {(order) => <WithdrawalRow order={order} />}
    </OrderHistory>
  );
}

function WithdrawalRow({ order }: { order: WithdrawalOrder }) {
  const { t, i18n } = useTranslation("cashier");
  const money = useMoney();
  const receipt = order.receipt;
  return (
    <li className="grid gap-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-fg tabular-nums">{money(order.amount)}</span>
        <StatusBadge
          tone={WITHDRAWAL_STATUS_TONE[order.status]}
          testId={`withdrawal-status-${order.orderNo}`}
          dataStatus={order.status}
        >
          {t(`withdrawStatus.${order.status}`)}
        </StatusBadge>
      </div>
      <span className="text-xs text-fg-muted tabular-nums">
        {order.orderNo} · {formatDateTime(order.createdAt, i18n.language)} · {order.bankName}{" "}
        {order.accountNumberMasked}
      </span>
      {receipt && (
        <span className="text-xs text-fg-muted">
          {t(`receiptSource.${receipt.source}`, { answer: t(`receiptResult.${receipt.result}`) })}
          {receipt.remainingAmount && ` · ${t("receipt.remainingShort", { amount: money(receipt.remainingAmount) })}`}
          {receipt.proofCount > 0 && ` · ${t("receipt.proofCount", { n: receipt.proofCount })}`}
        </span>
      )}
      {order.remark && <span className="text-xs text-fg">{t("order.remark", { remark: order.remark })}</span>}
      {order.status === "paid" && (
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand/40 bg-brand/5 px-3 py-2">
          <span className="text-xs text-fg">
            {order.receiptDeadline
              ? t("receipt.autoNote", { time: formatDateTime(order.receiptDeadline, i18n.language) })
              : t("receipt.autoNoteGeneric")}
          </span>
          <Button
            size="sm"
            variant="gold"
            onClick={() => requestReceipt(order)}
            aria-label={t("receipt.confirmFor", { orderNo: order.orderNo })}
            data-testid={`withdrawal-confirm-${order.orderNo}`}
          >
            {t("receipt.confirm")}
          </Button>
        </div>
      )}
    </li>
  );
}
