import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type AgentLinksValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { agentKeys } from "./agent-keys";

export function getAgentLinks(signal?: AbortSignal): Promise<AgentLinksValue> {
  return apiGet<AgentLinksValue>(PATHS.agentLinks, {}, signal);
}

export const agentLinksQueryOptions = (token: string) =>
  queryOptions({
    queryKey: agentKeys.of("links", token),
    queryFn: ({ signal }) => getAgentLinks(signal),
    staleTime: 30_000,
  });

/** The agent's promotion links (affiliate codes), each with its account type and registrations. */
export function useAgentLinks() {
  const token = useSession()?.token ?? "";
  return useQuery({ ...agentLinksQueryOptions(token), enabled: token !== "" });
}
