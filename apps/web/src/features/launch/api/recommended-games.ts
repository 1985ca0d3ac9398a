import { useQuery } from "@tanstack/react-query";
import { hotGamesQueryOptions } from "../../../lib/queries/games";
import { useGameVendors } from "../../../lib/queries/game-vendors";
import { useLanguage } from "../../../lib/i18n";
import { usePermissionValue } from "../../../lib/queries/permission";
import { categoryOfVendor, recommendGames } from "../recommend";

/** Games to recommend instead of one of `vassalage` under maintenance (hot games, GCSGAME_hotGamesV2). */
export function useRecommendedGames(vassalage: string, gameId: number | undefined, enabled: boolean) {
  const { site } = usePermissionValue();
  const vendors = useGameVendors();
  const hot = useQuery({ ...hotGamesQueryOptions(site.merchantCode, useLanguage()), enabled });
  const category = categoryOfVendor(vendors.data ?? [], vassalage);
  return {
    games: hot.data ? recommendGames(hot.data, category, { gameId }) : [],
    isLoading: enabled && hot.isLoading,
    isError: hot.isError,
  };
}
