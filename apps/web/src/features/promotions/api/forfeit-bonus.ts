import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { fillId } from "../utils/paths";
import { invalidatePromotions } from "./promotion-keys";

/** POST /wps/bonuses/:id/forfeit: the member gives the grant up, confirmed explicitly. */
export function forfeitBonus(id: string, requestId: string) {
  return apiSend<{ forfeited: string }>("POST", fillId(PATHS.bonusForfeit, id), { body: { requestId, confirm: true } });
}

export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, requestId }: { id: string; requestId: string }) => forfeitBonus(id, requestId),
    onSettled: () => void invalidatePromotions(queryClient),
  });
}
