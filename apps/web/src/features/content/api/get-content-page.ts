import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type ContentPage, type ContentPageSlug, type Language } from "@lotus/contracts/web";
import { ApiError, apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";

/** One content page in the site's language (the server answers vi when that language has no text). */
export const contentPageQueryOptions = (slug: ContentPageSlug, language: Language) =>
  queryOptions({
    queryKey: ["content-page", slug, language],
    queryFn: ({ signal }) => apiGet<ContentPage>(PATHS.contentPage.replace(":slug", slug), {}, signal),
    staleTime: 60_000,
    // A page without a published text does not come back by retrying.
    retry: (count, error) => !(error instanceof ApiError && error.code === "content_page_not_found") && count < 2,
  });

export const useContentPage = (slug: ContentPageSlug) => useQuery(contentPageQueryOptions(slug, useLanguage()));
