/**
 * The chat module's public surface (issue 16): the chat room's member and console calls, and the
 * plugin that answers the `/ws` sockets' room joins (the realtime module carries the frames).
 */
import fp from "fastify-plugin";
import { joinRoom } from "./chat.service.ts";

export { chatRoutes } from "./chat.routes.ts";
export { chatConsoleRoutes } from "./chat.console.routes.ts";
export { bannedPattern, maskBanned } from "./chat.service.ts";

/** Lets `/ws` sockets join chat rooms: the join is answered with the member's permission. */
export const chatRooms = fp(
  async (app) => {
    app.realtimeSockets.setRoomGate((memberId, room, language) => joinRoom(app.db, memberId, room, language));
  },
  { name: "chat-rooms", dependencies: ["realtime"] },
);
