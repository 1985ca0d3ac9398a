import type { QueryClient } from "@tanstack/react-query";

/*
 * Query keys of the lottery pages: ["lottery", name, ...params]. Member-specific keys (tickets)
 * carry the session token. A purchase refreshes the tickets and the game (its draw and caps).
 */
export const lotteryKeys = {
  all: ["lottery"] as const,
  of: (name: string, ...params: unknown[]) => ["lottery", name, ...params] as const,
  tickets: ["lottery", "tickets"] as const,
};

export function invalidateLotteryAfterPurchase(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: lotteryKeys.tickets });
}

/** One page of a paged lottery list. */
export type LotteryPage<Row> = { total: number; page: number; pageSize: number; list: Row[] };
