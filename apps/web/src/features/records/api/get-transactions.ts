import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { PATHS, TRANSACTION_TYPES, type TransactionType, type TransactionsValue } from "@lotus/contracts/web";
import { moneyKeys } from "../../../lib/queries/money";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

/** Rows per page of the account record (a page on wide screens, a batch of the phone feed). */
export const RECORDS_PAGE_SIZE = 20;

export type RecordFilters = {
  startDate: string;
  endDate: string;
  /** Chosen types; none chosen means every type. */
  types: readonly TransactionType[];
};

/** The types in catalogue order, so the same choice always makes the same query (and cache key). */
function typesParam(types: readonly TransactionType[]): string | undefined {
  if (types.length === 0) return undefined;
  return TRANSACTION_TYPES.filter((type) => types.includes(type)).join(",");
}

export function getTransactions(filters: RecordFilters, page: number, signal?: AbortSignal) {
  return apiGet<TransactionsValue>(
    PATHS.memberTransactions,
    {
      startDate: filters.startDate,
      endDate: filters.endDate,
      types: typesParam(filters.types),
      page,
      size: RECORDS_PAGE_SIZE,
    },
    signal,
  );
}

const filterKey = (filters: RecordFilters) => [filters.startDate, filters.endDate, typesParam(filters.types) ?? ""];

/** One page of the record (wide screens). Money keys: a realtime signal or a money action refetches it. */
export const transactionsPageQueryOptions = (token: string, filters: RecordFilters, page: number) =>
  queryOptions({
    queryKey: moneyKeys.of("transactions", token, ...filterKey(filters), page),
    queryFn: ({ signal }) => getTransactions(filters, page, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useTransactionsPage(filters: RecordFilters, page: number, enabled: boolean) {
  const session = useSession();
  return useQuery({
    ...transactionsPageQueryOptions(session?.token ?? "", filters, page),
    enabled: enabled && session !== null,
  });
}

/** The record as one growing list (phones, infinite scroll). */
export const transactionsFeedQueryOptions = (token: string, filters: RecordFilters) =>
  infiniteQueryOptions({
    queryKey: moneyKeys.of("transactions-feed", token, ...filterKey(filters)),
    queryFn: ({ signal, pageParam }) => getTransactions(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 15_000,
  });

export function useTransactionsFeed(filters: RecordFilters, enabled: boolean) {
  const session = useSession();
  return useInfiniteQuery({
    ...transactionsFeedQueryOptions(session?.token ?? "", filters),
    enabled: enabled && session !== null,
  });
}
