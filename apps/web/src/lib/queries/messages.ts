import { useQuery, type QueryClient } from "@tanstack/react-query";
import { PATHS, type UnreadCount } from "@lotus/contracts/web";
import { apiGet } from "../api-client";
import { isTrialSession, useSession } from "../session";

/*
 * Inbox queries shared by the header's badge, the member centre's messageV2 page and the realtime
 * listener. Every key starts with "messages", so a "message" signal (or a read, a delete) refreshes
 * the badge and the open inbox with `invalidateMessages(queryClient)`.
 */
export const messagesKeys = {
  all: ["messages"] as const,
  unread: (token: string) => ["messages", token, "unread"] as const,
  /** The inbox pages: ["messages", token, "list", language, page, filter]. */
  list: (token: string, ...params: unknown[]) => ["messages", token, "list", ...params] as const,
};

/** CSP_unreadCount: the header badge (none for a trial account, which receives no messages). */
export function useUnreadCount() {
  const session = useSession();
  return useQuery({
    queryKey: messagesKeys.unread(session?.token ?? ""),
    queryFn: ({ signal }) => apiGet<UnreadCount>(PATHS.unreadCount, {}, signal),
    select: (value) => value.count,
    staleTime: 60_000,
    retry: false,
    enabled: session !== null && !isTrialSession(session),
  });
}

export function invalidateMessages(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messagesKeys.all });
}
