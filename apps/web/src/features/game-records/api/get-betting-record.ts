import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { PATHS, type BettingRecordValue, type GameCategory, type ProfitValue } from "@lotus/contracts/web";
import { apiGet } from "../api-client";
import { useSession } from "../session";
import { moneyKeys } from "./money";

/*
 * The betting record (ODSFE2_MemBetDet) and profit and loss (ODSFE2_MemProfitLoss) of the member
 * centre. Their keys are money keys: a realtime balance signal (a bet or a win) refreshes them.
 */

/** Rounds per page of the betting record (a page on wide screens, a batch of the phone feed). */
export const BETTING_PAGE_SIZE = 20;

export type BettingFilters = {
  startDate: string;
  endDate: string;
  /** null: every category. */
  gameCategory: GameCategory | null;
  /** A vendor code, or null for every vendor. */
  vassalage: string | null;
};

function filterQuery(filters: BettingFilters) {
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    gameCategory: filters.gameCategory ?? undefined,
    vassalage: filters.vassalage ?? undefined,
  };
}

const filterKey = (filters: BettingFilters) => [
  filters.startDate,
  filters.endDate,
  filters.gameCategory ?? "",
  filters.vassalage ?? "",
];

export function getBettingRecord(filters: BettingFilters, page: number, signal?: AbortSignal) {
  return apiGet<BettingRecordValue>(
    PATHS.bettingRecords,
    { ...filterQuery(filters), page, size: BETTING_PAGE_SIZE },
    signal,
  );
}

export function getProfitLoss(filters: BettingFilters, signal?: AbortSignal) {
  return apiGet<ProfitValue>(PATHS.profitLoss, filterQuery(filters), signal);
}

/** One page of the betting record (wide screens); the previous page stays shown while the next loads. */
export function useBettingPage(filters: BettingFilters, page: number, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: moneyKeys.of("betting", session?.token ?? "", ...filterKey(filters), page),
    queryFn: ({ signal }) => getBettingRecord(filters, page, signal),
    enabled: enabled && session !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The betting record as one growing list (phones, infinite scroll). */
export function useBettingFeed(filters: BettingFilters, enabled: boolean) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: moneyKeys.of("betting-feed", session?.token ?? "", ...filterKey(filters)),
    queryFn: ({ signal, pageParam }) => getBettingRecord(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: enabled && session !== null,
    staleTime: 15_000,
  });
}

/** Profit and loss of the filters: per day, per vendor and in total. */
export function useProfitLoss(filters: BettingFilters, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: moneyKeys.of("profit-loss", session?.token ?? "", ...filterKey(filters)),
    queryFn: ({ signal }) => getProfitLoss(filters, signal),
    enabled: enabled && session !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
