import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CHAT_PATHS,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatPermissionResponseSchema,
  chatPostRequestSchema,
  chatPostResponseSchema,
  chatRoomParamsSchema,
  chatRoomsResponseSchema,
  chatTicketsResponseSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { memberTickets } from "../lottery/index.ts";
import * as chat from "./chat.service.ts";

const noQuery = z.strictObject({});
const tags = ["chat"];
const errors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500, 503]);

/**
 * The chat room's member calls (issue 16): rooms, history pages, the member's permission, posting
 * (delivered to the room over `/ws`, see chat-rules.ts) and the member's tickets to share. All
 * need a session; the socket's join is answered by the same permission (see index.ts).
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  // Trial accounts read (the post itself answers chat_trial_read_only).
  const memberCall = routeShape(app.authenticate({ allowTrial: true }), tags, errors);
  const deps: chat.ChatDeps = { db: app.db, signals: app.realtime };

  app.get(
    CHAT_PATHS.rooms,
    memberCall(
      "The chat rooms (title in the member's language, muted flag)",
      { querystring: noQuery },
      chatRoomsResponseSchema,
    ),
    async (request) => ok(request, await chat.rooms(app.db, request.language)),
  );
  app.get(
    CHAT_PATHS.messages,
    memberCall(
      "A page of a room's messages, newest first (before = the oldest id already shown)",
      { params: chatRoomParamsSchema, querystring: chatHistoryQuerySchema },
      chatHistoryResponseSchema,
    ),
    async (request) =>
      ok(request, await chat.history(app.db, request.params.room, request.query.before, request.query.size)),
  );
  app.post(
    CHAT_PATHS.messages,
    memberCall(
      "Posts a message (text and/or one of the member's lottery tickets; idempotent by requestId): 1 per second, no identical message a third time in 10 s, banned words masked",
      { params: chatRoomParamsSchema, body: chatPostRequestSchema },
      chatPostResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await chat.post(deps, request.session!.memberId, request.params.room, request.body, request.language),
      ),
  );
  app.get(
    CHAT_PATHS.permission,
    memberCall(
      "What the member may do in the room now, with the reason when not (trial, rule, mute, protection)",
      { params: chatRoomParamsSchema, querystring: noQuery },
      chatPermissionResponseSchema,
    ),
    async (request) =>
      ok(request, await chat.permission(app.db, request.session!.memberId, request.params.room, request.language)),
  );
  app.get(
    CHAT_PATHS.tickets,
    memberCall(
      "The member's 20 most recent lottery lines, to share one",
      { querystring: noQuery },
      chatTicketsResponseSchema,
    ),
    async (request) => {
      const page = await memberTickets(app.db, request.session!.memberId, { page: 1, pageSize: 20 }, request.language);
      return ok(
        request,
        page.list.map((t) => ({
          id: t.id,
          drawId: t.drawId,
          gameCode: t.gameCode,
          gameName: t.gameName,
          issue: t.issue,
          betType: t.betType,
          numbers: t.numbers,
          stake: t.stake,
        })),
      );
    },
  );
};
