import { foldForSearch, type HelpCategory } from "@lotus/contracts/web";

/** Folding shared with the lobby and the server (packages/contracts/src/search-fold.ts). */
export { foldForSearch };

/** Articles whose title or text contains every word of the query, grouped by category. */
export function searchHelp(categories: HelpCategory[], query: string): HelpCategory[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map((category) => ({
      ...category,
      articles: category.articles.filter((article) => {
        const haystack = foldForSearch(`${article.title}\n${article.content}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((category) => category.articles.length > 0);
}

/** Articles without a title in the reader's language cannot be listed; they are left out. */
export function readableHelp(categories: HelpCategory[]): HelpCategory[] {
  return categories.map((category) => ({
    ...category,
    articles: category.articles.filter((article) => article.title.trim() !== "" && article.content.trim() !== ""),
  }));
}
