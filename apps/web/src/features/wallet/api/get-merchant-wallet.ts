import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type MerchantWalletValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";

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
