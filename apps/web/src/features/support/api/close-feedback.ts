import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type FeedbackItem } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateSupport, withId } from "./support-keys";

/** The member is satisfied with the answer: answered → closed. */
export function closeFeedback(id: string): Promise<FeedbackItem> {
  return apiSend<FeedbackItem>("POST", withId(PATHS.feedbackClose, id), { body: {} });
}

export function useCloseFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeFeedback, onSettled: () => void invalidateSupport(queryClient) });
}
