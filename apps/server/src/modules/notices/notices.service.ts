import {
  DEFAULT_NOTICE_TYPES,
  NOTICE_DEFAULT_EXECUTION,
  NOTICE_PLATFORM_WEB,
  localized,
  type AnnouncementsValue,
  type Language,
  type Notice,
} from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { listActiveNotices, type NoticeRow } from "./notices.repository.ts";

function toNotice(row: NoticeRow, language: Language): Notice {
  return {
    id: row.id,
    type: row.type,
    title: localized(row.title, language),
    content: localized(row.content, language),
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    startsAt: row.starts_at.toISOString(),
  };
}

/** Spec §3 notice fetch: player (B, PL), banners (B with an image), popup (PU), promotion (PR). */
export function groupNotices(rows: NoticeRow[], language: Language): AnnouncementsValue {
  const notices = rows.map((row) => toNotice(row, language));
  return {
    player: notices.filter((n) => n.type === "PL" || n.type === "B"),
    banners: notices.filter((n) => n.type === "B" && n.imageUrl !== ""),
    popup: notices.filter((n) => n.type === "PU"),
    promotion: notices.filter((n) => n.type === "PR"),
  };
}

/**
 * The active notices of the asked types (comma-separated; the spec's default set when none), for a
 * platform and execution (web and the default when not given), grouped for the page.
 */
export async function announcements(
  db: DbClient,
  query: { types?: string | undefined; platform?: string | undefined; execution?: string | undefined },
  language: Language,
): Promise<AnnouncementsValue> {
  const rows = await listActiveNotices(db, {
    types: query.types ? query.types.split(",") : [...DEFAULT_NOTICE_TYPES],
    platform: query.platform ?? NOTICE_PLATFORM_WEB,
    execution: query.execution ?? NOTICE_DEFAULT_EXECUTION,
  });
  return groupNotices(rows, language);
}
