import { useState, type ReactNode } from "react";
import type { DepositOrder } from "@lotus/contracts/web";
import { DepositForm, type PromotionChoiceSlot } from "./deposit-form";
import { DepositHistory } from "./deposit-history";
import { DepositOrderView } from "./deposit-order-view";

/**
 * Member centre "depositv2" (issue 4 Deliver 4): choose the method, receiving account and amount;
 * the order then shows the VietQR code and the transfer details until the money is credited.
 * Recent orders below; a pending one opens its transfer details again. Money a transfer-wallet
 * game still holds is shown first, with "return all" (it is not lost, and needs no deposit): the
 * member centre passes that panel in as `walletPanel` (it belongs to the wallet feature), and the
 * promotions feature's "take a promotion" choice as `promotionChoice`.
 */
export function DepositPage({
  walletPanel,
  promotionChoice,
}: {
  walletPanel?: ReactNode;
  promotionChoice?: PromotionChoiceSlot;
}) {
  const [order, setOrder] = useState<DepositOrder | null>(null);
  return (
    <div className="grid gap-5">
      {walletPanel}
      {order ? (
        <DepositOrderView key={order.orderNo} initial={order} onNewDeposit={() => setOrder(null)} />
      ) : (
        <DepositForm onCreated={setOrder} promotionChoice={promotionChoice} />
      )}
      <DepositHistory openOrderNo={order?.orderNo ?? null} onOpen={setOrder} />
    </div>
  );
}
