import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PATHS, announcementsQuerySchema, announcementsResponseSchema } from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { announcements } from "./notices.service.ts";

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
    async (request) => ok(request, await announcements(app.db, request.query, request.language)),
  );
};
