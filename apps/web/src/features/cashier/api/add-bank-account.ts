import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type AddBankAccountRequest, type BankAccount } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateMoney } from "../../../lib/queries/money";

export function addBankAccount(request: AddBankAccountRequest): Promise<BankAccount> {
  return apiSend<BankAccount>("POST", PATHS.bankAccounts, { body: request });
}

/** Adds a withdrawal bank account; on success the accounts (money queries) are read again. */
export function useAddBankAccount(options: { onSuccess?: (added: BankAccount) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankAccount,
    onSuccess: (added) => {
      void invalidateMoney(queryClient);
      options.onSuccess?.(added);
    },
  });
}
