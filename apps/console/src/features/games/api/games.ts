import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsoleGame,
  type ConsoleGameFlagsRequest,
  type ConsoleGameRound,
  type ConsoleGameVendor,
  type ConsoleVendorTransaction,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";
import type { Paged } from "../../../lib/types";
import { gameQuery, type GameFilters } from "../utils/filters";

export const GAME_PAGE_SIZE = 20;
export const ROUND_PAGE_SIZE = 20;

export type RoundsPage = Paged<ConsoleGameRound> & { member: { id: string; account: string } };
export type FlagsResult = { matched: number; changed: number };

export function useGameVendors() {
  return useQuery({
    queryKey: consoleKey("games", "vendors"),
    queryFn: ({ signal }) => api.get<ConsoleGameVendor[]>(CONSOLE_PATHS.gameVendors, {}, signal),
  });
}

export function useGameSearch(filters: GameFilters) {
  return useQuery({
    queryKey: consoleKey("games", "search", filters),
    queryFn: ({ signal }) =>
      api.get<Paged<ConsoleGame>>(CONSOLE_PATHS.games, gameQuery(filters, GAME_PAGE_SIZE), signal),
    placeholderData: keepPreviousData,
  });
}

/** Every change refreshes the vendors (their counts) and the game lists. */
function useGamesMutation<B, V>(run: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("games") }),
  });
}

export const useSetVendorEnabled = () =>
  useGamesMutation(({ code, enabled }: { code: string; enabled: boolean }) =>
    api.send<ConsoleGameVendor>("PUT", pathOf(CONSOLE_PATHS.gameVendor, { code }), { enabled }),
  );

export const useSetGameFlags = () =>
  useGamesMutation((body: ConsoleGameFlagsRequest) => api.send<FlagsResult>("PUT", CONSOLE_PATHS.gameFlags, body));

export function useMemberRounds(account: string, page: number) {
  return useQuery({
    queryKey: consoleKey("rounds", account, page),
    queryFn: ({ signal }) =>
      api.get<RoundsPage>(CONSOLE_PATHS.gameRounds, { account, page, size: ROUND_PAGE_SIZE }, signal),
    enabled: account !== "",
    placeholderData: keepPreviousData,
  });
}

export function useVendorTransaction(vendor: string, transactionId: string) {
  return useQuery({
    queryKey: consoleKey("vendor-transaction", vendor, transactionId),
    queryFn: ({ signal }) =>
      api.get<ConsoleVendorTransaction>(CONSOLE_PATHS.vendorTransaction, { vendor, transactionId }, signal),
    enabled: vendor !== "" && transactionId !== "",
  });
}
