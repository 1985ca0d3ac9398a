import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type LotteryDrawSummary } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { lotteryKeys } from "./lottery-keys";

export function getLotteryOpened(gameCode: string, issue?: string, signal?: AbortSignal): Promise<LotteryDrawSummary> {
  return apiGet<LotteryDrawSummary>(PATHS.lotteryOpened, { gameCode, issue }, signal);
}

/** One draw of a game by issue; without an issue, the latest drawn. */
export const lotteryOpenedQueryOptions = (gameCode: string, issue?: string) =>
  queryOptions({
    queryKey: lotteryKeys.of("opened", gameCode, issue ?? "latest"),
    queryFn: ({ signal }) => getLotteryOpened(gameCode, issue, signal),
    refetchInterval: issue ? false : 20_000,
  });

export const useLotteryOpened = (gameCode: string, issue?: string) =>
  useQuery({ ...lotteryOpenedQueryOptions(gameCode, issue), enabled: gameCode !== "" });
