import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { PATHS, type BalanceValue, type ReturnBalanceRequest } from "@lotus/contracts/web";
import { apiGet, apiSend } from "../api-client";
import { useSession } from "../session";

/*
 * Money queries shared by the header, the member-centre money pages and the realtime listener.
 * Every key starts with "money" and carries the token, so a realtime signal or a finished money
 * action refreshes all of them with `invalidateMoney(queryClient)`.
 */
export const moneyKeys = {
  all: ["money"] as const,
  balance: (token: string) => ["money", "balance", token] as const,
  /** Any other money query: ["money", name, token, ...params]. */
  of: (name: string, token: string, ...params: unknown[]) => ["money", name, token, ...params] as const,
};

export const balanceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: moneyKeys.balance(token),
    queryFn: ({ signal }) => apiGet<BalanceValue>(PATHS.balance, {}, signal),
    staleTime: 30_000,
  });

/** The wallet balance of the logged-in member (trial accounts too: they play with demo money). */
export function useBalance() {
  const session = useSession();
  return useQuery({ ...balanceQueryOptions(session?.token ?? ""), enabled: session !== null });
}

/** Refetches every money query (balance, orders, records) after a signal or a money action. */
export function invalidateMoney(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: moneyKeys.all });
}

/**
 * GCS_returnBalance: every game wallet back to the main wallet in one operation (idempotent by
 * requestId). Shared by the wallet pages' "return all" and the game page's return on leaving;
 * `keepalive` lets the call finish while the page goes away.
 */
export function returnAllToMain(request: ReturnBalanceRequest, options: { keepalive?: boolean } = {}) {
  return apiSend<BalanceValue>("POST", PATHS.returnBalance, { body: request, keepalive: options.keepalive });
}
