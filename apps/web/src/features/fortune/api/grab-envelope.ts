import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FORTUNE_PATHS, type FortuneGrabResult } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateMoney } from "../../../lib/queries/money";
import { invalidateFortune } from "./fortune-keys";

/** Grabs the next packet of a campaign (one per member: a repeat answers the member's packet). */
export function grabEnvelope(input: { id: string; requestId: string }): Promise<FortuneGrabResult> {
  return apiSend<FortuneGrabResult>("POST", FORTUNE_PATHS.envelopeGrab.replace(":id", input.id), {
    body: { requestId: input.requestId },
  });
}

export function useGrabEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grabEnvelope,
    onSettled: () => {
      void invalidateMoney(queryClient);
      void invalidateFortune(queryClient);
    },
  });
}
