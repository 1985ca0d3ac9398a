import { useMutation } from "@tanstack/react-query";
import { returnAllToMain } from "../../../lib/queries/money";
import { useSettleBalances } from "../hooks/use-settle-balances";

/**
 * "Return all": every game wallet back to the main wallet (the call itself is `returnAllToMain`
 * in lib, shared with the game launch); the answer's balances settle the money queries.
 */
export function useReturnBalance() {
  const settle = useSettleBalances();
  return useMutation({
    mutationFn: (request: { requestId: string }) => returnAllToMain(request),
    onSuccess: settle,
  });
}
