import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type SecurityOverview } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return apiGet<SecurityOverview>(PATHS.security, {}, signal);
}

/** Keyed by token like member info: another login never sees this account's bindings. */
export const securityOverviewQueryKey = (token: string) => ["security-overview", token] as const;

export const securityOverviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: securityOverviewQueryKey(token),
    queryFn: ({ signal }) => getSecurityOverview(signal),
    staleTime: 30_000,
  });

export function useSecurityOverview() {
  const session = useSession();
  return useQuery({ ...securityOverviewQueryOptions(session?.token ?? ""), enabled: session !== null });
}
