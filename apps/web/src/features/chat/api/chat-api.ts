import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  CHAT_PATHS,
  type ChatHistory,
  type ChatMessage,
  type ChatPermission,
  type ChatRoom,
  type ChatTicket,
} from "@lotus/contracts/web";
import { apiGet, apiSend } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";

/** The chat room's calls (issue 16): rooms, history pages, permission, tickets to share, posting. */

export const chatKeys = {
  all: ["chat"] as const,
  of: (...parts: unknown[]) => ["chat", ...parts] as const,
};

const roomPath = (path: string, room: string) => path.replace(":room", encodeURIComponent(room));

export function useChatRooms() {
  const token = useSession()?.token ?? "";
  const language = useLanguage();
  return useQuery({
    queryKey: chatKeys.of("rooms", token, language),
    queryFn: ({ signal }) => apiGet<ChatRoom[]>(CHAT_PATHS.rooms, {}, signal),
    enabled: token !== "",
    staleTime: 60_000,
  });
}

/** A room's history, newest page first; each page newest first (`before` = the oldest id shown). */
export function useChatHistory(room: string) {
  const token = useSession()?.token ?? "";
  return useInfiniteQuery({
    queryKey: chatKeys.of("history", token, room),
    queryFn: ({ pageParam, signal }) =>
      apiGet<ChatHistory>(roomPath(CHAT_PATHS.messages, room), pageParam ? { before: pageParam } : {}, signal),
    initialPageParam: "",
    getNextPageParam: (last) => (last.more && last.list.length > 0 ? last.list[last.list.length - 1]!.id : undefined),
    enabled: token !== "",
    staleTime: Infinity,
  });
}

export function useChatPermission(room: string) {
  const token = useSession()?.token ?? "";
  const language = useLanguage();
  return useQuery({
    queryKey: chatKeys.of("permission", token, room, language),
    queryFn: ({ signal }) => apiGet<ChatPermission>(roomPath(CHAT_PATHS.permission, room), {}, signal),
    enabled: token !== "",
  });
}

export function useChatTickets(enabled: boolean) {
  const token = useSession()?.token ?? "";
  const language = useLanguage();
  return useQuery({
    queryKey: chatKeys.of("tickets", token, language),
    queryFn: ({ signal }) => apiGet<ChatTicket[]>(CHAT_PATHS.tickets, {}, signal),
    enabled: token !== "" && enabled,
  });
}

export function postChatMessage(input: {
  room: string;
  requestId: string;
  text?: string;
  ticketId?: string;
}): Promise<ChatMessage> {
  const { room, ...body } = input;
  return apiSend<ChatMessage>("POST", roomPath(CHAT_PATHS.messages, room), { body });
}
