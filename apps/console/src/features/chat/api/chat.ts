import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CHAT_CONSOLE_PATHS,
  type ChatSettings,
  type ConsoleChatMessage,
  type ConsoleChatMute,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

/* Chat moderation in the console (issue 16): rooms, messages, mutes, the gating rule, banned words. */

export type ConsoleChatRoom = { id: string; name: string; muted: boolean; messagesToday: number };
type MessagesPage = { list: ConsoleChatMessage[]; more: boolean };

const FORM_QUERY = { refetchOnWindowFocus: false } as const;

export const useChatRooms = () =>
  useQuery({
    queryKey: consoleKey("chat", "rooms"),
    queryFn: ({ signal }) => api.get<ConsoleChatRoom[]>(CHAT_CONSOLE_PATHS.rooms, {}, signal),
  });

/** Messages newest first; the first page is read again every few seconds (new posts appear). */
export const useChatMessages = (filter: { room: string; account: string }) =>
  useInfiniteQuery({
    queryKey: consoleKey("chat", "messages", filter.room, filter.account),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagesPage>(
        CHAT_CONSOLE_PATHS.messages,
        {
          room: filter.room || undefined,
          account: filter.account || undefined,
          before: pageParam || undefined,
        },
        signal,
      ),
    initialPageParam: "",
    getNextPageParam: (last) => (last.more && last.list.length > 0 ? last.list[last.list.length - 1]!.id : undefined),
    refetchInterval: 5_000,
  });

export const useChatMutes = () =>
  useQuery({
    queryKey: consoleKey("chat", "mutes"),
    queryFn: ({ signal }) => api.get<ConsoleChatMute[]>(CHAT_CONSOLE_PATHS.mutes, {}, signal),
  });

export const useChatSettings = () =>
  useQuery({
    queryKey: consoleKey("chat", "settings"),
    queryFn: ({ signal }) => api.get<ChatSettings>(CHAT_CONSOLE_PATHS.settings, {}, signal),
    ...FORM_QUERY,
    staleTime: Infinity,
  });

export const useBannedWords = () =>
  useQuery({
    queryKey: consoleKey("chat", "banned-words"),
    queryFn: ({ signal }) => api.get<{ words: string[] }>(CHAT_CONSOLE_PATHS.bannedWords, {}, signal),
    ...FORM_QUERY,
    staleTime: Infinity,
  });

function useChatMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleKey("chat") }),
  });
}

export const useDeleteMessage = () =>
  useChatMutation((id: string) => api.send<ConsoleChatMessage>("DELETE", pathOf(CHAT_CONSOLE_PATHS.message, { id })));

export const useMuteMember = () =>
  useChatMutation((body: { account: string; minutes: number | null; reason: string }) =>
    api.send<ConsoleChatMute>("POST", CHAT_CONSOLE_PATHS.mutes, body),
  );

export const useUnmuteMember = () =>
  useChatMutation((memberId: string) =>
    api.send<ConsoleChatMute>("DELETE", pathOf(CHAT_CONSOLE_PATHS.mute, { id: memberId })),
  );

export const useMuteRoom = () =>
  useChatMutation(({ room, muted }: { room: string; muted: boolean }) =>
    api.send<ConsoleChatRoom>("PUT", pathOf(CHAT_CONSOLE_PATHS.room, { room }), { muted }),
  );

export const useSaveChatSettings = () =>
  useChatMutation((body: ChatSettings) => api.send<ChatSettings>("PUT", CHAT_CONSOLE_PATHS.settings, body));

export const useSaveBannedWords = () =>
  useChatMutation((words: string[]) => api.send<{ words: string[] }>("PUT", CHAT_CONSOLE_PATHS.bannedWords, { words }));
