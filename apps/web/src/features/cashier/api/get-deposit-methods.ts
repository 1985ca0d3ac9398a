import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type DepositMethod } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";

export function getDepositMethods(signal?: AbortSignal): Promise<DepositMethod[]> {
  return apiGet<DepositMethod[]>(PATHS.depositMethods, {}, signal);
}

export const depositMethodsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: moneyKeys.of("deposit-methods", token),
    queryFn: ({ signal }) => getDepositMethods(signal),
    staleTime: 60_000,
  });

/** The operator's deposit methods with their limits and receiving accounts. */
export function useDepositMethods() {
  const session = useSession();
  return useQuery({ ...depositMethodsQueryOptions(session?.token ?? ""), enabled: session !== null });
}
