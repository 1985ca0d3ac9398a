import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import {
  HOT_GAMES_IS_PLATFORM,
  HOT_GAMES_PLATFORM,
  PATHS,
  type FavoriteGamesListValue,
  type FavoriteGamesValue,
  type GameCategory,
  type GameEntry,
  type GameListValue,
  type HotGamesValue,
  type Language,
  type RankListValue,
  type RecentGamesValue,
} from "@lotus/contracts/web";
import { apiGet, apiSend } from "../api-client";
import { currentLanguage } from "../language";
import { useLanguage } from "../i18n";
import { useSession } from "../session";

export type RankType = RankListValue["type"];

/*
 * Catalogue queries shared by the slots lobby, the home page and the launch helper. Every key
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

/* ---- The catalogue of one category (GCSGAME_gameList) ---- */

/**
 * The whole category in one request (10,000 slots are ~1.5 MB of JSON, ~150 KB compressed): the
 * lobby filters and searches it in the browser, so it is cached for the whole visit.
 */
export const gameListQueryOptions = (category: GameCategory, language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: gameKeys.list(category, language),
    queryFn: ({ signal }) => apiGet<GameListValue>(PATHS.gameList, { gameCategory: category }, signal),
    staleTime: 30 * 60_000,
    gcTime: 60 * 60_000,
  });

export const useGameList = (category: GameCategory) => useQuery(gameListQueryOptions(category, useLanguage()));

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

/* ---- Favorites (MCSFE_getFavoriteGames, MCSFE_getFavoriteGamesList, MCSFE_setFavoriteGame) ---- */

export const favoriteIdsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: gameKeys.favoriteIds(token),
    queryFn: ({ signal }) => apiGet<FavoriteGamesValue>(PATHS.favoriteGames, {}, signal).then((value) => value.gameIds),
    staleTime: 5 * 60_000,
  });

export const favoriteListQueryOptions = (token: string, language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: gameKeys.favoriteList(token, language),
    queryFn: ({ signal }) =>
      apiGet<FavoriteGamesListValue>(PATHS.favoriteGamesList, {}, signal).then((value) => value.list),
    staleTime: 5 * 60_000,
  });

/** The logged-in member's favorite game ids (empty and idle when logged out). */
export function useFavoriteIds() {
  const session = useSession();
  return useQuery({ ...favoriteIdsQueryOptions(session?.token ?? ""), enabled: session !== null });
}

export function useFavoriteList() {
  const session = useSession();
  return useQuery({
    ...favoriteListQueryOptions(session?.token ?? "", useLanguage()),
    enabled: session !== null,
  });
}

export type SetFavoriteInput = {
  game: GameEntry;
  favorite: boolean;
};

/** The ids after adding (at the front, as the list is newest first) or removing one game. */
export function withFavorite(ids: readonly number[], gameId: number, favorite: boolean): number[] {
  const others = ids.filter((id) => id !== gameId);
  return favorite ? [gameId, ...others] : others;
}

export type FavoriteSnapshot = { ids?: number[]; lists: [readonly unknown[], GameEntry[] | undefined][] };

const favoriteListFilter = (token: string) => ({ queryKey: ["games", "favorite-list", token] });

/**
 * Shows a favorite change at once in every cached view of it (the hearts' id list and the
 * favorites strip, in every language) and returns what was there before, for `restoreFavorites`.
 */
export function applyFavoriteOptimistically(
  queryClient: QueryClient,
  token: string,
  game: GameEntry,
  favorite: boolean,
): FavoriteSnapshot {
  const idsKey = gameKeys.favoriteIds(token);
  const listFilter = favoriteListFilter(token);
  const snapshot: FavoriteSnapshot = {
    ids: queryClient.getQueryData<number[]>(idsKey),
    lists: queryClient.getQueriesData<GameEntry[]>(listFilter),
  };
  queryClient.setQueryData<number[]>(idsKey, (ids) => withFavorite(ids ?? [], game.gameId, favorite));
  queryClient.setQueriesData<GameEntry[]>(listFilter, (list) => {
    if (list === undefined) return list;
    const others = list.filter((g) => g.gameId !== game.gameId);
    return favorite ? [game, ...others] : others;
  });
  return snapshot;
}

/** Puts back what `applyFavoriteOptimistically` replaced (the server refused the change). */
export function restoreFavorites(queryClient: QueryClient, token: string, snapshot: FavoriteSnapshot): void {
  queryClient.setQueryData(gameKeys.favoriteIds(token), snapshot.ids);
  for (const [key, list] of snapshot.lists) queryClient.setQueryData(key, list);
}

/** MCSFE_setFavoriteGame: adds or removes one favorite; answers the member's new id list. */
export function setFavoriteGame({ game, favorite }: SetFavoriteInput): Promise<FavoriteGamesValue> {
  return apiSend<FavoriteGamesValue>("POST", PATHS.setFavoriteGame, { body: { gameId: game.gameId, favorite } });
}

/**
 * The options of the favorite mutation, for `useMutation(favoriteMutationOptions(client, token))`
 * (kept free of `useMutation` itself so the home page's hot games do not load it). Optimistic: the
 * heart and the favorites strip change at once and roll back if the server refuses (e.g.
 * `favorites_limit`); the caller shows the error. The server's answer (the new id list) then
 * replaces the guess.
 */
export function favoriteMutationOptions(queryClient: QueryClient, token: string) {
  return {
    mutationFn: setFavoriteGame,
    onMutate: async ({ game, favorite }: SetFavoriteInput): Promise<FavoriteSnapshot> => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: gameKeys.favoriteIds(token) }),
        queryClient.cancelQueries(favoriteListFilter(token)),
      ]);
      return applyFavoriteOptimistically(queryClient, token, game, favorite);
    },
    onError: (_error: Error, _input: SetFavoriteInput, snapshot: FavoriteSnapshot | undefined) => {
      if (snapshot) restoreFavorites(queryClient, token, snapshot);
    },
    onSuccess: (value: FavoriteGamesValue) => {
      queryClient.setQueryData(gameKeys.favoriteIds(token), value.gameIds);
    },
    // The list holds whole entries the server orders: fetch it again once the change is settled.
    onSettled: () => queryClient.invalidateQueries(favoriteListFilter(token)),
  };
}

/* ---- Recent games (GCS_recentGame) ---- */

export const recentGamesQueryOptions = (token: string, language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: gameKeys.recent(token, language),
    queryFn: ({ signal }) => apiGet<RecentGamesValue>(PATHS.recentGames, {}, signal).then((value) => value.list),
    staleTime: 60_000,
  });

/** The member's recently launched games; the launch helper invalidates `gameKeys.all` prefixes after a launch. */
export function useRecentGames() {
  const session = useSession();
  return useQuery({ ...recentGamesQueryOptions(session?.token ?? "", useLanguage()), enabled: session !== null });
}

/** After a launch the member's recent games change: the launch helper may call this. */
export function invalidateRecentGames(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ["games", "recent"] });
}
