import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type LotteryPopular, type LotteryPrizeMode } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { lotteryKeys } from "./lottery-keys";

export function getLotteryPopular(count: 20 | 100, prizeMode: LotteryPrizeMode, signal?: AbortSignal) {
  return apiGet<LotteryPopular>(PATHS.lotteryPopular, { count, prizeMode }, signal);
}

/** Popular numbers (spec §3, §9): from the draws' statistics, 20 in the header. */
export const lotteryPopularQueryOptions = (count: 20 | 100, prizeMode: LotteryPrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.of("popular", count, prizeMode),
    queryFn: ({ signal }) => getLotteryPopular(count, prizeMode, signal),
    staleTime: 5 * 60_000,
  });

export const useLotteryPopular = (count: 20 | 100, prizeMode: LotteryPrizeMode) =>
  useQuery(lotteryPopularQueryOptions(count, prizeMode));
