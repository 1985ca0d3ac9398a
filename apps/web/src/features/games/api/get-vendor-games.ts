import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type GameEntry, type GameListValue, type Language } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/language";
import { useLanguage } from "../../../lib/i18n";

/** One vendor's games (GCSGAME_gameList?vassalage=…): the sub-game list of a vendor card. */
export const getVendorGames = (vassalage: string, signal?: AbortSignal) =>
  apiGet<GameListValue>(PATHS.gameList, { vassalage }, signal).then((value) => value.list);

export const vendorGamesQueryOptions = (vassalage: string, language: Language = currentLanguage()) =>
  queryOptions<GameEntry[]>({
    queryKey: ["games", "vendor", vassalage, language],
    queryFn: ({ signal }) => getVendorGames(vassalage, signal),
    staleTime: 10 * 60_000,
  });

export const useVendorGames = (vassalage: string | null) =>
  useQuery({ ...vendorGamesQueryOptions(vassalage ?? "", useLanguage()), enabled: vassalage !== null });
