import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { PATHS, type TeamMembersValue } from "@lotus/contracts/web";
import { useSession } from "../../../lib/session";
import { agentListQueries } from "./report-query";

export type TeamMembersParams = Record<string, string | number | undefined>;

export const teamMembersQueries = agentListQueries<TeamMembersValue>("members", PATHS.agentTeamMembers);

/** The agent's team, filtered by search, level and status — one page (desktop table). */
export function useTeamMembersPage(params: TeamMembersParams, page: number, enabled = true) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...teamMembersQueries.page(token, params, page), enabled: enabled && token !== "" });
}

/** The agent's team, filtered by search, level and status — pages appended as the phone feed scrolls. */
export function useTeamMembersFeed(params: TeamMembersParams, enabled = true) {
  const token = useSession()?.token ?? "";
  return useInfiniteQuery({ ...teamMembersQueries.feed(token, params), enabled: enabled && token !== "" });
}
