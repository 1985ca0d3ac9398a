import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type MissionsValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { rewardKeys } from "./reward-keys";

export function getMissions(signal?: AbortSignal): Promise<MissionsValue> {
  return apiGet<MissionsValue>(PATHS.missions, {}, signal);
}

export const missionsQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: rewardKeys.missions(token, language),
    queryFn: ({ signal }) => getMissions(signal),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

/** Daily and weekly missions with the member's progress; `claimable` is the menu badge. */
export function useMissions(enabled = true) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...missionsQueryOptions(token, useLanguage()), enabled: enabled && token !== "" });
}
