import type { FastifyError, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  PROOF_IMAGE_MAX_BYTES,
  PROOF_IMAGE_TYPES,
  applicationImageResponseSchema,
  applicationRequestSchema,
  bonusDetailResponseSchema,
  bonusForfeitRequestSchema,
  bonusForfeitResponseSchema,
  bonusMeterQuerySchema,
  bonusMeterResponseSchema,
  bonusesQuerySchema,
  bonusesResponseSchema,
  envelopeSchema,
  idParamsSchema,
  promoCodeRequestSchema,
  promotionActionRequestSchema,
  promotionActionResponseSchema,
  promotionCardSchema,
  promotionDetailResponseSchema,
  promotionsQuerySchema,
  promotionsResponseSchema,
  raffleClaimRequestSchema,
} from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { sniffImage } from "../../lib/images.ts";
import { optionalSession } from "../../plugins/auth.ts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import * as bonuses from "./bonuses.service.ts";
import * as centre from "./centre.service.ts";

const noQuery = z.strictObject({});
const tags = ["promotions"];
const errors = errorResponses([400, 401, 403, 404, 409, 413, 415, 422, 429, 500]);

/** Who asks (a member with their address, browser and VIP level), or null for a visitor. */
async function viewerOf(request: FastifyRequest): Promise<centre.Viewer> {
  const session = request.session ?? (await optionalSession(request));
  if (!session) return null;
  return centre.memberViewer(request.server.db, session.memberId, request.ip, request.headers["user-agent"] ?? null);
}
const memberViewer = async (request: FastifyRequest) => (await viewerOf(request))!;

