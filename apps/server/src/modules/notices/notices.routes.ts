import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PATHS, announcementsQuerySchema, announcementsResponseSchema, idParamsSchema } from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { optionalSession } from "../../plugins/auth.ts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import * as repo from "./notices.repository.ts";
import { announcements } from "./notices.service.ts";

/**
 * Announcements for the site (spec §3, §4, §7): the notices running now for the viewer — a visitor, or
 * the member of the Bearer token (an expired or unknown token reads as a visitor). The answer depends
 * on the login, so it is never kept by a shared cache (no-store, the default). Uploaded notice images
 * are public files of the image CDN, never changed once written.
 */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.announcements,
    {
      schema: {
        tags: ["announcements"],
        summary:
          "Announcements for the viewer (visitor or member): player marquee, banners, popup, promotion and help notices",
        querystring: announcementsQuerySchema,
        response: { 200: announcementsResponseSchema, ...errorResponses([400, 500]) },
      },
    },
    async (request) => {
      const session = await optionalSession(request);
      const viewer = session ? { memberId: session.memberId } : null;
      return ok(request, await announcements(app.db, request.query, request.language, viewer));
    },
  );

  app.get(
    PATHS.noticeImage,
    {
      schema: {
        tags: ["announcements"],
        summary: "An uploaded notice image (PNG or JPEG bytes), cached for good: an image never changes",
        params: idParamsSchema,
        querystring: z.strictObject({}),
        response: { 200: z.any().describe("the image bytes"), ...errorResponses([400, 404, 500]) },
      },
    },
    async (request, reply) => {
      const image = await repo.imageById(app.db, BigInt(request.params.id));
      if (!image) throw new AppError("not_found");
      return reply
        .header("content-type", image.content_type)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(image.bytes);
    },
  );
};
