import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { PATHS, type WithdrawalOrder } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";
import { HISTORY_PAGE_SIZE, type OrderPage } from "../utils/cashier-paths";

export function getWithdrawalOrders(page: number, signal?: AbortSignal): Promise<OrderPage<WithdrawalOrder>> {
  return apiGet<OrderPage<WithdrawalOrder>>(PATHS.withdrawOrders, { page, size: HISTORY_PAGE_SIZE }, signal);
}

export const withdrawalOrdersQueryOptions = (token: string) =>
  infiniteQueryOptions({
    queryKey: moneyKeys.of("withdraw-orders", token),
    queryFn: ({ pageParam, signal }) => getWithdrawalOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, page) => n + page.list.length, 0) < last.total && last.list.length > 0
        ? pages.length + 1
        : undefined,
    staleTime: 15_000,
  });

/** The member's withdrawals, newest first, one page more at a time. */
export function useWithdrawalOrders() {
  const token = useSession()?.token ?? "";
  return useInfiniteQuery({ ...withdrawalOrdersQueryOptions(token), enabled: token !== "" });
}
