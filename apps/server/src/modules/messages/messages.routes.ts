import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  messageChangeResponseSchema,
  messageIdParamsSchema,
  messageResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  unreadCountResponseSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import {
  deleteMessage,
  memberMessage,
  memberMessages,
  readAllMessages,
  readMessage,
  registerMessageSignals,
  unreadCount,
} from "./messages.service.ts";

const noQuery = z.strictObject({});
const noBody = z.strictObject({}).optional();
const errors = errorResponses([400, 401, 403, 404, 429, 500]);

/**
 * The member's inbox (spec §2 messageV2) and the header badge (CSP_unreadCount, spec §7). Messages
 * render in the request's language (Language header). Also registers the realtime hub for the sends
 * of every module (`sendMessage(db, …)` signals the recipients through it).
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessageSignals(app.db, app.realtime, app.log);
  const route = routeShape(app.authenticate(), ["messages"], errors);
  const memberOf = (request: { session?: { memberId: bigint } | null }) => request.session!.memberId;

  app.get(
    PATHS.unreadCount,
    route("The member's unread messages (the header badge)", { querystring: noQuery }, unreadCountResponseSchema),
    async (request) => ok(request, await unreadCount(app.db, memberOf(request))),
  );

  app.get(
    PATHS.messages,
    route(
      "The member's inbox, newest first, in the request's language (page, size ≤ 50, unread=1 for unread only)",
      { querystring: messagesQuerySchema },
      messagesResponseSchema,
    ),
    async (request) => ok(request, await memberMessages(app.db, memberOf(request), request.language, request.query)),
  );

  app.get(
    PATHS.message,
    route(
      "One message of the member (message_not_found otherwise)",
      { params: messageIdParamsSchema },
      messageResponseSchema,
    ),
    async (request) =>
      ok(request, await memberMessage(app.db, memberOf(request), BigInt(request.params.id), request.language)),
  );

  app.put(
    PATHS.messageRead,
    route(
      "Marks one message read; answers how many changed and the unread count",
      { params: messageIdParamsSchema, body: noBody },
      messageChangeResponseSchema,
    ),
    async (request) => ok(request, await readMessage(app.db, memberOf(request), BigInt(request.params.id))),
  );

  app.put(
    PATHS.messagesReadAll,
    route("Marks every message read", { body: noBody }, messageChangeResponseSchema),
    async (request) => ok(request, await readAllMessages(app.db, memberOf(request))),
  );

  app.delete(
    PATHS.message,
    route("Deletes one message of the member", { params: messageIdParamsSchema }, messageChangeResponseSchema),
    async (request) => ok(request, await deleteMessage(app.db, memberOf(request), BigInt(request.params.id))),
  );
};
