import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type LotteryChain } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { lotteryKeys } from "./lottery-keys";

export function getLotteryChains(signal?: AbortSignal): Promise<LotteryChain[]> {
  return apiGet<LotteryChain[]>(PATHS.lotteryChains, {}, signal);
}

/** The published terminal hashes of every game's seed chain. */
export const lotteryChainsQueryOptions = () =>
  queryOptions({
    queryKey: lotteryKeys.of("chains"),
    queryFn: ({ signal }) => getLotteryChains(signal),
    staleTime: 5 * 60_000,
  });

export const useLotteryChains = () => useQuery(lotteryChainsQueryOptions());
