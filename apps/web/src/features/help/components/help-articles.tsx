import { useTranslation } from "react-i18next";
import type { HelpCategory } from "@lotus/contracts/web";
import { EmptyState } from "../../../components/ui/empty-state";
import { ChevronDownIcon } from "../../../components/ui/icons";

/** A category's articles as disclosures: the question first, the answer when opened. */
export function HelpArticles({ category, query }: { category: HelpCategory; query?: string }) {
  const { t } = useTranslation("help");
  const headingId = `help-category-${category.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 flex items-center gap-3 font-display text-xl font-bold text-fg sm:text-2xl">
        <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-gradient-to-b from-gold to-brand" />
        {category.title}
      </h2>
      {category.articles.length === 0 ? (
        <EmptyState title={t("emptyCategory.title")} description={t("emptyCategory.text")} />
      ) : (
        <ul className="space-y-3">
          {category.articles.map((article) => (
            <li key={article.id}>
              <details
                // A search result opens by itself when it is the only one.
                open={query !== undefined && category.articles.length === 1 ? true : undefined}
                className="group rounded-card border border-line bg-surface shadow-card open:border-gold/60"
              >
                <summary className="flex min-h-14 cursor-pointer list-none items-center gap-4 rounded-card px-5 py-4 text-base font-semibold text-fg [&::-webkit-details-marker]:hidden">
                  <span className="flex-1">{article.title}</span>
                  <ChevronDownIcon className="size-5 shrink-0 text-fg-muted transition-transform group-open:rotate-180" />
                </summary>
                <p className="border-t border-line px-5 pt-4 pb-5 leading-relaxed whitespace-pre-line text-fg-muted">
                  {article.content}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
