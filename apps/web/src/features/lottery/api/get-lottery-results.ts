import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type LotteryResultsPage } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { lotteryKeys } from "./lottery-keys";

export function getLotteryResults(
  gameCode: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<LotteryResultsPage> {
  return apiGet<LotteryResultsPage>(PATHS.lotteryResults, { gameCode, page, pageSize }, signal);
}

/** A game's draws with their results, newest first (a draw being revealed shows its numbers so far). */
export const lotteryResultsQueryOptions = (gameCode: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: lotteryKeys.of("results", gameCode, page, pageSize),
    queryFn: ({ signal }) => getLotteryResults(gameCode, page, pageSize, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
  });

export const useLotteryResults = (gameCode: string, page: number, pageSize: number) =>
  useQuery({ ...lotteryResultsQueryOptions(gameCode, page, pageSize), enabled: gameCode !== "" });
