import { useQueryClient } from "@tanstack/react-query";
import type { BalanceValue } from "@lotus/contracts/web";
import { invalidateMoney, moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";

/**
 * After a money action the answer already carries the balances: they go straight into the
 * balance query (header and wallet page update at once), then every money query refetches
 * (records, funds) with `invalidateMoney`.
 */
export function useSettleBalances() {
  const queryClient = useQueryClient();
  const session = useSession();
  return (balances: BalanceValue) => {
    if (session) queryClient.setQueryData(moneyKeys.balance(session.token), balances);
    void invalidateMoney(queryClient);
  };
}
