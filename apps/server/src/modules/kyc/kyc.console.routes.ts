import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONSOLE_PATHS,
  consoleKycDocumentParamsSchema,
  consoleKycMemberParamsSchema,
  consoleKycMemberResponseSchema,
  consoleKycQueueQuerySchema,
  consoleKycQueueResponseSchema,
  consoleKycReviewRequestSchema,
  consoleKycSettingsRequestSchema,
  consoleKycSettingsResponseSchema,
  consoleKycSubmissionResponseSchema,
  idParamsSchema,
} from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS, actorOf, consoleErrors, noQuery } from "../operator/index.ts";
import {
  consoleMemberKyc,
  listQueue,
  readDocument,
  readKycSettings,
  reviewKyc,
  updateKycSettings,
} from "./kyc.console.ts";

/** Know your customer in the console: the review queue, document images, a member's tier, the withdrawal rule. */
export const kycConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = routeShape(app.requireOperator("kycRead"), CONSOLE_TAGS, consoleErrors);
  const review = routeShape(app.requireOperator("kyc"), CONSOLE_TAGS, consoleErrors);
  const settings = routeShape(app.requireOperator("settings"), CONSOLE_TAGS, consoleErrors);

  app.get(
    CONSOLE_PATHS.kycQueue,
    read(
      "Verification submissions with their documents (pending: oldest first)",
      { querystring: consoleKycQueueQuerySchema },
      consoleKycQueueResponseSchema,
    ),
    async (request) =>
      ok(request, await listQueue(app.db, request.query.status, request.query.page, request.query.size)),
  );

  app.post(
    CONSOLE_PATHS.kycReview,
    review(
      "Approves a submission, or rejects it with the reason the member reads (audited)",
      { params: idParamsSchema, body: consoleKycReviewRequestSchema },
      consoleKycSubmissionResponseSchema,
    ),
    async (request) => ok(request, await reviewKyc(app.db, BigInt(request.params.id), request.body, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.kycDocument,
    {
      ...read(
        "One document image of a submission (png or jpeg bytes)",
        { params: consoleKycDocumentParamsSchema, querystring: noQuery },
        // Raw bytes; Fastify sends a Buffer as is, without the serializer.
        z.any().describe("the image bytes"),
      ),
    },
    async (request, reply) => {
      const document = await readDocument(app.db, BigInt(request.params.id));
      return reply
        .header("content-type", document.content_type)
        .header("cache-control", "private, max-age=3600")
        .send(document.bytes);
    },
  );

  app.get(
    CONSOLE_PATHS.kycMember,
    read(
      "A member's verification tier, withdrawals made and every submission",
      { params: consoleKycMemberParamsSchema, querystring: noQuery },
      consoleKycMemberResponseSchema,
    ),
    async (request) => ok(request, await consoleMemberKyc(app.db, BigInt(request.params.id))),
  );

  app.get(
    CONSOLE_PATHS.kycSettings,
    read(
      "The withdrawal rule: the tier needed above an amount and after a count",
      { querystring: noQuery },
      consoleKycSettingsResponseSchema,
    ),
    async (request) => ok(request, await readKycSettings(app.db)),
  );

  app.put(
    CONSOLE_PATHS.kycSettings,
    settings(
      "Sets the withdrawal rule (a threshold of 0 switches that rule off; audited)",
      { body: consoleKycSettingsRequestSchema },
      consoleKycSettingsResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await updateKycSettings(
          app.db,
          {
            amount_threshold: request.body.amountThreshold,
            amount_tier: request.body.amountTier,
            count_threshold: request.body.countThreshold,
            count_tier: request.body.countTier,
          },
          actorOf(request),
        ),
      ),
  );
};
