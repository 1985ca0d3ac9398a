import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  PROOF_IMAGE_MAX_BYTES,
  envelopeSchema,
  feedbackIdParamsSchema,
  feedbackImageResponseSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackReopenRequestSchema,
  feedbackRequestSchema,
  feedbackRulesSchema,
  supportChatMessageSchema,
  supportChatQuerySchema,
  supportChatSchema,
  supportChatSendSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { acceptImageUploads, uploadedImage } from "../media/index.ts";
import * as chat from "./chat.service.ts";
import * as feedback from "./feedback.service.ts";

const noQuery = z.strictObject({});
const noBody = z.strictObject({}).optional();
const tags = ["support"];
const errors = errorResponses([400, 401, 403, 404, 409, 413, 415, 422, 429, 500]);

/**
 * The member's support calls (issue 16): feedback and complaints (PUT /wps/feedback of spec §7, the
 * rules of the form, the member's tickets, reopen and close, images uploaded first as raw png / jpeg
 * bodies) and the customer-service chat (the conversation with history paging, sending).
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routeShape(app.authenticate(), tags, errors);

  // Feedback images arrive as the raw body (image/png or image/jpeg): the media module's one upload pipeline.
  acceptImageUploads(app, [PATHS.feedbackImages]);

  app.get(
    PATHS.feedbackRules,
    route(
      "The feedback form's rules: question types, content bounds (characters), reopen window, answer target",
      { querystring: noQuery },
      envelopeSchema(feedbackRulesSchema),
    ),
    async (request) => ok(request, await feedback.feedbackRules(app.db)),
  );

  app.put(
    PATHS.feedback,
    route(
      "Sends feedback or a complaint (idempotent by requestId); feedback_content_length, feedback_image_invalid",
      { querystring: noQuery, body: feedbackRequestSchema },
      envelopeSchema(feedbackItemSchema),
    ),
    async (request) => ok(request, await feedback.createFeedback(app.db, request.session!.memberId, request.body)),
  );

  app.get(
    PATHS.feedback,
    route(
      "The member's feedback tickets, newest first, with states, due times and answers",
      { querystring: feedbackListQuerySchema },
      envelopeSchema(feedbackListSchema),
    ),
    async (request) =>
      ok(
        request,
        await feedback.listFeedback(app.db, request.session!.memberId, request.query.page, request.query.size),
      ),
  );

  app.get(
    PATHS.feedbackOne,
    route(
      "One of the member's tickets; feedback_not_found",
      { params: feedbackIdParamsSchema, querystring: noQuery },
      envelopeSchema(feedbackItemSchema),
    ),
    async (request) =>
      ok(request, await feedback.feedbackDetail(app.db, request.session!.memberId, BigInt(request.params.id))),
  );

  app.post(
    PATHS.feedbackReopen,
    route(
      "Reopens an answered or closed ticket within the reopen window with a follow-up; feedback_reopen_expired",
      { params: feedbackIdParamsSchema, body: feedbackReopenRequestSchema },
      envelopeSchema(feedbackItemSchema),
    ),
    async (request) =>
      ok(
        request,
        await feedback.reopenFeedback(
          app.db,
          request.session!.memberId,
          BigInt(request.params.id),
          request.body.content,
        ),
      ),
  );

  app.post(
    PATHS.feedbackClose,
    route(
      "Closes an answered ticket (the member is satisfied); feedback_state_invalid",
      { params: feedbackIdParamsSchema, body: noBody },
      envelopeSchema(feedbackItemSchema),
    ),
    async (request) =>
      ok(request, await feedback.closeFeedbackByMember(app.db, request.session!.memberId, BigInt(request.params.id))),
  );

  app.post(
    PATHS.feedbackImages,
    {
      preHandler: app.authenticate(),
      bodyLimit: PROOF_IMAGE_MAX_BYTES,
      schema: {
        tags,
        summary: "Uploads one feedback image (raw PNG or JPEG body, at most 5 MB; at most 3 waiting)",
        querystring: noQuery,
        response: { 200: envelopeSchema(feedbackImageResponseSchema), ...errors },
      },
    },
    async (request) =>
      ok(request, await feedback.uploadImage(app.db, request.session!.memberId, uploadedImage(request))),
  );

  app.get(
    PATHS.feedbackImage,
    {
      preHandler: app.authenticate(),
      schema: {
        tags,
        summary: "One of the member's feedback images (png or jpeg bytes)",
        params: feedbackIdParamsSchema,
        querystring: noQuery,
        // Raw bytes; Fastify sends a Buffer as is, without the serializer.
        response: { 200: z.any().describe("the image bytes"), ...errors },
      },
    },
    async (request, reply) => {
      const image = await feedback.memberImage(app.db, request.session!.memberId, BigInt(request.params.id));
      return reply
        .header("content-type", image.content_type)
        .header("cache-control", "private, max-age=3600")
        .send(image.bytes);
    },
  );

  /* ---- Customer-service chat ---- */

  app.get(
    PATHS.supportChat,
    route(
      "The member's customer-service conversation (the open one, else the last) with its newest messages, or those before `before`",
      { querystring: supportChatQuerySchema },
      envelopeSchema(supportChatSchema),
    ),
    async (request) =>
      ok(
        request,
        await chat.memberChat(
          app.db,
          request.session!.memberId,
          request.query.before ? BigInt(request.query.before) : null,
        ),
      ),
  );

  app.post(
    PATHS.supportChatMessages,
    route(
      "Writes to customer service (opens a conversation when none is open); support_chat_too_fast, support_chat_too_long",
      { querystring: noQuery, body: supportChatSendSchema },
      envelopeSchema(supportChatMessageSchema),
    ),
    async (request) => ok(request, await chat.sendMemberMessage(app.db, request.session!.memberId, request.body.body)),
  );
};
