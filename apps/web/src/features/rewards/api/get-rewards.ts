import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type RewardsValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { rewardKeys } from "./reward-keys";

export function getRewards(signal?: AbortSignal): Promise<RewardsValue> {
  return apiGet<RewardsValue>(PATHS.rewards, {}, signal);
}

export const rewardsQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: rewardKeys.rewards(token, language),
    queryFn: ({ signal }) => getRewards(signal),
    staleTime: 15_000,
  });

/** The reward centre's list: claimable rewards first (by expiry), then claimed and lapsed ones. */
export function useRewards() {
  const token = useSession()?.token ?? "";
  return useQuery({ ...rewardsQueryOptions(token, useLanguage()), enabled: token !== "" });
}
