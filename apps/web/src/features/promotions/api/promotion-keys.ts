import type { QueryClient } from "@tanstack/react-query";
import { moneyKeys } from "../../../lib/queries/money";

/*
 * Query keys of the promotions feature. The centre and a promotion's detail carry the member's
 * token (their states are the member's); the bonus queries sit under the shared "money" key, so a
 * balance_changed signal or any money action refreshes them with the header balance.
 */
export const promotionKeys = {
  all: ["promotions"] as const,
  list: (token: string, language: string, type: string, tag: string) =>
    ["promotions", "list", token, language, type, tag] as const,
  detail: (token: string, language: string, id: string) => ["promotions", "detail", token, language, id] as const,
};

export const bonusKeys = {
  list: (token: string, language: string, status: string, page: number) =>
    moneyKeys.of("bonuses", token, language, status, page),
  detail: (token: string, language: string, id: string) => moneyKeys.of("bonus", token, language, id),
  meter: (token: string, language: string, game: string) => moneyKeys.of("bonusMeter", token, language, game),
};

/** After a join, claim, code, application or forfeit: the states, the grants and the balances. */
export async function invalidatePromotions(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
    queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  ]);
}
