import type { GameCategory } from "@lotus/contracts/web";

/*
 * The filters of the betting record (ODSFE2_MemBetDet) and profit and loss (ODSFE2_MemProfitLoss)
 * of the member centre, as query parameters and as part of their (money) query keys.
 */

export type BettingFilters = {
  startDate: string;
  endDate: string;
  /** null: every category. */
  gameCategory: GameCategory | null;
  /** A vendor code, or null for every vendor. */
  vassalage: string | null;
};

export function filterQuery(filters: BettingFilters) {
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    gameCategory: filters.gameCategory ?? undefined,
    vassalage: filters.vassalage ?? undefined,
  };
}

export const filterKey = (filters: BettingFilters) => [
  filters.startDate,
  filters.endDate,
  filters.gameCategory ?? "",
  filters.vassalage ?? "",
];
