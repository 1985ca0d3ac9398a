import {
  LANGUAGES,
  unsafeLinkOf,
  type ConsoleContentPage,
  type ConsoleContentPageSummary,
  type ConsoleContentSaveResult,
  type ConsoleContentVersion,
  type ContentPage,
  type ContentPageLink,
  type ContentPageSlug,
  type Language,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import * as repo from "./content.repository.ts";

/* ---- member side ---- */

/** The published page in `language` (vi when that language has none); content_page_not_found otherwise. */
export async function readPage(db: DbClient, slug: string, language: Language): Promise<ContentPage> {
  const row = await repo.publishedVersion(db, slug, language);
  if (!row) throw new AppError("content_page_not_found");
  return {
    slug: row.slug,
    language: row.language,
    title: row.title,
    body: row.body,
    versionId: row.id.toString(),
    updatedAt: row.created_at.toISOString(),
  };
}

export const pageLinks = (db: DbClient, language: Language): Promise<ContentPageLink[]> =>
  repo.publishedTitles(db, language);

/* ---- console side ---- */

type LanguageSummary = ConsoleContentPageSummary["languages"][Language];

/** Every page with, per language, whether its newest text is published, waiting as a draft, or missing. */
export async function pageSummaries(db: DbClient): Promise<ConsoleContentPageSummary[]> {
  const [slugs, states] = await Promise.all([repo.pageSlugs(db), repo.languageStates(db)]);
  return slugs.map((slug) => {
    const languages = Object.fromEntries(
      LANGUAGES.map((language): [Language, LanguageSummary] => {
        const row = states.find((s) => s.slug === slug && s.language === language);
        if (!row) return [language, { state: "empty", title: null, updatedAt: null, updatedBy: null }];
        return [
          language,
          {
            state: row.published_id === row.latest_id ? "published" : "draft",
            title: row.title,
            updatedAt: row.created_at.toISOString(),
            updatedBy: row.operator,
          },
        ];
      }),
    ) as ConsoleContentPageSummary["languages"];
    return { slug, languages };
  });
}

/** One page: the newest version per language, the published version ids, and the whole history. */
export async function pageDetail(db: DbClient, slug: ContentPageSlug): Promise<ConsoleContentPage> {
  const [versions, publications] = await Promise.all([repo.versionsOf(db, slug), repo.publicationsOf(db, slug)]);
  const published = new Map(publications.map((p) => [p.language, p.version_id]));
  const wire = (v: repo.VersionRow): ConsoleContentVersion => ({
    id: v.id.toString(),
    language: v.language,
    title: v.title,
    body: v.body,
    operator: v.operator,
    createdAt: v.created_at.toISOString(),
    published: published.get(v.language) === v.id,
  });
  const latest = Object.fromEntries(
    LANGUAGES.map((language) => {
      const row = versions.find((v) => v.language === language);
      return [language, row ? wire(row) : null];
    }),
  ) as ConsoleContentPage["latest"];
  const publishedVersionIds = Object.fromEntries(
    LANGUAGES.map((language) => [language, published.get(language)?.toString() ?? null]),
  ) as ConsoleContentPage["publishedVersionIds"];
  return {
    slug,
    latest,
    publishedVersionIds,
    history: versions.map((v) => {
      const { body: _body, ...rest } = wire(v);
      return rest;
    }),
  };
}

export type SaveInput = {
  slug: ContentPageSlug;
  language: Language;
  title: string;
  body: string;
  publish: boolean;
  operator: string;
};

/**
 * Saves a page's text in one language as a new version (none when title and text are unchanged) and
 * publishes it when asked — inside the caller's transaction, so its audit row commits with it. A link
 * to anywhere but a site path, https, mailto or tel is refused (content_markup_invalid), nothing stored.
 */
export async function saveVersion(tx: DbClient, input: SaveInput): Promise<ConsoleContentSaveResult> {
  const href = unsafeLinkOf(input.body);
  if (href !== null) throw new AppError("content_markup_invalid", { href: href.slice(0, 80) });
  if (!(await repo.lockPage(tx, input.slug))) throw new AppError("content_page_not_found");
  const latest = await repo.latestVersion(tx, input.slug, input.language);
  const body = input.body.replace(/\r\n?/g, "\n").trimEnd();
  const unchanged = latest !== null && latest.title === input.title && latest.body === body;
  const versionId = unchanged ? latest.id : await repo.insertVersion(tx, { ...input, body });
  if (input.publish) {
    await repo.publish(tx, { slug: input.slug, language: input.language, versionId, operator: input.operator });
  }
  return { versionId: versionId.toString(), created: !unchanged, published: input.publish };
}

/** Publishes an existing version (also a rollback to an older one); the version previously published. */
export async function publishVersion(
  tx: DbClient,
  input: { slug: ContentPageSlug; language: Language; versionId: bigint; operator: string },
): Promise<{ previous: bigint | null }> {
  if (!(await repo.lockPage(tx, input.slug))) throw new AppError("content_page_not_found");
  const version = await repo.versionById(tx, input.slug, input.language, input.versionId);
  if (!version) throw new AppError("content_version_not_found");
  return { previous: await repo.publish(tx, input) };
}

/**
 * The demo texts (seed): each page and language without any version gets the text as its first,
 * published version, by "seed". An operator's later edits are never replaced.
 */
export async function seedPages(
  db: Db,
  pages: { slug: ContentPageSlug; texts: Record<Language, { title: string; body: string }> }[],
): Promise<void> {
  await inTransaction(db, async (tx) => {
    for (const page of pages) {
      for (const language of LANGUAGES) {
        if (await repo.hasVersion(tx, page.slug, language)) continue;
        const text = page.texts[language];
        await saveVersion(tx, { slug: page.slug, language, ...text, publish: true, operator: "seed" });
      }
    }
  });
}
