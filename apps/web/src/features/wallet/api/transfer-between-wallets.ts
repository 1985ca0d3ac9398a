import { useMutation } from "@tanstack/react-query";
import { PATHS, type BalanceValue, type WalletTransferRequest } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { useSettleBalances } from "../hooks/use-settle-balances";

export function transferBetweenWallets(request: WalletTransferRequest): Promise<BalanceValue> {
  return apiSend<BalanceValue>("POST", PATHS.walletTransfer, { body: request });
}

/** A transfer between the main wallet and a game wallet; the answer's balances settle the money queries. */
export function useWalletTransfer() {
  const settle = useSettleBalances();
  return useMutation({ mutationFn: transferBetweenWallets, onSuccess: settle });
}
