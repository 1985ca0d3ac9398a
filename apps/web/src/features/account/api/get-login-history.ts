import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import type { LoginHistoryValue } from "@lotus/contracts/web";

export const LOGIN_HISTORY_PAGE_SIZE = 10;

export function getLoginHistory(page: number, signal?: AbortSignal): Promise<LoginHistoryValue> {
  return apiGet<LoginHistoryValue>(PATHS.securityLogins, { page, size: LOGIN_HISTORY_PAGE_SIZE }, signal);
}

export const loginHistoryQueryOptions = (token: string, page: number) =>
  queryOptions({
    queryKey: ["login-history", token, page],
    queryFn: ({ signal }) => getLoginHistory(page, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useLoginHistory(page: number) {
  const session = useSession();
  return useQuery({ ...loginHistoryQueryOptions(session?.token ?? "", page), enabled: session !== null });
}
