import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type Language, type RecentGamesValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { currentLanguage } from "../../../lib/language";
import { gameKeys } from "../../../lib/queries/games";
import { useSession } from "../../../lib/session";

/* The member's recently launched games (GCS_recentGame). */

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
