import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DEFAULT_NOTICE_TYPES,
  NOTICE_DEFAULT_EXECUTION,
  NOTICE_PLATFORM_WEB,
  PATHS,
  announcementsQuerySchema,
  announcementsResponseSchema,
  localized,
  type AnnouncementsValue,
  type Language,
  type Notice,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
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

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.announcements,
    {
      schema: {
        tags: ["announcements"],
        summary: "Announcements: player marquee, banners, popup and promotion notices",
        querystring: announcementsQuerySchema,
        response: { 200: announcementsResponseSchema, ...errorResponses([400, 500]) },
      },
    },
    async (request) => {
      const { types, platform, execution } = request.query;
      const rows = await listActiveNotices(app.db, {
        types: types ? types.split(",") : [...DEFAULT_NOTICE_TYPES],
        platform: platform ?? NOTICE_PLATFORM_WEB,
        execution: execution ?? NOTICE_DEFAULT_EXECUTION,
      });
      return ok(request, groupNotices(rows, request.language));
    },
  );
};
