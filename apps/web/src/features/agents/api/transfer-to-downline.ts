import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type AgentTransferRequest, type AgentTransferValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateMoney } from "../../../lib/queries/money";
import { invalidateAgents } from "./agent-keys";

/** Moves money from the agent's main wallet to a direct downline's (idempotent by requestId). */
export function transferToDownline(request: AgentTransferRequest): Promise<AgentTransferValue> {
  return apiSend<AgentTransferValue>("POST", PATHS.agentTransfer, { body: request });
}

/** On success the balances, records and team lists are read again. */
export function useTransferToDownline(options: { onSuccess?: (value: AgentTransferValue) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToDownline,
    onSuccess: (value) => {
      options.onSuccess?.(value);
      void invalidateMoney(queryClient);
      void invalidateAgents(queryClient);
    },
  });
}
