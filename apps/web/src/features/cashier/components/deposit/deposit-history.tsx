import { useTranslation } from "react-i18next";
import type { DepositOrder } from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { useDepositOrders } from "../../api/get-deposit-orders";
import { DEPOSIT_STATUS_TONE } from "../../utils/cashier-status";
import { formatDateTime } from "../../../../lib/date-time";
import { OrderHistory, StatusBadge, useMoney } from "../cashier-parts";

/** Recent deposit orders, newest first; a pending one can show its transfer details again. */
export function DepositHistory({
  openOrderNo,
  onOpen,
}: {
  openOrderNo: string | null;
  onOpen: (order: DepositOrder) => void;
}) {
  const { t, i18n } = useTranslation("cashier");
  const money = useMoney();
  const orders = useDepositOrders();
  return (
    <OrderHistory title={t("deposit.history")} emptyText={t("deposit.historyEmpty")} orders={orders}>
      {(order) => (
        <li className="grid gap-1 py-3">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="font-semibold text-fg tabular-nums">{money(order.amount)}</span>
            <StatusBadge tone={DEPOSIT_STATUS_TONE[order.status]} dataStatus={order.status}>
              {t(`depositStatus.${order.status}`)}
            </StatusBadge>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <span className="text-xs text-fg-muted tabular-nums">
              {order.orderNo} · {formatDateTime(order.createdAt, i18n.language)} · {order.account.bankName}
            </span>
            {order.status === "pending" && order.orderNo !== openOrderNo && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onOpen(order)}
                aria-label={t("deposit.showTransferFor", { orderNo: order.orderNo })}
              >
                {t("deposit.showTransfer")}
              </Button>
            )}
          </div>
          {order.status === "rejected" && order.remark && (
            <span className="text-xs text-danger">{t("order.remark", { remark: order.remark })}</span>
          )}
        </li>
      )}
    </OrderHistory>
  );
}
