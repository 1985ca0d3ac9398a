import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type WithdrawalOrder, type WithdrawRequest } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateMoney } from "../../../lib/queries/money";

/** Requests a withdrawal (the amount moves to a hold); the same requestId returns the same order. */
export function createWithdrawal(request: WithdrawRequest): Promise<WithdrawalOrder> {
  return apiSend<WithdrawalOrder>("POST", PATHS.withdraw, { body: request });
}

/** Requests a withdrawal; on success every money query (info, orders, balances, records) is read again. */
export function useCreateWithdrawal(options: { onSuccess?: (order: WithdrawalOrder) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSuccess: (order) => {
      options.onSuccess?.(order);
      void invalidateMoney(queryClient);
    },
  });
}
