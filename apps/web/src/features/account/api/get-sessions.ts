import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import type { SessionEntry } from "@lotus/contracts/web";

export function getSessions(signal?: AbortSignal): Promise<SessionEntry[]> {
  return apiGet<SessionEntry[]>(PATHS.securitySessions, {}, signal);
}

export const sessionsQueryKeyRoot = ["member-sessions"] as const;
export const sessionsQueryKey = (token: string) => [...sessionsQueryKeyRoot, token] as const;

export function useSessions() {
  const session = useSession();
  const token = session?.token ?? "";
  return useQuery({
    ...queryOptions({ queryKey: sessionsQueryKey(token), queryFn: ({ signal }) => getSessions(signal) }),
    enabled: session !== null,
  });
}
