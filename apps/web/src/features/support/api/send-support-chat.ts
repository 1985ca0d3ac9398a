import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type SupportChatMessage } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateSupport } from "./support-keys";

/** Writes to customer service; the first message opens a conversation. One per second. */
export function sendSupportChat(body: string): Promise<SupportChatMessage> {
  return apiSend<SupportChatMessage>("POST", PATHS.supportChatMessages, { body: { body } });
}

export function useSendSupportChat() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendSupportChat, onSuccess: () => void invalidateSupport(queryClient) });
}
