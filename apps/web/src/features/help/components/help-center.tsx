import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { useHelpCenter } from "../api/get-help-center";
import { readableHelp, searchHelp } from "../utils/search-help";
import { HelpArticles } from "./help-articles";
import { HelpCategoryNav } from "./help-category-nav";
import { HelpContact } from "./help-contact";
import { HelpHeader } from "./help-header";
import { HelpPages } from "./help-pages";
import { HelpSearchBox } from "./help-search-box";
import { HelpSkeleton } from "./help-skeleton";

/**
 * The help centre of /help and /helpmc: categories on the left (chips on phones), the chosen
 * category's articles on the right. `?category=<code>` picks the category; the search box looks
 * through every article. `standalone` is the header-less page opened as a small window.
 */
export function HelpCenter({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation("help");
  const helpCenter = useHelpCenter();
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const resultsId = useId();

  const categories = readableHelp(helpCenter.data ?? []);
  const requested = searchParams.get("category");
  const selected = categories.find((category) => category.code === requested) ?? categories[0];
  const searching = query.trim() !== "";
  const results = searching ? searchHelp(categories, query) : [];
  const resultCount = results.reduce((sum, category) => sum + category.articles.length, 0);

  const search = (
    <HelpSearchBox value={query} onChange={setQuery} controls={selected ? resultsId : undefined} disabled={!selected} />
  );

  return (
    <div className={standalone ? "min-h-dvh" : "mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12"}>
      <HelpHeader standalone={standalone}>{search}</HelpHeader>

      <div className={standalone ? "mx-auto max-w-5xl px-4 pb-10 sm:px-6" : ""}>
        {!standalone && <HelpPages />}
        {helpCenter.isPending ? (
          <HelpSkeleton label={t("loading")} />
        ) : helpCenter.isError ? (
          <div role="alert">
            <EmptyState
              title={t("error.title")}
              description={t("error.text")}
              action={<Button onClick={() => void helpCenter.refetch()}>{t("error.retry")}</Button>}
            />
          </div>
        ) : !selected ? (
          <EmptyState title={t("empty.title")} description={t("empty.text")} />
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
            <HelpCategoryNav
              categories={categories}
              selectedCode={searching ? undefined : selected.code}
              onNavigate={() => setQuery("")}
            />
            <div id={resultsId}>
              <p role="status" className={searching ? "mb-4 text-sm text-fg-muted" : "sr-only"}>
                {searching ? t("search.results", { count: resultCount, query: query.trim() }) : ""}
              </p>
              {searching ? (
                resultCount === 0 ? (
                  <EmptyState
                    title={t("search.noResults.title")}
                    description={t("search.noResults.text")}
                    action={
                      <Button variant="secondary" onClick={() => setQuery("")}>
                        {t("search.clear")}
                      </Button>
                    }
                  />
                ) : (
                  <div className="space-y-8">
                    {results.map((category) => (
                      <HelpArticles key={category.id} category={category} query={query} />
                    ))}
                  </div>
                )
              ) : (
                <HelpArticles category={selected} />
              )}
              {!standalone && <HelpContact />}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
