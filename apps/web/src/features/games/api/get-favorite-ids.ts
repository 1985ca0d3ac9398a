import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type FavoriteGamesValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { gameKeys } from "../../../lib/queries/games";
import { useSession } from "../../../lib/session";

/* The member's favorite game ids, the hearts (MCSFE_getFavoriteGames). */

export const favoriteIdsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: gameKeys.favoriteIds(token),
    queryFn: ({ signal }) => apiGet<FavoriteGamesValue>(PATHS.favoriteGames, {}, signal).then((value) => value.gameIds),
    staleTime: 5 * 60_000,
  });

/** The logged-in member's favorite game ids (empty and idle when logged out). */
export function useFavoriteIds() {
  const session = useSession();
  return useQuery({ ...favoriteIdsQueryOptions(session?.token ?? ""), enabled: session !== null });
}