/**
 * The promotions centre and bonus calls of members (issue 15): the centre and a promotion's page are
 * public (a visitor sees what a new member would); joining, claiming, applying, codes, bonusDetails,
 * the meter and forfeits need a session.
 */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicCall = routeShape([], tags, errors);
  const memberCall = routeShape(app.authenticate(), tags, errors);

  // Application images arrive as the raw body (image/png or image/jpeg), on the image route only.
  app.addContentTypeParser(
    [...PROOF_IMAGE_TYPES],
    { parseAs: "buffer", bodyLimit: PROOF_IMAGE_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request) => {
    if (request.routeOptions.url === PATHS.promotionImages) {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new AppError("image_too_large");
      if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") throw new AppError("image_type_invalid");
    }
    throw error;
  });

  app.get(
    PATHS.promotions,
    publicCall(
      "The promotions centre: promotions by type and tag with the viewer's state",
      { querystring: promotionsQuerySchema },
      promotionsResponseSchema,
    ),
    async (request) =>
      ok(request, await centre.listPromotions(app.db, await viewerOf(request), request.language, request.query)),
  );

  app.get(
    PATHS.promotionDeposits,
    memberCall(
      "The deposit matches the member may choose for their next deposit",
      { querystring: noQuery },
      envelopeSchema(
        z.array(
          promotionCardSchema.extend({
            percent: z.number().int(),
            maxBonus: z.string().nullable(),
            minDeposit: z.string().nullable(),
          }),
        ),
      ),
    ),
    async (request) => ok(request, await centre.depositChoices(app.db, await memberViewer(request), request.language)),
  );

  app.get(
    PATHS.promotion,
    publicCall(
      "One promotion: terms, figures, eligibility, the member's application and grants",
      { params: idParamsSchema, querystring: noQuery },
      promotionDetailResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await centre.promotionDetail(app.db, await viewerOf(request), request.language, BigInt(request.params.id)),
      ),
  );

  app.post(
    PATHS.promotionJoin,
    memberCall(
      "Joins a promotion (its rule pays when it applies)",
      { params: idParamsSchema, body: promotionActionRequestSchema },
      promotionActionResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await centre.joinPromotion(
          app.db,
          await memberViewer(request),
          BigInt(request.params.id),
          request.body.requestId,
        ),
      ),
  );

  app.post(
    PATHS.promotionClaim,
    memberCall(
      "Claims a promotion (free bonus, raffle)",
      { params: idParamsSchema, body: promotionActionRequestSchema },
      promotionActionResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await centre.claimPromotion(
          app.db,
          await memberViewer(request),
          BigInt(request.params.id),
          request.body.requestId,
        ),
      ),
  );

  app.post(
    PATHS.raffleClaim,
    memberCall(
      "Claims a raffle promotion (spec §7 MCS2_claimRafflePromotion)",
      { body: raffleClaimRequestSchema },
      promotionActionResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await centre.claimPromotion(
          app.db,
          await memberViewer(request),
          BigInt(request.body.promotionId),
          request.body.requestId,
        ),
      ),
  );

  app.post(
    PATHS.promotionCode,
    memberCall("Redeems a promo code", { body: promoCodeRequestSchema }, promotionActionResponseSchema),
    async (request) =>
      ok(
        request,
        await centre.redeemCode(app.db, await memberViewer(request), request.body.code, request.body.requestId),
      ),
  );

  app.post(
    PATHS.promotionImages,
    {
      preHandler: app.authenticate(),
      bodyLimit: PROOF_IMAGE_MAX_BYTES,
      schema: {
        tags,
        summary: "Uploads one application image (raw PNG or JPEG body, at most 5 MB; at most 3 waiting)",
        querystring: noQuery,
        response: { 200: applicationImageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const contentType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError("image_type_invalid");
      return ok(request, await centre.uploadImage(app.db, request.session!.memberId, contentType, body, sniffImage));
    },
  );

  app.get(
    PATHS.promotionImage,
    {
      preHandler: app.authenticate(),
      schema: {
        tags,
        summary: "One of the member's application images (png or jpeg bytes)",
        params: idParamsSchema,
        querystring: noQuery,
        // Raw bytes; Fastify sends a Buffer as is, without the serializer.
        response: { 200: z.any().describe("the image bytes"), ...errors },
      },
    },
    async (request, reply) => {
      const image = await centre.memberImage(app.db, request.session!.memberId, BigInt(request.params.id));
      return reply
        .header("content-type", image.content_type)
        .header("cache-control", "private, max-age=3600")
        .send(image.bytes);
    },
  );

  app.post(
    PATHS.promotionApply,
    memberCall(
      "Applies to a promotion: remark (≤ 140) and up to 3 uploaded images, for staff to review",
      { params: idParamsSchema, body: applicationRequestSchema },
      promotionActionResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await centre.applyToPromotion(app.db, await memberViewer(request), BigInt(request.params.id), request.body),
      ),
  );

  app.get(
    PATHS.bonuses,
    memberCall(
      "bonusDetails: the bonus balance and the member's grants",
      { querystring: bonusesQuerySchema },
      bonusesResponseSchema,
    ),
    async (request) =>
      ok(request, await bonuses.bonusDetails(app.db, request.session!.memberId, request.language, request.query)),
  );

  app.get(
    PATHS.bonusMeter,
    memberCall(
      "The wagering meter: the grant the next bet feeds and the weight of the game",
      { querystring: bonusMeterQuerySchema },
      bonusMeterResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await bonuses.bonusMeter(
          app.db,
          request.session!.memberId,
          request.language,
          request.query.game === undefined ? null : BigInt(request.query.game),
        ),
      ),
  );

  app.get(
    PATHS.bonus,
    memberCall(
      "One grant with its entries",
      { params: idParamsSchema, querystring: noQuery },
      bonusDetailResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await bonuses.bonusDetail(app.db, request.session!.memberId, BigInt(request.params.id), request.language),
      ),
  );

  app.post(
    PATHS.bonusForfeit,
    memberCall(
      "The member gives up an active grant (explicit)",
      { params: idParamsSchema, body: bonusForfeitRequestSchema },
      bonusForfeitResponseSchema,
    ),
    async (request) =>
      ok(request, await bonuses.forfeitBonus(app.db, request.session!.memberId, BigInt(request.params.id))),
  );
};
