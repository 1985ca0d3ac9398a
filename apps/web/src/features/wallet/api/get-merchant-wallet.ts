import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PATHS, type BalanceValue, type MerchantWalletValue, type WalletTransferRequest } from "@lotus/contracts/web";
import { apiGet, apiSend } from "../../../lib/api-client";
import { invalidateMoney, moneyKeys, returnAllToMain } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";

/** Spec §3 merchant wallet: isSingle means one wallet for every game, nothing to transfer. */
export function getMerchantWallet(signal?: AbortSignal): Promise<MerchantWalletValue> {
  return apiGet<MerchantWalletValue>(PATHS.merchantWallet, {}, signal);
}

export const merchantWalletQueryOptions = () =>
  queryOptions({
    queryKey: ["merchant-wallet"],
    queryFn: ({ signal }) => getMerchantWallet(signal),
    // A brand setting: it does not change while a member looks at the page.
    staleTime: 5 * 60_000,
  });

export function useMerchantWallet() {
  return useQuery(merchantWalletQueryOptions());
}

export function transferBetweenWallets(request: WalletTransferRequest): Promise<BalanceValue> {
  return apiSend<BalanceValue>("POST", PATHS.walletTransfer, { body: request });
}

/**
 * After a money action the answer already carries the balances: they go straight into the
 * balance query (header and wallet page update at once), then every money query refetches
 * (records, funds) with `invalidateMoney`.
 */
function useSettleBalances() {
  const queryClient = useQueryClient();
  const session = useSession();
  return (balances: BalanceValue) => {
    if (session) queryClient.setQueryData(moneyKeys.balance(session.token), balances);
    void invalidateMoney(queryClient);
  };
}

export function useWalletTransfer() {
  const settle = useSettleBalances();
  return useMutation({ mutationFn: transferBetweenWallets, onSuccess: settle });
}

export function useReturnBalance() {
  const settle = useSettleBalances();
  return useMutation({
    mutationFn: (request: { requestId: string }) => returnAllToMain(request),
    onSuccess: settle,
  });
}
