import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { PATHS, type DepositOrder } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";
import { HISTORY_PAGE_SIZE, type OrderPage } from "../utils/cashier-paths";

export function getDepositOrders(page: number, signal?: AbortSignal): Promise<OrderPage<DepositOrder>> {
  return apiGet<OrderPage<DepositOrder>>(PATHS.depositOrders, { page, size: HISTORY_PAGE_SIZE }, signal);
}

export const depositOrdersQueryOptions = (token: string) =>
  infiniteQueryOptions({
    queryKey: moneyKeys.of("deposit-orders", token),
    queryFn: ({ pageParam, signal }) => getDepositOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, page) => n + page.list.length, 0) < last.total && last.list.length > 0
        ? pages.length + 1
        : undefined,
    staleTime: 15_000,
  });

/** The member's deposit orders, newest first, one page more at a time. */
export function useDepositOrders() {
  const token = useSession()?.token ?? "";
  return useInfiniteQuery({ ...depositOrdersQueryOptions(token), enabled: token !== "" });
}
