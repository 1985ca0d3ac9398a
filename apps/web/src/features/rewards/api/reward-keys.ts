import type { QueryClient } from "@tanstack/react-query";
import { invalidateMoney, moneyKeys } from "../../../lib/queries/money";

/*
 * The rewards queries live under the money keys (["money", "rewards" | "missions" | "races", token,
 * language]): a realtime money signal (a round settled, a deposit credited) refreshes mission progress
 * and the board with the balance, and a claim refreshes the header balance with them.
 */
export const rewardKeys = {
  rewards: (token: string, language: string) => moneyKeys.of("rewards", token, language),
  missions: (token: string, language: string) => moneyKeys.of("missions", token, language),
  races: (token: string, language: string) => moneyKeys.of("races", token, language),
};

/** After a claim: the balance, the rewards, the missions and everything else that reads money. */
export const invalidateRewards = (queryClient: QueryClient): Promise<void> => invalidateMoney(queryClient);

/** A path with its `:id` filled in. */
export const withId = (path: string, id: string): string => path.replace(":id", encodeURIComponent(id));
