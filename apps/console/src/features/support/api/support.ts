import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsoleConversation,
  type ConsoleConversationDetail,
  type ConsoleFeedback,
  type ConsoleFeedbackList,
  type FeedbackState,
  type FeedbackType,
  type SupportChatMessage,
  type SupportChatState,
  type SupportSettings,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

/*
 * The service desk (issue 16): the feedback queue with its 24 h timer, the customer-service chat queue
 * and the support settings. Every action is audited on the server; the queues poll so a new ticket or
 * message shows without a reload.
 */
const keys = {
  all: consoleKey("support"),
  feedback: (filter: FeedbackFilter) => consoleKey("support", "feedback", filter),
  ticket: (id: string) => consoleKey("support", "ticket", id),
  conversations: (state: SupportChatState) => consoleKey("support", "conversations", state),
  conversation: (id: string) => consoleKey("support", "conversation", id),
  settings: consoleKey("support", "settings"),
};

export const FEEDBACK_PAGE_SIZE = 20;
export type FeedbackFilter = { state: FeedbackState | "all"; type: FeedbackType | "all"; page: number };

export const useFeedbackQueue = (filter: FeedbackFilter) =>
  useQuery({
    queryKey: keys.feedback(filter),
    queryFn: ({ signal }) =>
      api.get<ConsoleFeedbackList>(
        CONSOLE_PATHS.supportFeedback,
        {
          state: filter.state === "all" ? undefined : filter.state,
          type: filter.type === "all" ? undefined : filter.type,
          page: filter.page,
          size: FEEDBACK_PAGE_SIZE,
        },
        signal,
      ),
    refetchInterval: 30_000,
  });

export const useTicket = (id: string) =>
  useQuery({
    queryKey: keys.ticket(id),
    queryFn: ({ signal }) => api.get<ConsoleFeedback>(pathOf(CONSOLE_PATHS.supportFeedbackOne, { id }), {}, signal),
  });

/** A ticket's picture, read with the operator's token and shown from an object URL. */
export const useTicketImage = (id: string) =>
  useQuery({
    queryKey: consoleKey("support-image", id),
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await api.blob(pathOf(CONSOLE_PATHS.supportFeedbackImage, { id }), signal)),
    staleTime: Infinity,
  });

function useSupportMutation<B, V>(run: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useAnswerFeedback = () =>
  useSupportMutation(({ id, body }: { id: string; body: string }) =>
    api.send<ConsoleFeedback>("POST", pathOf(CONSOLE_PATHS.supportFeedbackAnswer, { id }), { body }),
  );

export const useCloseFeedback = () =>
  useSupportMutation((id: string) =>
    api.send<ConsoleFeedback>("POST", pathOf(CONSOLE_PATHS.supportFeedbackClose, { id }), {}),
  );

export const useConversations = (state: SupportChatState) =>
  useQuery({
    queryKey: keys.conversations(state),
    queryFn: ({ signal }) => api.get<ConsoleConversation[]>(CONSOLE_PATHS.supportConversations, { state }, signal),
    refetchInterval: 5_000,
  });

export const useConversation = (id: string) =>
  useQuery({
    queryKey: keys.conversation(id),
    queryFn: ({ signal }) =>
      api.get<ConsoleConversationDetail>(pathOf(CONSOLE_PATHS.supportConversation, { id }), {}, signal),
    refetchInterval: 3_000,
  });

export const useTakeConversation = () =>
  useSupportMutation((id: string) =>
    api.send<ConsoleConversation>("POST", pathOf(CONSOLE_PATHS.supportConversationTake, { id }), {}),
  );

export const useReplyConversation = () =>
  useSupportMutation(({ id, body }: { id: string; body: string }) =>
    api.send<SupportChatMessage>("POST", pathOf(CONSOLE_PATHS.supportConversationMessages, { id }), { body }),
  );

export const useCloseConversation = () =>
  useSupportMutation((id: string) =>
    api.send<ConsoleConversation>("POST", pathOf(CONSOLE_PATHS.supportConversationClose, { id }), {}),
  );

export const useSupportSettings = () =>
  useQuery({
    queryKey: keys.settings,
    queryFn: ({ signal }) => api.get<SupportSettings>(CONSOLE_PATHS.supportSettings, {}, signal),
  });

export const useSaveSupportSettings = () =>
  useSupportMutation((body: SupportSettings) => api.send<SupportSettings>("PUT", CONSOLE_PATHS.supportSettings, body));
