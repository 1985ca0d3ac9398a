import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type LotteryVerification } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { lotteryKeys } from "./lottery-keys";

export function getLotteryVerification(drawId: string, signal?: AbortSignal): Promise<LotteryVerification> {
  return apiGet<LotteryVerification>(PATHS.lotteryVerify.replace(":id", encodeURIComponent(drawId)), {}, signal);
}

/** Everything the browser needs to recompute a draw: seed, previous link, draw key, result. */
export const lotteryVerificationQueryOptions = (drawId: string) =>
  queryOptions({
    queryKey: lotteryKeys.of("verify", drawId),
    queryFn: ({ signal }) => getLotteryVerification(drawId, signal),
    staleTime: Infinity,
    retry: 1,
  });

export const useLotteryVerification = (drawId: string) =>
  useQuery({ ...lotteryVerificationQueryOptions(drawId), enabled: drawId !== "" });
