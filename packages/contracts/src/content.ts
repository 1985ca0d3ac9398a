import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { LANGUAGES } from "./languages.ts";
import { multilineTextSchema, textSchema } from "./text.ts";
import { CONTENT_BODY_MAX, CONTENT_PAGE_SLUGS, CONTENT_TITLE_MAX } from "./content-pages.ts";

/*
 * Content pages (issue 16 item 5; spec §2 about us, licences, responsible gaming, partners, sponsors,
 * beginner guide, terms): one text per page and language, versioned (every save is a new version with
 * its operator and time), published per language. Members read the published version of their
 * language, else the Vietnamese one. The text is the markup of content-markup.ts.
 */

export const contentSlugSchema = z.enum(CONTENT_PAGE_SLUGS);
export const contentLanguageSchema = z.enum(LANGUAGES);
export const contentSlugParamsSchema = z.strictObject({ slug: contentSlugSchema });
export const contentLanguageParamsSchema = z.strictObject({ slug: contentSlugSchema, language: contentLanguageSchema });

/* ---- member calls ---- */

/** GET /wps/content/pages: the published pages with their titles (footer, help centre). */
export const contentPageLinkSchema = z.object({ slug: contentSlugSchema, title: z.string() });
export type ContentPageLink = z.infer<typeof contentPageLinkSchema>;
export const contentPagesResponseSchema = envelopeSchema(z.array(contentPageLinkSchema));

/** GET /wps/content/pages/:slug: the published text in the request's language (or vi). */
export const contentPageSchema = z.object({
  slug: contentSlugSchema,
  /** The language of the text served (vi when the asked one has no published version). */
  language: contentLanguageSchema,
  title: z.string(),
  body: z.string(),
  versionId: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponseSchema = envelopeSchema(contentPageSchema);

/* ---- console calls ---- */

export const CONTENT_LANGUAGE_STATES = ["published", "draft", "empty"] as const;
export type ContentLanguageState = (typeof CONTENT_LANGUAGE_STATES)[number];

const languageSummarySchema = z.object({
  /** published: the newest version is the published one; draft: a newer version waits; empty: no text. */
  state: z.enum(CONTENT_LANGUAGE_STATES),
  title: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export const consoleContentPageSummarySchema = z.object({
  slug: contentSlugSchema,
  languages: z.object(
    Object.fromEntries(LANGUAGES.map((l) => [l, languageSummarySchema])) as Record<
      (typeof LANGUAGES)[number],
      typeof languageSummarySchema
    >,
  ),
});
export type ConsoleContentPageSummary = z.infer<typeof consoleContentPageSummarySchema>;

export const consoleContentVersionSchema = z.object({
  id: z.string(),
  language: contentLanguageSchema,
  title: z.string(),
  body: z.string(),
  operator: z.string(),
  createdAt: z.string(),
  published: z.boolean(),
});
export type ConsoleContentVersion = z.infer<typeof consoleContentVersionSchema>;

/** One page: per language its newest version and the published one, and the history (newest first). */
export const consoleContentPageSchema = z.object({
  slug: contentSlugSchema,
  latest: z.record(contentLanguageSchema, consoleContentVersionSchema.nullable()),
  publishedVersionIds: z.record(contentLanguageSchema, z.string().nullable()),
  history: z.array(consoleContentVersionSchema.omit({ body: true })),
});
export type ConsoleContentPage = z.infer<typeof consoleContentPageSchema>;

/** PUT …/:slug/:language: saves a new version (nothing when the text is unchanged), published at once if asked. */
export const consoleContentSaveSchema = z.strictObject({
  title: textSchema(CONTENT_TITLE_MAX).trim().min(1),
  body: multilineTextSchema(CONTENT_BODY_MAX).refine((s) => s.trim() !== "", { message: "body is empty" }),
  publish: z.boolean(),
});
export type ConsoleContentSave = z.infer<typeof consoleContentSaveSchema>;

/** POST …/:slug/:language/publish: makes a version of that page and language the published one. */
export const consoleContentPublishSchema = z.strictObject({ versionId: z.string().regex(/^[0-9]{1,18}$/) });
export type ConsoleContentPublish = z.infer<typeof consoleContentPublishSchema>;

export const consoleContentSaveResultSchema = z.object({
  versionId: z.string(),
  created: z.boolean(),
  published: z.boolean(),
});
export type ConsoleContentSaveResult = z.infer<typeof consoleContentSaveResultSchema>;
