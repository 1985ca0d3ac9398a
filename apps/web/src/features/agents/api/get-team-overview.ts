import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type TeamOverviewValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import type { DateRange } from "../../../lib/date-presets";
import { useSession } from "../../../lib/session";
import { agentKeys } from "./agent-keys";

export function getTeamOverview(range: DateRange, signal?: AbortSignal): Promise<TeamOverviewValue> {
  return apiGet<TeamOverviewValue>(PATHS.agentTeamOverview, { from: range.startDate, to: range.endDate }, signal);
}

export const teamOverviewQueryOptions = (token: string, range: DateRange) =>
  queryOptions({
    queryKey: agentKeys.of("overview", token, range.startDate, range.endDate),
    queryFn: ({ signal }) => getTeamOverview(range, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** The team's totals and daily series for a range of Vietnam dates. */
export function useTeamOverview(range: DateRange, enabled: boolean) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...teamOverviewQueryOptions(token, range), enabled: enabled && token !== "" });
}
