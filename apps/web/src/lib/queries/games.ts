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
 * login never shows the previous member's favourites.
 */
export const gameKeys = {
  all: ["games"] as const,
  list: (category: GameCategory, language: Language) => ["games", "list", category, language] as const,
  hot: (merchantCode: string, language: Language) => ["games", "hot", merchantCode, language] as const,
  rank: (type: RankType, size: number, language: Language) => ["games", "rank", type, size, language] as const,
  /** The favourite game ids (hearts) of the member holding `token`. */
  favouriteIds: (token: string) => ["games", "favourite-ids", token] as const,
  /** The member's favourite games, newest first. */
  favouriteList: (token: string, language: Language) => ["games", "favourite-list", token, language] as const,
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

/* ---- Favourites (MCSFE_getFavoriteGames, MCSFE_getFavoriteGamesList, MCSFE_setFavoriteGame) ---- */

export const favouriteIdsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: gameKeys.favouriteIds(token),
    queryFn: ({ signal }) => apiGet<FavoriteGamesValue>(PATHS.favoriteGames, {}, signal).then((value) => value.gameIds),
    staleTime: 5 * 60_000,
  });

export const favouriteListQueryOptions = (token: string, language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: gameKeys.favouriteList(token, language),
    queryFn: ({ signal }) =>
      apiGet<FavoriteGamesListValue>(PATHS.favoriteGamesList, {}, signal).then((value) => value.list),
    staleTime: 5 * 60_000,
  });

/** The logged-in member's favourite game ids (empty and idle when logged out). */
export function useFavouriteIds() {
  const session = useSession();
  return useQuery({ ...favouriteIdsQueryOptions(session?.token ?? ""), enabled: session !== null });
}

export function useFavouriteList() {
  const session = useSession();
  return useQuery({
    ...favouriteListQueryOptions(session?.token ?? "", useLanguage()),
    enabled: session !== null,
  });
}

export type SetFavouriteInput = {
  game: GameEntry;
  favorite: boolean;
};

/** The ids after adding (at the front, as the list is newest first) or removing one game. */
export function withFavourite(ids: readonly number[], gameId: number, favorite: boolean): number[] {
  const others = ids.filter((id) => id !== gameId);
  return favorite ? [gameId, ...others] : others;
}

export type FavouriteSnapshot = { ids?: number[]; lists: [readonly unknown[], GameEntry[] | undefined][] };

const favouriteListFilter = (token: string) => ({ queryKey: ["games", "favourite-list", token] });

/**
 * Shows a favourite change at once in every cached view of it (the hearts' id list and the
 * favourites strip, in every language) and returns what was there before, for `restoreFavourites`.
 */
export function applyFavouriteOptimistically(
  queryClient: QueryClient,
  token: string,
  game: GameEntry,
  favorite: boolean,
): FavouriteSnapshot {
  const idsKey = gameKeys.favouriteIds(token);
  const listFilter = favouriteListFilter(token);
  const snapshot: FavouriteSnapshot = {
    ids: queryClient.getQueryData<number[]>(idsKey),
    lists: queryClient.getQueriesData<GameEntry[]>(listFilter),
  };
  queryClient.setQueryData<number[]>(idsKey, (ids) => withFavourite(ids ?? [], game.gameId, favorite));
  queryClient.setQueriesData<GameEntry[]>(listFilter, (list) => {
    if (list === undefined) return list;
    const others = list.filter((g) => g.gameId !== game.gameId);
    return favorite ? [game, ...others] : others;
  });
  return snapshot;
}

/** Puts back what `applyFavouriteOptimistically` replaced (the server refused the change). */
export function restoreFavourites(queryClient: QueryClient, token: string, snapshot: FavouriteSnapshot): void {
  queryClient.setQueryData(gameKeys.favouriteIds(token), snapshot.ids);
  for (const [key, list] of snapshot.lists) queryClient.setQueryData(key, list);
}

/** MCSFE_setFavoriteGame: adds or removes one favourite; answers the member's new id list. */
export function setFavouriteGame({ game, favorite }: SetFavouriteInput): Promise<FavoriteGamesValue> {
  return apiSend<FavoriteGamesValue>("POST", PATHS.setFavoriteGame, { body: { gameId: game.gameId, favorite } });
}

/**
 * The options of the favourite mutation, for `useMutation(favouriteMutationOptions(client, token))`
 * (kept free of `useMutation` itself so the home page's hot games do not load it). Optimistic: the
 * heart and the favourites strip change at once and roll back if the server refuses (e.g.
 * `favorites_limit`); the caller shows the error. The server's answer (the new id list) then
 * replaces the guess.
 */
export function favouriteMutationOptions(queryClient: QueryClient, token: string) {
  return {
    mutationFn: setFavouriteGame,
    onMutate: async ({ game, favorite }: SetFavouriteInput): Promise<FavouriteSnapshot> => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: gameKeys.favouriteIds(token) }),
        queryClient.cancelQueries(favouriteListFilter(token)),
      ]);
      return applyFavouriteOptimistically(queryClient, token, game, favorite);
    },
    onError: (_error: Error, _input: SetFavouriteInput, snapshot: FavouriteSnapshot | undefined) => {
      if (snapshot) restoreFavourites(queryClient, token, snapshot);
    },
    onSuccess: (value: FavoriteGamesValue) => {
      queryClient.setQueryData(gameKeys.favouriteIds(token), value.gameIds);
    },
    // The list holds whole entries the server orders: fetch it again once the change is settled.
    onSettled: () => queryClient.invalidateQueries(favouriteListFilter(token)),
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
