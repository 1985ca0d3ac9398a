import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type LotteryStats } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { lotteryKeys } from "./lottery-keys";

export function getLotteryStats(code: string, draws: number, signal?: AbortSignal): Promise<LotteryStats> {
  return apiGet<LotteryStats>(PATHS.lotteryStats.replace(":code", encodeURIComponent(code)), { draws }, signal);
}

/** Hot numbers, lô gan and đầu/đuôi frequencies of a game's last `draws` results. */
export const lotteryStatsQueryOptions = (code: string, draws: number) =>
  queryOptions({
    queryKey: lotteryKeys.of("stats", code, draws),
    queryFn: ({ signal }) => getLotteryStats(code, draws, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useLotteryStats = (code: string, draws: number) =>
  useQuery({ ...lotteryStatsQueryOptions(code, draws), enabled: code !== "" });
