import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { PATHS, type TeamProfitLossValue } from "@lotus/contracts/web";
import { useSession } from "../../../lib/session";
import { agentListQueries } from "./report-query";

export type TeamProfitLossParams = Record<string, string | number | undefined>;

export const teamProfitLossQueries = agentListQueries<TeamProfitLossValue>("profit-loss", PATHS.agentTeamProfitLoss);

/** User profit and loss: per member, valid bet, payout, result, deposits and withdrawals — one page (desktop table). */
export function useTeamProfitLossPage(params: TeamProfitLossParams, page: number, enabled = true) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...teamProfitLossQueries.page(token, params, page), enabled: enabled && token !== "" });
}

/** User profit and loss: per member, valid bet, payout, result, deposits and withdrawals — pages appended as the phone feed scrolls. */
export function useTeamProfitLossFeed(params: TeamProfitLossParams, enabled = true) {
  const token = useSession()?.token ?? "";
  return useInfiniteQuery({ ...teamProfitLossQueries.feed(token, params), enabled: enabled && token !== "" });
}
