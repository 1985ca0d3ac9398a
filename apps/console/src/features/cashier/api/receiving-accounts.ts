import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CONSOLE_PATHS, type VnBankCode } from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";
import type { ReceivingAccount } from "../../../lib/types";

export type ReceivingAccountInput = {
  bankCode: VnBankCode;
  accountNumber: string;
  accountName: string;
  enabled: boolean;
};

export function useReceivingAccounts() {
  return useQuery({
    queryKey: consoleKey("receiving-accounts"),
    queryFn: ({ signal }) => api.get<ReceivingAccount[]>(CONSOLE_PATHS.receivingAccounts, {}, signal),
  });
}

/** Adds (no id) or replaces (id) a receiving account. */
export function useSaveReceivingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ReceivingAccountInput }) =>
      id === null
        ? api.send<ReceivingAccount>("POST", CONSOLE_PATHS.receivingAccounts, input)
        : api.send<ReceivingAccount>("PUT", pathOf(CONSOLE_PATHS.receivingAccount, { id }), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("receiving-accounts") }),
  });
}
