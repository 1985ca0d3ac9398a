import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CHAT_CONSOLE_PATHS,
  chatBannedWordsResponseSchema,
  chatBannedWordsSchema,
  chatRoomParamsSchema,
  chatSettingsResponseSchema,
  chatSettingsSchema,
  consoleChatDeleteRequestSchema,
  consoleChatDeleteResponseSchema,
  consoleChatMessagesQuerySchema,
  consoleChatMessagesResponseSchema,
  consoleChatMuteRequestSchema,
  consoleChatMuteResponseSchema,
  consoleChatMutesResponseSchema,
  consoleChatRoomRequestSchema,
  consoleChatRoomResponseSchema,
  consoleChatRoomsResponseSchema,
  idParamsSchema,
} from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS, actorOf, consoleErrors, noQuery } from "../operator/index.ts";
import * as moderation from "./chat.console.ts";
import type { ChatDeps } from "./chat.service.ts";

/** Chat moderation in the console (issue 16): rooms, messages, mutes, the gating rule, banned words — every change audited. */
export const chatConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = routeShape(app.requireOperator("chatRead"), CONSOLE_TAGS, consoleErrors);
  const write = routeShape(app.requireOperator("chat"), CONSOLE_TAGS, consoleErrors);
  const deps: ChatDeps = { db: app.db, signals: app.realtime };

  app.get(
    CHAT_CONSOLE_PATHS.rooms,
    read(
      "Chat rooms with their muted flag and messages of the last 24 h",
      { querystring: noQuery },
      consoleChatRoomsResponseSchema,
    ),
    async (request) => ok(request, await moderation.consoleRooms(app.db)),
  );
  app.put(
    CHAT_CONSOLE_PATHS.room,
    write(
      "Mutes or unmutes a whole room (members read, nobody posts)",
      { params: chatRoomParamsSchema, body: consoleChatRoomRequestSchema },
      consoleChatRoomResponseSchema,
    ),
    async (request) =>
      ok(request, await moderation.setRoomMuted(deps, request.params.room, request.body.muted, actorOf(request))),
  );
  app.get(
    CHAT_CONSOLE_PATHS.messages,
    read(
      "Chat messages newest first (deleted ones included), by room and/or account",
      { querystring: consoleChatMessagesQuerySchema },
      consoleChatMessagesResponseSchema,
    ),
    async (request) => ok(request, await moderation.consoleMessages(app.db, request.query)),
  );
  app.delete(
    CHAT_CONSOLE_PATHS.message,
    write(
      "Deletes a message: it disappears at once for everyone in the room",
      { params: idParamsSchema, querystring: noQuery, body: consoleChatDeleteRequestSchema },
      consoleChatDeleteResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await moderation.deleteMessage(deps, BigInt(request.params.id), actorOf(request), request.body?.reason ?? ""),
      ),
  );
  app.get(
    CHAT_CONSOLE_PATHS.mutes,
    read("Members muted now (for a time or for good)", { querystring: noQuery }, consoleChatMutesResponseSchema),
    async (request) => ok(request, await moderation.mutes(app.db)),
  );
  app.post(
    CHAT_CONSOLE_PATHS.mutes,
    write(
      "Mutes a member for some minutes or (minutes null) for good, in every room and every tab at once",
      { body: consoleChatMuteRequestSchema },
      consoleChatMuteResponseSchema,
    ),
    async (request) => ok(request, await moderation.muteMember(deps, request.body, actorOf(request))),
  );
  app.delete(
    CHAT_CONSOLE_PATHS.mute,
    write("Lifts a member's mute", { params: idParamsSchema, querystring: noQuery }, consoleChatMuteResponseSchema),
    async (request) => ok(request, await moderation.unmuteMember(deps, BigInt(request.params.id), actorOf(request))),
  );
  app.get(
    CHAT_CONSOLE_PATHS.settings,
    read(
      "The gating rule (minimum deposits / valid bet) and the length limit",
      { querystring: noQuery },
      chatSettingsResponseSchema,
    ),
    async (request) => ok(request, await moderation.readSettings(app.db)),
  );
  app.put(
    CHAT_CONSOLE_PATHS.settings,
    write("Sets the gating rule and the length limit", { body: chatSettingsSchema }, chatSettingsResponseSchema),
    async (request) => ok(request, await moderation.updateSettings(deps, request.body, actorOf(request))),
  );
  app.get(
    CHAT_CONSOLE_PATHS.bannedWords,
    read("The banned words (masked in every message)", { querystring: noQuery }, chatBannedWordsResponseSchema),
    async (request) => ok(request, await moderation.readBannedWords(app.db)),
  );
  app.put(
    CHAT_CONSOLE_PATHS.bannedWords,
    write("Replaces the banned words", { body: chatBannedWordsSchema }, chatBannedWordsResponseSchema),
    async (request) => ok(request, await moderation.replaceBannedWords(deps, request.body.words, actorOf(request))),
  );
};
