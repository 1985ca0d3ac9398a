import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type RacesValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { rewardKeys } from "./reward-keys";

export function getRaces(signal?: AbortSignal): Promise<RacesValue> {
  return apiGet<RacesValue>(PATHS.races, {}, signal);
}

export const racesQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: rewardKeys.races(token, language),
    queryFn: ({ signal }) => getRaces(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** The races of this week: each with its top 20 and the member's own rank. */
export function useRaces() {
  const token = useSession()?.token ?? "";
  return useQuery({ ...racesQueryOptions(token, useLanguage()), enabled: token !== "" });
}
