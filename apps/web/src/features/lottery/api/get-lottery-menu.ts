import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type Language, type LotteryMenu } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { lotteryKeys } from "./lottery-keys";

/** The menu with the device time its answer arrived (the lobby countdowns' server-clock offset). */
export type LotteryMenuAnswer = LotteryMenu & { receivedAt: number };

export async function getLotteryMenu(signal?: AbortSignal): Promise<LotteryMenuAnswer> {
  const value = await apiGet<LotteryMenu>(PATHS.lotteryMenu, {}, signal);
  return { ...value, receivedAt: Date.now() };
}

/** The lottery menu (spec §3): the region groups and the fast games, each game with its next draw. */
export const lotteryMenuQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: lotteryKeys.of("menu", language),
    queryFn: ({ signal }) => getLotteryMenu(signal),
    staleTime: 15_000,
    refetchInterval: 30_000,
  });

export const useLotteryMenu = () => useQuery(lotteryMenuQueryOptions(useLanguage()));
