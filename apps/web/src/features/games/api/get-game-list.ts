import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type GameCategory, type GameListValue, type Language } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { currentLanguage } from "../../../lib/language";
import { gameKeys } from "../../../lib/queries/games";

/* The catalogue of one category (GCSGAME_gameList). */

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
