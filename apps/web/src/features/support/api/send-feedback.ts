import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type FeedbackItem, type FeedbackRequest } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateSupport } from "./support-keys";

/** PUT /wps/feedback (spec §7): idempotent by requestId, so a retry after a network failure files one ticket. */
export function sendFeedback(body: FeedbackRequest): Promise<FeedbackItem> {
  return apiSend<FeedbackItem>("PUT", PATHS.feedback, { body });
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => void invalidateSupport(queryClient),
  });
}
