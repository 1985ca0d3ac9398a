import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type FeedbackItem } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateSupport, withId } from "./support-keys";

/** Reopens an answered or closed ticket within the window, with the member's follow-up. */
export function reopenFeedback(id: string, content: string): Promise<FeedbackItem> {
  return apiSend<FeedbackItem>("POST", withId(PATHS.feedbackReopen, id), { body: { content } });
}

export function useReopenFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => reopenFeedback(id, content),
    onSettled: () => void invalidateSupport(queryClient),
  });
}
