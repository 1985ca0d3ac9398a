import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type ContentPageLink, type Language } from "@lotus/contracts/web";
import { apiGet } from "../api-client";
import { useLanguage } from "../i18n";

/**
 * The published content pages with their titles (issue 16: about us, licences, responsible gaming,
 * partners, sponsors, beginner guide, terms) — one answer shared by the footer, the help centre and
 * the content pages' own menu.
 */
export const contentPagesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ["content-pages", language],
    queryFn: ({ signal }) => apiGet<ContentPageLink[]>(PATHS.contentPages, {}, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useContentPages = () => useQuery(contentPagesQueryOptions(useLanguage()));
