import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type ProfitValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";
import { filterKey, filterQuery, type BettingFilters } from "../utils/betting-query";

export function getProfitLoss(filters: BettingFilters, signal?: AbortSignal) {
  return apiGet<ProfitValue>(PATHS.profitLoss, filterQuery(filters), signal);
}

/** Money keys: a realtime balance signal (a bet or a win) refreshes it. */
export const profitLossQueryOptions = (token: string, filters: BettingFilters) =>
  queryOptions({
    queryKey: moneyKeys.of("profit-loss", token, ...filterKey(filters)),
    queryFn: ({ signal }) => getProfitLoss(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** Profit and loss of the filters: per day, per vendor and in total. */
export function useProfitLoss(filters: BettingFilters, enabled: boolean) {
  const session = useSession();
  return useQuery({
    ...profitLossQueryOptions(session?.token ?? "", filters),
    enabled: enabled && session !== null,
  });
}
