import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { PATHS, type BettingRecordValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";
import { filterKey, filterQuery, type BettingFilters } from "../utils/betting-query";

/*
 * The betting record (ODSFE2_MemBetDet) of the member centre. Its keys are money keys: a realtime
 * balance signal (a bet or a win) refreshes it.
 */

/** Rounds per page of the betting record (a page on wide screens, a batch of the phone feed). */
export const BETTING_PAGE_SIZE = 20;

export function getBettingRecord(filters: BettingFilters, page: number, signal?: AbortSignal) {
  return apiGet<BettingRecordValue>(
    PATHS.bettingRecords,
    { ...filterQuery(filters), page, size: BETTING_PAGE_SIZE },
    signal,
  );
}

/** One page of the betting record (wide screens); the previous page stays shown while the next loads. */
export const bettingPageQueryOptions = (token: string, filters: BettingFilters, page: number) =>
  queryOptions({
    queryKey: moneyKeys.of("betting", token, ...filterKey(filters), page),
    queryFn: ({ signal }) => getBettingRecord(filters, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useBettingPage(filters: BettingFilters, page: number, enabled: boolean) {
  const session = useSession();
  return useQuery({
    ...bettingPageQueryOptions(session?.token ?? "", filters, page),
    enabled: enabled && session !== null,
  });
}

/** The betting record as one growing list (phones, infinite scroll). */
export const bettingFeedQueryOptions = (token: string, filters: BettingFilters) =>
  infiniteQueryOptions({
    queryKey: moneyKeys.of("betting-feed", token, ...filterKey(filters)),
    queryFn: ({ signal, pageParam }) => getBettingRecord(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 15_000,
  });

export function useBettingFeed(filters: BettingFilters, enabled: boolean) {
  const session = useSession();
  return useInfiniteQuery({
    ...bettingFeedQueryOptions(session?.token ?? "", filters),
    enabled: enabled && session !== null,
  });
}
