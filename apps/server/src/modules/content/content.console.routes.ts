import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONSOLE_PATHS,
  consoleContentPageSchema,
  consoleContentPageSummarySchema,
  consoleContentPublishSchema,
  consoleContentSaveResultSchema,
  consoleContentSaveSchema,
  contentLanguageParamsSchema,
  contentSlugParamsSchema,
  envelopeSchema,
} from "@lotus/contracts";
import { inTransaction } from "../../db/pool.ts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS as tags, actorOf, appendAudit, consoleErrors as errors, noQuery } from "../operator/index.ts";
import { pageDetail, pageSummaries, publishVersion, saveVersion } from "./content.service.ts";

/**
 * Content pages in the console (issue 16 item 5): the pages with each language's state, one page with
 * its history, saving a language's text (a new version, published at once or kept as a draft) and
 * publishing any version (a rollback too). Changes are audited in the transaction that makes them.
 */
export const contentConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const readRoute = routeShape(app.requireOperator("contentRead"), tags, errors);
  const writeRoute = routeShape(app.requireOperator("content"), tags, errors);

  app.get(
    CONSOLE_PATHS.contentPages,
    readRoute(
      "Every content page with, per language, its state (published, draft, empty), title and last edit",
      { querystring: noQuery },
      envelopeSchema(z.array(consoleContentPageSummarySchema)),
    ),
    async (request) => ok(request, await pageSummaries(app.db)),
  );

  app.get(
    CONSOLE_PATHS.contentPage,
    readRoute(
      "One content page: the newest text per language, the published versions and every version (newest first)",
      { params: contentSlugParamsSchema, querystring: noQuery },
      envelopeSchema(consoleContentPageSchema),
    ),
    async (request) => ok(request, await pageDetail(app.db, request.params.slug)),
  );

  app.put(
    CONSOLE_PATHS.contentPageLanguage,
    writeRoute(
      "Saves a page's text in one language as a new version (unchanged text: none), published at once when asked",
      { params: contentLanguageParamsSchema, body: consoleContentSaveSchema },
      envelopeSchema(consoleContentSaveResultSchema),
    ),
    async (request) => {
      const actor = actorOf(request);
      const { slug, language } = request.params;
      const result = await inTransaction(app.db, async (tx) => {
        const saved = await saveVersion(tx, { slug, language, ...request.body, operator: actor.session.username });
        await appendAudit(tx, {
          operator: actor.session.username,
          action: request.body.publish ? "content.page.publish" : "content.page.save",
          target: `content:${slug}:${language}`,
          ip: actor.ip,
          detail: {
            versionId: saved.versionId,
            created: saved.created,
            published: saved.published,
            title: request.body.title,
            length: request.body.body.length,
          },
        });
        return saved;
      });
      return ok(request, result);
    },
  );

  app.post(
    CONSOLE_PATHS.contentPagePublish,
    writeRoute(
      "Publishes a version of the page in that language (an older one rolls back)",
      { params: contentLanguageParamsSchema, body: consoleContentPublishSchema },
      envelopeSchema(z.object({ versionId: z.string(), previousVersionId: z.string().nullable() })),
    ),
    async (request) => {
      const actor = actorOf(request);
      const { slug, language } = request.params;
      const versionId = BigInt(request.body.versionId);
      const previous = await inTransaction(app.db, async (tx) => {
        const done = await publishVersion(tx, { slug, language, versionId, operator: actor.session.username });
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "content.page.publish",
          target: `content:${slug}:${language}`,
          ip: actor.ip,
          detail: { versionId: versionId.toString(), previousVersionId: done.previous?.toString() ?? null },
        });
        return done.previous;
      });
      return ok(request, { versionId: versionId.toString(), previousVersionId: previous?.toString() ?? null });
    },
  );
};
