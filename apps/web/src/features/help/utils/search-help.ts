import type { HelpCategory } from "@lotus/contracts/web";

/**
 * Folds text for matching: lower case, Vietnamese tone and vowel marks removed, đ read as d, so
 * "rut tien" finds "Rút tiền". Only the Latin combining marks are dropped: Japanese dakuten
 * and Thai vowel signs change the word, not its accent.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase();
}

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
