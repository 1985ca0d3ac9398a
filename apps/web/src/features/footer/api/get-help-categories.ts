import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type HelpCategory, type Language } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";

/** The help-centre call; the same query key as the help page, so both share one answer. */
export const helpCategoriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ["help-center", language],
    queryFn: ({ signal }) => apiGet<HelpCategory[]>(PATHS.helpCenter, {}, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useHelpCategories = () => useQuery(helpCategoriesQueryOptions(useLanguage()));
