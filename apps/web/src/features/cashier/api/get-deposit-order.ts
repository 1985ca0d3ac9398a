import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type DepositOrder } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";
import { fillPath } from "../utils/cashier-paths";

/** While the money has not arrived the order is read again this often (realtime also refreshes it). */
export const PENDING_DEPOSIT_REFETCH_MS = 10_000;

export function getDepositOrder(orderNo: string, signal?: AbortSignal): Promise<DepositOrder> {
  return apiGet<DepositOrder>(fillPath(PATHS.depositOrder, { orderNo }), {}, signal);
}

export const depositOrderQueryOptions = (token: string, orderNo: string) =>
  queryOptions({
    queryKey: moneyKeys.of("deposit-order", token, orderNo),
    queryFn: ({ signal }) => getDepositOrder(orderNo, signal),
    staleTime: 5_000,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? PENDING_DEPOSIT_REFETCH_MS : false),
  });

/** One deposit order, kept live while it is pending. */
export function useDepositOrder(orderNo: string, initial?: DepositOrder) {
  const token = useSession()?.token ?? "";
  return useQuery({
    ...depositOrderQueryOptions(token, orderNo),
    initialData: initial,
    initialDataUpdatedAt: initial ? Date.now() : undefined,
    enabled: token !== "",
  });
}
