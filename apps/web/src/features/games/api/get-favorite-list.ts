import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type FavoriteGamesListValue, type Language } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { currentLanguage } from "../../../lib/language";
import { gameKeys } from "../../../lib/queries/games";
import { useSession } from "../../../lib/session";

/* The member's favorite games, newest first: the favorites strip (MCSFE_getFavoriteGamesList). */

export const favoriteListQueryOptions = (token: string, language: Language = currentLanguage()) =>
  queryOptions({
    queryKey: gameKeys.favoriteList(token, language),
    queryFn: ({ signal }) =>
      apiGet<FavoriteGamesListValue>(PATHS.favoriteGamesList, {}, signal).then((value) => value.list),
    staleTime: 5 * 60_000,
  });

export function useFavoriteList() {
  const session = useSession();
  return useQuery({
    ...favoriteListQueryOptions(session?.token ?? "", useLanguage()),
    enabled: session !== null,
  });
}
