import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type TeamMemberDetailValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { agentKeys } from "./agent-keys";

export function getTeamMember(id: string, signal?: AbortSignal): Promise<TeamMemberDetailValue> {
  return apiGet<TeamMemberDetailValue>(PATHS.agentTeamMember.replace(":id", encodeURIComponent(id)), {}, signal);
}

export const teamMemberQueryOptions = (token: string, id: string) =>
  queryOptions({
    queryKey: agentKeys.of("member", token, id),
    queryFn: ({ signal }) => getTeamMember(id, signal),
    staleTime: 15_000,
    retry: false,
  });

/** One member of the team with its upline chain inside the caller's team. */
export function useTeamMember(id: string | null) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...teamMemberQueryOptions(token, id ?? ""), enabled: id !== null && token !== "" });
}
