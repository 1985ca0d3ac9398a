import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateMoney } from "../../../lib/queries/money";
import { fillPath } from "../utils/cashier-paths";

export function removeBankAccount(id: string, paymentPassword: string): Promise<unknown> {
  return apiSend("DELETE", fillPath(PATHS.bankAccount, { id }), { body: { paymentPassword } });
}

/** Removes a withdrawal bank account (payment password required); on success the money queries are read again. */
export function useRemoveBankAccount(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentPassword }: { id: string; paymentPassword: string }) =>
      removeBankAccount(id, paymentPassword),
    onSuccess: () => {
      void invalidateMoney(queryClient);
      options.onSuccess?.();
    },
  });
}
