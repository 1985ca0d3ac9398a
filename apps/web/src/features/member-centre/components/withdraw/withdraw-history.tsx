import { useTranslation } from "react-i18next";
import type { WithdrawalOrder } from "@lotus/contracts/web";
import { Button } from "../../../../components/ui/button";
import { Skeleton } from "../../../../components/ui/skeleton";
import { useWithdrawalOrders } from "../../api/withdraw-orders";
import { WITHDRAWAL_STATUS_TONE } from "../../utils/cashier-status";
import { formatDateTime } from "../../utils/format";
import { CashierSection, LoadMore, StatusBadge, useMoney } from "../deposit/cashier-parts";
import { requestReceipt } from "../receipt/receipt-store";

/** The member's withdrawals with their statuses and staff remarks; a paid one asks for confirmation. */
export function WithdrawHistory() {
  const { t } = useTranslation("cashier");
  const orders = useWithdrawalOrders();
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <CashierSection title={t("withdraw.history")}>
      {orders.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t("status.loading")}</span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : orders.isError && list.length === 0 ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
          {t("history.loadError")}
          <Button size="sm" variant="secondary" onClick={() => void orders.refetch()}>
            {t("actions.retry")}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-fg-muted">
          {t("withdraw.historyEmpty")}
        </p>
      ) : (
        <>
          <ul className="grid divide-y divide-line" aria-label={t("withdraw.history")}>
            {list.map((order) => (
              <WithdrawalRow key={order.orderNo} order={order} />
            ))}
          </ul>
          <LoadMore
            hasMore={orders.hasNextPage}
            loading={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          />
        </>
      )}
    </CashierSection>
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
