import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type AgentCentreValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { agentKeys } from "./agent-keys";

export function getAgentCentre(signal?: AbortSignal): Promise<AgentCentreValue> {
  return apiGet<AgentCentreValue>(PATHS.agentCentre, {}, signal);
}

export const agentCentreQueryOptions = (token: string) =>
  queryOptions({
    queryKey: agentKeys.of("centre", token),
    queryFn: ({ signal }) => getAgentCentre(signal),
    staleTime: 60_000,
    // error_not_agent and member_no_enter are answers, not hiccups: asking again changes nothing.
    retry: false,
  });

/** The agent centre's home state: account type, menu flags and the announcement. */
export function useAgentCentre() {
  const token = useSession()?.token ?? "";
  return useQuery({ ...agentCentreQueryOptions(token), enabled: token !== "" });
}
