import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsoleBroadcast,
  type ConsoleBroadcastsPage,
  type ConsoleMessageSend,
} from "@lotus/contracts/web";
import { api } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

/* Messages in the console (issue 16): the operators' sends and a new send. */

export const BROADCASTS_PAGE_SIZE = 20;

export const useBroadcasts = (page: number) =>
  useQuery({
    queryKey: consoleKey("messages", "broadcasts", page),
    queryFn: ({ signal }) =>
      api.get<ConsoleBroadcastsPage>(CONSOLE_PATHS.messageBroadcasts, { page, size: BROADCASTS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleMessageSend) => api.send<ConsoleBroadcast>("POST", CONSOLE_PATHS.messageBroadcasts, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleKey("messages") }),
  });
}
