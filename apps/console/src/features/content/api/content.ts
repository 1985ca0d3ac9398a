import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsoleContentPage,
  type ConsoleContentPageSummary,
  type ConsoleContentSaveResult,
  type ContentPageSlug,
  type Language,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

/*
 * Content pages in the console (issue 16): the pages with each language's state, one page with its
 * versions, saving a language (a new version, published or kept as a draft), publishing a version.
 * Every change is audited on the server; the lists refresh after it.
 */
const keys = {
  all: consoleKey("content"),
  pages: consoleKey("content", "pages"),
  page: (slug: string) => consoleKey("content", "page", slug),
};

export const useContentPages = () =>
  useQuery({
    queryKey: keys.pages,
    queryFn: ({ signal }) => api.get<ConsoleContentPageSummary[]>(CONSOLE_PATHS.contentPages, {}, signal),
  });

export const useContentPage = (slug: ContentPageSlug) =>
  useQuery({
    queryKey: keys.page(slug),
    queryFn: ({ signal }) => api.get<ConsoleContentPage>(pathOf(CONSOLE_PATHS.contentPage, { slug }), {}, signal),
  });

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      slug: ContentPageSlug;
      language: Language;
      title: string;
      body: string;
      publish: boolean;
    }) => {
      const { slug, language, ...body } = input;
      return api.send<ConsoleContentSaveResult>(
        "PUT",
        pathOf(CONSOLE_PATHS.contentPageLanguage, { slug, language }),
        body,
      );
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function usePublishVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, language, versionId }: { slug: ContentPageSlug; language: Language; versionId: string }) =>
      api.send<{ versionId: string; previousVersionId: string | null }>(
        "POST",
        pathOf(CONSOLE_PATHS.contentPagePublish, { slug, language }),
        { versionId },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
