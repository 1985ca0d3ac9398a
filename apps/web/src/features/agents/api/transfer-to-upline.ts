import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type AgentTransferValue, type UplineTransferRequest } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateMoney } from "../../../lib/queries/money";

/** Member centre transferUpline: moves money to the direct upline (idempotent by requestId). */
export function transferToUpline(request: UplineTransferRequest): Promise<AgentTransferValue> {
  return apiSend<AgentTransferValue>("POST", PATHS.uplineTransfer, { body: request });
}

/** On success every money query (balance, records, limits) is read again. */
export function useTransferToUpline(options: { onSuccess?: (value: AgentTransferValue) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToUpline,
    onSuccess: (value) => {
      options.onSuccess?.(value);
      void invalidateMoney(queryClient);
    },
  });
}
