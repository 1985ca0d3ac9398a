import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { PATHS, type TeamBetsValue } from "@lotus/contracts/web";
import { useSession } from "../../../lib/session";
import { agentListQueries } from "./report-query";

export type TeamBetsParams = Record<string, string | number | undefined>;

export const teamBetsQueries = agentListQueries<TeamBetsValue>("bets", PATHS.agentTeamBets);

/** Team betting: per member and day, rounds, valid bet and payout — one page (desktop table). */
export function useTeamBetsPage(params: TeamBetsParams, page: number, enabled = true) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...teamBetsQueries.page(token, params, page), enabled: enabled && token !== "" });
}

/** Team betting: per member and day, rounds, valid bet and payout — pages appended as the phone feed scrolls. */
export function useTeamBetsFeed(params: TeamBetsParams, enabled = true) {
  const token = useSession()?.token ?? "";
  return useInfiniteQuery({ ...teamBetsQueries.feed(token, params), enabled: enabled && token !== "" });
}
