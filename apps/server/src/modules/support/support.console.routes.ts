import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONSOLE_PATHS,
  consoleConversationDetailSchema,
  consoleConversationQuerySchema,
  consoleConversationSchema,
  consoleFeedbackAnswerSchema,
  consoleFeedbackListSchema,
  consoleFeedbackQuerySchema,
  consoleFeedbackSchema,
  envelopeSchema,
  idParamsSchema,
  supportChatMessageSchema,
  supportChatQuerySchema,
  supportChatSendSchema,
  supportSettingsSchema,
  type MemberEvent,
} from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS as tags, actorOf, consoleErrors as errors, noQuery } from "../operator/index.ts";
import { signalNewMessages } from "../messages/index.ts";
import * as chat from "./chat.service.ts";
import * as feedback from "./feedback.service.ts";

const noBody = z.strictObject({}).optional();

/**
 * The service desk in the console (issue 16): the feedback queue (filter by state and type, the 24 h
 * timer with overdue tickets first, a ticket with its images, answer, close), the customer-service
 * chat queue (waiting time, unread, take, reply, close) and the support settings. Reads need
 * supportRead, actions support (settings: settings); every action is audited in its transaction.
 */
export const supportConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const readRoute = routeShape(app.requireOperator("supportRead"), tags, errors);
  const writeRoute = routeShape(app.requireOperator("support"), tags, errors);
  const settingsRoute = routeShape(app.requireOperator("settings"), tags, errors);
  const signal = async (memberId: bigint, event: MemberEvent) => {
    try {
      await app.realtime.notify(memberId, event);
    } catch (error) {
      app.log.warn({ err: error, memberId: memberId.toString() }, "realtime notify failed");
    }
  };

  /* ---- Feedback ---- */

  app.get(
    CONSOLE_PATHS.supportFeedback,
    readRoute(
      "The feedback queue: open tickets by their 24 h target (overdue first), then the others newest first",
      { querystring: consoleFeedbackQuerySchema },
      envelopeSchema(consoleFeedbackListSchema),
    ),
    async (request) => ok(request, await feedback.queue(app.db, request.query)),
  );

  app.get(
    CONSOLE_PATHS.supportFeedbackOne,
    readRoute(
      "One ticket with its replies and image ids; feedback_not_found",
      { params: idParamsSchema, querystring: noQuery },
      envelopeSchema(consoleFeedbackSchema),
    ),
    async (request) => ok(request, await feedback.consoleDetail(app.db, BigInt(request.params.id))),
  );

  app.get(
    CONSOLE_PATHS.supportFeedbackImage,
    {
      preHandler: app.requireOperator("supportRead"),
      schema: {
        tags,
        summary: "One feedback image (png or jpeg bytes)",
        params: idParamsSchema,
        querystring: noQuery,
        // Raw bytes; Fastify sends a Buffer as is, without the serializer.
        response: { 200: z.any().describe("the image bytes"), ...errors },
      },
    },
    async (request, reply) => {
      const image = await feedback.consoleImage(app.db, BigInt(request.params.id));
      return reply
        .header("content-type", image.content_type)
        .header("cache-control", "private, max-age=3600")
        .send(image.bytes);
    },
  );

  app.post(
    CONSOLE_PATHS.supportFeedbackAnswer,
    writeRoute(
      "Answers an open ticket: the answer reaches the member's inbox; feedback_state_invalid",
      { params: idParamsSchema, body: consoleFeedbackAnswerSchema },
      envelopeSchema(consoleFeedbackSchema),
    ),
    async (request) => {
      const answered = await feedback.answerFeedback(
        app.db,
        actorOf(request),
        BigInt(request.params.id),
        request.body.body,
      );
      // The inbox message was stored inside the answer's transaction: its badge is signalled after the commit.
      await signalNewMessages(app.db, [BigInt(answered.memberId)]);
      return ok(request, answered);
    },
  );

  app.post(
    CONSOLE_PATHS.supportFeedbackClose,
    writeRoute(
      "Closes an answered ticket; feedback_state_invalid",
      { params: idParamsSchema, body: noBody },
      envelopeSchema(consoleFeedbackSchema),
    ),
    async (request) => ok(request, await feedback.closeFeedback(app.db, actorOf(request), BigInt(request.params.id))),
  );

  /* ---- Customer-service chat ---- */

  app.get(
    CONSOLE_PATHS.supportConversations,
    readRoute(
      "Conversations of a state: members waiting longest first, with unread counts",
      { querystring: consoleConversationQuerySchema },
      envelopeSchema(z.array(consoleConversationSchema)),
    ),
    async (request) => ok(request, await chat.conversationQueue(app.db, request.query.state)),
  );

  app.get(
    CONSOLE_PATHS.supportConversation,
    readRoute(
      "One conversation with its newest messages, or those before `before`; support_chat_not_found",
      { params: idParamsSchema, querystring: supportChatQuerySchema },
      envelopeSchema(consoleConversationDetailSchema),
    ),
    async (request) =>
      ok(
        request,
        await chat.conversationDetail(
          app.db,
          BigInt(request.params.id),
          request.query.before ? BigInt(request.query.before) : null,
        ),
      ),
  );

  app.post(
    CONSOLE_PATHS.supportConversationTake,
    writeRoute(
      "Takes a conversation (assigns it to the operator); support_chat_closed",
      { params: idParamsSchema, body: noBody },
      envelopeSchema(consoleConversationSchema),
    ),
    async (request) => ok(request, await chat.takeConversation(app.db, actorOf(request), BigInt(request.params.id))),
  );

  app.post(
    CONSOLE_PATHS.supportConversationMessages,
    writeRoute(
      "Replies to the member (pushed to their open tabs); support_chat_closed, support_chat_too_long",
      { params: idParamsSchema, body: supportChatSendSchema },
      envelopeSchema(supportChatMessageSchema),
    ),
    async (request) => {
      const { message, memberId } = await chat.replyToConversation(
        app.db,
        actorOf(request),
        BigInt(request.params.id),
        request.body.body,
      );
      await signal(memberId, { type: "support_reply" });
      return ok(request, message);
    },
  );

  app.post(
    CONSOLE_PATHS.supportConversationClose,
    writeRoute(
      "Closes a conversation (the member's next message opens a new one); support_chat_closed",
      { params: idParamsSchema, body: noBody },
      envelopeSchema(consoleConversationSchema),
    ),
    async (request) => {
      const { conversation, memberId } = await chat.closeConversation(
        app.db,
        actorOf(request),
        BigInt(request.params.id),
      );
      await signal(memberId, { type: "support_reply" });
      return ok(request, conversation);
    },
  );

  /* ---- Settings ---- */

  app.get(
    CONSOLE_PATHS.supportSettings,
    readRoute(
      "The support settings: feedback content bounds, reopen window, chat message length",
      { querystring: noQuery },
      envelopeSchema(supportSettingsSchema),
    ),
    async (request) => ok(request, await feedback.readSupportSettings(app.db)),
  );

  app.put(
    CONSOLE_PATHS.supportSettings,
    settingsRoute(
      "Changes the support settings (audited); in effect for the next member call",
      { body: supportSettingsSchema },
      envelopeSchema(supportSettingsSchema),
    ),
    async (request) => ok(request, await feedback.updateSupportSettings(app.db, actorOf(request), request.body)),
  );
};
