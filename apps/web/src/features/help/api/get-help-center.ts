import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type HelpCategory, type Language } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";

/** Help-centre categories with their articles, written in the request's language. */
export function getHelpCenter(signal?: AbortSignal): Promise<HelpCategory[]> {
  return apiGet<HelpCategory[]>(PATHS.helpCenter, {}, signal);
}

export const helpCenterQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ["help-center", language],
    queryFn: ({ signal }) => getHelpCenter(signal),
    staleTime: 5 * 60_000,
    // A language switch keeps the previous text on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const useHelpCenter = () => useQuery(helpCenterQueryOptions(useLanguage()));
