import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { PATHS, type SupportChat } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { supportKeys } from "./support-keys";

export function getSupportChat(before: string | undefined, signal?: AbortSignal): Promise<SupportChat> {
  return apiGet<SupportChat>(PATHS.supportChat, { before }, signal);
}

/**
 * The conversation with customer service: the newest page first, older pages on demand (`before` the
 * oldest message shown). Refetched when an operator replies (realtime support_reply) and every 15 s
 * as a backstop while the socket is down.
 */
export const supportChatQueryOptions = (token: string) =>
  infiniteQueryOptions({
    queryKey: supportKeys.chat(token),
    queryFn: ({ pageParam, signal }) => getSupportChat(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore && last.messages[0] ? last.messages[0].id : undefined),
    refetchInterval: 15_000,
  });

export function useSupportChat() {
  const token = useSession()?.token ?? "";
  return useInfiniteQuery({ ...supportChatQueryOptions(token), enabled: token !== "" });
}
