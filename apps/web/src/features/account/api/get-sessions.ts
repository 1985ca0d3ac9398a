import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiGet, apiSend } from "../../../lib/api-client";
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

export function revokeSession(id: string): Promise<null> {
  return apiSend<null>("DELETE", `${PATHS.securitySessions}/${encodeURIComponent(id)}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKeyRoot }),
  });
}
