import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  contentPageResponseSchema,
  contentPagesResponseSchema,
  contentSlugParamsSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { pageLinks, readPage } from "./content.service.ts";

const tags = ["content"];
const errors = errorResponses([400, 404, 500]);
const noQuery = z.strictObject({});

/** Shared caches may keep a page a minute (it is the same for every member), by language. */
const CACHE = "public, max-age=60, stale-while-revalidate=300";

/**
 * Content pages for members and visitors (issue 16 item 5): the published pages with their titles,
 * and one page in the request's language (vi when that language has none). Public and cacheable:
 * Cache-Control public with Vary: Language, an ETag of the version served, 304 on If-None-Match.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.contentPages,
    {
      schema: {
        tags,
        summary: "The published content pages with their titles in the request's language (footer, help centre)",
        querystring: noQuery,
        response: { 200: contentPagesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", CACHE).header("vary", "Language");
      return ok(request, await pageLinks(app.db, request.language));
    },
  );

  app.get(
    PATHS.contentPage,
    {
      schema: {
        tags,
        summary: "One content page's published text in the request's language, else Vietnamese; ETag, 304",
        params: contentSlugParamsSchema,
        querystring: noQuery,
        response: { 200: contentPageResponseSchema, 304: z.null().describe("Not modified"), ...errors },
      },
    },
    async (request, reply) => {
      const page = await readPage(app.db, request.params.slug, request.language);
      const etag = `"content-${page.versionId}-${request.language}"`;
      reply.header("cache-control", CACHE).header("vary", "Language").header("etag", etag);
      const asked = request.headers["if-none-match"];
      if (asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
        return reply.code(304).send(null);
      }
      return ok(request, page);
    },
  );
};
