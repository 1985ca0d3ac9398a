/*
 * Content pages (issue 16 item 5), zod-free: which pages there are and where the site shows them. Their
 * text's markup and parser are in content-markup.ts.
 */

/** The pages of spec §2, in footer order. */
export const CONTENT_PAGE_SLUGS = [
  "about-us",
  "licences",
  "responsible-gaming",
  "partners",
  "sponsors",
  "beginner-guide",
  "terms",
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
export const isContentPageSlug = (value: string): value is ContentPageSlug =>
  (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);

/** The site path of a content page (`/about-us`, …). */
export const contentPagePath = (slug: ContentPageSlug): string => `/${slug}`;

export const CONTENT_TITLE_MAX = 120;
export const CONTENT_BODY_MAX = 20_000;
