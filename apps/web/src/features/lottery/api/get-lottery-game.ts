import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type Language, type LotteryGameDetail } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { lotteryKeys } from "./lottery-keys";

/** The game with the device time its answer arrived (the countdowns' server-clock offset). */
export type LotteryGameAnswer = LotteryGameDetail & { receivedAt: number };

export async function getLotteryGame(code: string, signal?: AbortSignal): Promise<LotteryGameAnswer> {
  const value = await apiGet<LotteryGameDetail>(
    PATHS.lotteryGame.replace(":code", encodeURIComponent(code)),
    {},
    signal,
  );
  return { ...value, receivedAt: Date.now() };
}

/**
 * Read again shortly after the open draw closes (a fast game opens the next one within seconds),
 * else at most every 30 s.
 */
export function nextGameRefetchMs(data: LotteryGameAnswer | undefined, now = Date.now()): number {
  const closesAt = data?.game.next?.closesAt;
  if (!data || !closesAt) return 30_000;
  const serverNow = now + (Date.parse(data.serverTime) - data.receivedAt);
  const left = Date.parse(closesAt) - serverNow;
  return left <= 0 ? 3_000 : Math.min(30_000, left + 1_500);
}

export const lotteryGameQueryOptions = (code: string, language: Language) =>
  queryOptions({
    queryKey: lotteryKeys.of("game", code, language),
    queryFn: ({ signal }) => getLotteryGame(code, signal),
    refetchInterval: (query) => nextGameRefetchMs(query.state.data),
  });

export const useLotteryGame = (code: string) =>
  useQuery({ ...lotteryGameQueryOptions(code, useLanguage()), enabled: code !== "" });
