import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { PATHS, type TeamTransactionsValue } from "@lotus/contracts/web";
import { useSession } from "../../../lib/session";
import { agentListQueries } from "./report-query";

export type TeamTransactionsParams = Record<string, string | number | undefined>;

export const teamTransactionsQueries = agentListQueries<TeamTransactionsValue>(
  "transactions",
  PATHS.agentTeamTransactions,
);

/** Downline transaction details: the team's account-record lines — one page (desktop table). */
export function useTeamTransactionsPage(params: TeamTransactionsParams, page: number, enabled = true) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...teamTransactionsQueries.page(token, params, page), enabled: enabled && token !== "" });
}

/** Downline transaction details: the team's account-record lines — pages appended as the phone feed scrolls. */
export function useTeamTransactionsFeed(params: TeamTransactionsParams, enabled = true) {
  const token = useSession()?.token ?? "";
  return useInfiniteQuery({ ...teamTransactionsQueries.feed(token, params), enabled: enabled && token !== "" });
}
