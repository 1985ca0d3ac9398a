import type { QueryClient } from "@tanstack/react-query";
import { PATHS, type FavoriteGamesValue, type GameEntry } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { gameKeys } from "../../../lib/queries/games";

/* Adds or removes one favorite (MCSFE_setFavoriteGame), optimistically, owning its cache updates. */

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
