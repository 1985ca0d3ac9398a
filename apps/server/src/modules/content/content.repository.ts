import type { DbClient } from "../../db/pool.ts";
import type { ContentPageSlug, Language } from "@lotus/contracts";

/* All SQL of content pages (issue 16 item 5): pages, their versions and what is published. */

export type VersionRow = {
  id: bigint;
  slug: ContentPageSlug;
  language: Language;
  title: string;
  body: string;
  operator: string;
  created_at: Date;
};

export type PublishedRow = VersionRow;

/** The published version of a page in `language`, else in vi; null when neither is published. */
export async function publishedVersion(db: DbClient, slug: string, language: Language): Promise<PublishedRow | null> {
  const { rows } = await db.query<PublishedRow>(
    `select v.id, v.slug, v.language, v.title, v.body, v.operator, p.published_at as created_at
       from content_publication p
       join content_version v on v.id = p.version_id
      where p.slug = $1 and p.language = any($2::text[])
      order by (p.language = $3) desc
      limit 1`,
    [slug, [language, "vi"], language],
  );
  return rows[0] ?? null;
}

/** Every page with a published text: its title in `language`, else in vi (pages in their order). */
export async function publishedTitles(
  db: DbClient,
  language: Language,
): Promise<{ slug: ContentPageSlug; title: string }[]> {
  const { rows } = await db.query<{ slug: ContentPageSlug; title: string }>(
    `select pg.slug, coalesce(own.title, vi.title) as title
       from content_page pg
       left join content_publication po on po.slug = pg.slug and po.language = $1
       left join content_version own on own.id = po.version_id
       left join content_publication pv on pv.slug = pg.slug and pv.language = 'vi'
       left join content_version vi on vi.id = pv.version_id
      where coalesce(own.title, vi.title) is not null
      order by pg.sort, pg.slug`,
    [language],
  );
  return rows;
}

export type LanguageStateRow = {
  slug: ContentPageSlug;
  language: Language;
  latest_id: bigint;
  title: string;
  operator: string;
  created_at: Date;
  published_id: bigint | null;
};

/** Per page and language with any version: the newest version and the published version's id. */
export async function languageStates(db: DbClient): Promise<LanguageStateRow[]> {
  const { rows } = await db.query<LanguageStateRow>(
    `select distinct on (v.slug, v.language)
            v.slug, v.language, v.id as latest_id, v.title, v.operator, v.created_at, p.version_id as published_id
       from content_version v
       left join content_publication p on p.slug = v.slug and p.language = v.language
      order by v.slug, v.language, v.id desc`,
  );
  return rows;
}

export async function pageSlugs(db: DbClient): Promise<ContentPageSlug[]> {
  const { rows } = await db.query<{ slug: ContentPageSlug }>("select slug from content_page order by sort, slug");
  return rows.map((r) => r.slug);
}

/** Every version of a page, newest first (bodies included: the console shows the newest per language). */
export async function versionsOf(db: DbClient, slug: string): Promise<VersionRow[]> {
  const { rows } = await db.query<VersionRow>(
    `select id, slug, language, title, body, operator, created_at
       from content_version where slug = $1 order by id desc`,
    [slug],
  );
  return rows;
}

export async function publicationsOf(
  db: DbClient,
  slug: string,
): Promise<{ language: Language; version_id: bigint }[]> {
  const { rows } = await db.query<{ language: Language; version_id: bigint }>(
    "select language, version_id from content_publication where slug = $1",
    [slug],
  );
  return rows;
}

/** Locks the page row (saves and publications of one page run one after another); false when no such page. */
export async function lockPage(db: DbClient, slug: string): Promise<boolean> {
  const { rowCount } = await db.query("select 1 from content_page where slug = $1 for update", [slug]);
  return rowCount === 1;
}

export async function latestVersion(db: DbClient, slug: string, language: Language): Promise<VersionRow | null> {
  const { rows } = await db.query<VersionRow>(
    `select id, slug, language, title, body, operator, created_at
       from content_version where slug = $1 and language = $2 order by id desc limit 1`,
    [slug, language],
  );
  return rows[0] ?? null;
}

export async function versionById(
  db: DbClient,
  slug: string,
  language: Language,
  id: bigint,
): Promise<VersionRow | null> {
  const { rows } = await db.query<VersionRow>(
    `select id, slug, language, title, body, operator, created_at
       from content_version where id = $1 and slug = $2 and language = $3`,
    [id.toString(), slug, language],
  );
  return rows[0] ?? null;
}

export async function insertVersion(
  db: DbClient,
  v: { slug: string; language: Language; title: string; body: string; operator: string },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into content_version (slug, language, title, body, operator) values ($1, $2, $3, $4, $5) returning id`,
    [v.slug, v.language, v.title, v.body, v.operator],
  );
  return rows[0]!.id;
}

/** Makes `versionId` the published text of the page in that language; the previous one, or null. */
export async function publish(
  db: DbClient,
  p: { slug: string; language: Language; versionId: bigint; operator: string },
): Promise<bigint | null> {
  const { rows } = await db.query<{ previous: bigint | null }>(
    `with before as (select version_id from content_publication where slug = $1 and language = $2)
     insert into content_publication (slug, language, version_id, operator) values ($1, $2, $3, $4)
     on conflict (slug, language) do update
        set version_id = excluded.version_id, operator = excluded.operator, published_at = now()
     returning (select version_id from before) as previous`,
    [p.slug, p.language, p.versionId.toString(), p.operator],
  );
  return rows[0]?.previous ?? null;
}

/** Whether a page has any version in a language (the seed fills only empty languages). */
export async function hasVersion(db: DbClient, slug: string, language: Language): Promise<boolean> {
  const { rowCount } = await db.query("select 1 from content_version where slug = $1 and language = $2 limit 1", [
    slug,
    language,
  ]);
  return (rowCount ?? 0) > 0;
}
