import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS, type RewardClaimValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { invalidateRewards, withId } from "./reward-keys";

/** POST /wps/rewards/:id/claim: moves the reward's money once (a repeat answers replayed). */
export function claimReward(id: string): Promise<RewardClaimValue> {
  return apiSend<RewardClaimValue>("POST", withId(PATHS.rewardClaim, id), { body: {} });
}

export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => claimReward(id),
    onSettled: () => void invalidateRewards(queryClient),
  });
}
