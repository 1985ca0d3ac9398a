import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type PromotionState } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { newRequestId } from "../../../lib/request-id";
import { fillId } from "../utils/paths";
import { invalidatePromotions } from "./promotion-keys";

export type PromotionActionResult = { state: PromotionState; grantId: string | null; amount: string | null };

/** POST /wps/promotions/:id/join or /claim; the request id makes a retry after a lost answer harmless. */
export function sendPromotionAction(kind: "join" | "claim", id: string, requestId: string) {
  const path = kind === "join" ? PATHS.promotionJoin : PATHS.promotionClaim;
  return apiSend<PromotionActionResult>("POST", fillId(path, id), { body: { requestId } });
}

/** POST /wps/promotions/code: a promo code gives its bonus once. */
export function sendPromoCode(code: string, requestId: string) {
  return apiSend<PromotionActionResult>("POST", PATHS.promotionCode, { body: { code, requestId } });
}

/**
 * Joining or claiming a promotion. One request id per press of the button: a retry of the same
 * press (the mutation's own retry) reuses it.
 */
export function usePromotionAction(kind: "join" | "claim") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, requestId = newRequestId() }: { id: string; requestId?: string }) =>
      sendPromotionAction(kind, id, requestId),
    onSettled: () => void invalidatePromotions(queryClient),
  });
}

export function usePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, requestId }: { code: string; requestId: string }) => sendPromoCode(code, requestId),
    onSettled: () => void invalidatePromotions(queryClient),
  });
}
