import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type LotteryBuyRequest, type LotteryBuyResult } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateMoney } from "../../../lib/queries/money";
import { invalidateLotteryAfterPurchase } from "./lottery-keys";

/** Buys the lines of one open draw (idempotent by requestId: a retry after a lost answer buys once). */
export function buyLottery(request: LotteryBuyRequest): Promise<LotteryBuyResult> {
  return apiSend<LotteryBuyResult>("POST", PATHS.lotteryBuy, { body: request });
}

/** On success the balance and the member's tickets are read again (balance_changed also arrives). */
export function useBuyLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyLottery,
    onSuccess: () => {
      void invalidateMoney(queryClient);
      void invalidateLotteryAfterPurchase(queryClient);
    },
  });
}
