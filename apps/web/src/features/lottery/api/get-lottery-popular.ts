import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type LOTTERY_POPULAR_COUNTS, type LotteryPopular, type LotteryPrizeMode } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { lotteryKeys } from "./lottery-keys";

/** How many popular numbers a call asks for: 20 (the header) or 100 (the full list). */
export type LotteryPopularCount = (typeof LOTTERY_POPULAR_COUNTS)[number];

export function getLotteryPopular(count: LotteryPopularCount, prizeMode: LotteryPrizeMode, signal?: AbortSignal) {
  return apiGet<LotteryPopular>(PATHS.lotteryPopular, { count, prizeMode }, signal);
}

/** Popular numbers (spec §3, §9): from the draws' statistics, 20 in the header. */
export const lotteryPopularQueryOptions = (count: LotteryPopularCount, prizeMode: LotteryPrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.of("popular", count, prizeMode),
    queryFn: ({ signal }) => getLotteryPopular(count, prizeMode, signal),
    staleTime: 5 * 60_000,
  });

export const useLotteryPopular = (count: LotteryPopularCount, prizeMode: LotteryPrizeMode) =>
  useQuery(lotteryPopularQueryOptions(count, prizeMode));
