import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type RewardClaimValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateRewards, withId } from "./reward-keys";

/** POST /wps/missions/:id/claim: a met mission's reward, once per period. */
export function claimMission(id: string): Promise<RewardClaimValue> {
  return apiSend<RewardClaimValue>("POST", withId(PATHS.missionClaim, id), { body: {} });
}

export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => claimMission(id),
    onSettled: () => void invalidateRewards(queryClient),
  });
}
