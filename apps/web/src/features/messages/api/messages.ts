import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PATHS, type MessageChange, type MessagesPage } from "@lotus/contracts/web";
import { apiGet, apiSend } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { invalidateMessages, messagesKeys } from "../../../lib/queries/messages";
import { useSession } from "../../../lib/session";

/*
 * The inbox calls (messageV2). The pages are keyed by language: the server renders every message in
 * the request's language, so a language switch reads them again. Every change refreshes the inbox
 * and the header badge (all keys start with "messages").
 */

export const MESSAGES_PAGE_SIZE = 10;
export type MessagesFilter = "all" | "unread";

const withId = (path: string, id: string) => path.replace(":id", encodeURIComponent(id));

export function getMessages(page: number, filter: MessagesFilter, signal?: AbortSignal): Promise<MessagesPage> {
  return apiGet<MessagesPage>(
    PATHS.messages,
    { page, size: MESSAGES_PAGE_SIZE, ...(filter === "unread" ? { unread: "1" } : {}) },
    signal,
  );
}

export function useMessages(page: number, filter: MessagesFilter) {
  const token = useSession()?.token ?? "";
  const language = useLanguage();
  return useQuery({
    queryKey: messagesKeys.list(token, language, page, filter),
    queryFn: ({ signal }) => getMessages(page, filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: token !== "",
  });
}

function useMessageMutation<Input>(call: (input: Input) => Promise<MessageChange>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => void invalidateMessages(queryClient) });
}

export const useReadMessage = () =>
  useMessageMutation((id: string) => apiSend<MessageChange>("PUT", withId(PATHS.messageRead, id), { body: {} }));

export const useReadAllMessages = () =>
  useMessageMutation(() => apiSend<MessageChange>("PUT", PATHS.messagesReadAll, { body: {} }));

export const useDeleteMessage = () =>
  useMessageMutation((id: string) => apiSend<MessageChange>("DELETE", withId(PATHS.message, id)));
