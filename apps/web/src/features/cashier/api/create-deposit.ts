import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type DepositOrder, type DepositRequest } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateMoney } from "../../../lib/queries/money";

/** Opens a bank-transfer deposit order; the same requestId returns the same order. */
export function createDeposit(request: DepositRequest): Promise<DepositOrder> {
  return apiSend<DepositOrder>("POST", PATHS.deposit, { body: request });
}

/** Opens a deposit order; on success every money query (orders, balances, records) is read again. */
export function useCreateDeposit(options: { onSuccess?: (order: DepositOrder) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: (order) => {
      void invalidateMoney(queryClient);
      options.onSuccess?.(order);
    },
  });
}
