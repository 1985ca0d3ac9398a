import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import {
  HOT_GAMES_IS_PLATFORM,
  HOT_GAMES_PLATFORM,
  PATHS,
  type GameCategory,
  type HotGamesValue,
  type Language,
  type RankListValue,
} from "@lotus/contracts/web";
import { apiGet } from "../api-client";
import { currentLanguage } from "../language";
import { useLanguage } from "../i18n";

export type RankType = RankListValue["type"];

/*
 * Catalogue keys and the queries shared by the home page and the launch helper (the games feature's
 * own calls live in features/games/api). Every key
 * starts with "games"; member-specific keys carry the session token, so a logout or another
 * login never shows the previous member's favorites.
 */
export const gameKeys = {
  all: ["games"] as const,
  list: (category: GameCategory, language: Language) => ["games", "list", category, language] as const,
  hot: (merchantCode: string, language: Language) => ["games", "hot", merchantCode, language] as const,
  rank: (type: RankType, size: number, language: Language) => ["games", "rank", type, size, language] as const,
  /** The favorite game ids (hearts) of the member holding `token`. */
  favoriteIds: (token: string) => ["games", "favorite-ids", token] as const,
  /** The member's favorite games, newest first. */
  favoriteList: (token: string, language: Language) => ["games", "favorite-list", token, language] as const,
  recent: (token: string, language: Language) => ["games", "recent", token, language] as const,
};

/* ---- Hot games (GCSGAME_hotGamesV2, spec §3 / §9) ---- */

export const hotGamesQueryOptions = (merchantCode: string, language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: gameKeys.hot(merchantCode, language),
    queryFn: ({ signal }) =>
      apiGet<HotGamesValue>(
        PATHS.hotGames,
        {
          merchantCode,
          isPlatform: HOT_GAMES_IS_PLATFORM,
          vassalage: "",
          platform: HOT_GAMES_PLATFORM,
          language,
        },
        signal,
      ).then((value) => value.list),
    staleTime: 5 * 60_000,
  });

export const useHotGames = (merchantCode: string) => useQuery(hotGamesQueryOptions(merchantCode, useLanguage()));

/* ---- Winners board (GCSGAME_getRankList) ---- */

export const rankListQueryOptions = (type: RankType, size = 10, language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: gameKeys.rank(type, size, language),
    queryFn: ({ signal }) => apiGet<RankListValue>(PATHS.rankList, { type, size }, signal).then((value) => value.list),
    staleTime: 60_000,
  });

export const useRankList = (type: RankType, size = 10) => useQuery(rankListQueryOptions(type, size, useLanguage()));

/** After a launch the member's recent games change: the launch helper may call this. */
export function invalidateRecentGames(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ["games", "recent"] });
}
