import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type WithdrawalOrder } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";

export function getAwaitingReceipt(signal?: AbortSignal): Promise<WithdrawalOrder[]> {
  return apiGet<WithdrawalOrder[]>(PATHS.withdrawAwaitingReceipt, {}, signal);
}

export const awaitingReceiptQueryOptions = (token: string) =>
  queryOptions({
    queryKey: moneyKeys.of("awaiting-receipt", token),
    queryFn: ({ signal }) => getAwaitingReceipt(signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

/**
 * Payouts waiting for the member's answer (spec §2 dialog): read at login, when the tab comes back
 * into focus, and whenever the money queries are invalidated (a realtime "withdrawal paid" signal).
 */
export function useAwaitingReceipt(enabled: boolean) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...awaitingReceiptQueryOptions(token), enabled: enabled && token !== "" });
}
