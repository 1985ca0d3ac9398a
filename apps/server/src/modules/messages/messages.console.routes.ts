import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONSOLE_PATHS,
  consoleBroadcastResponseSchema,
  consoleBroadcastsQuerySchema,
  consoleBroadcastsResponseSchema,
  consoleMessageSendSchema,
} from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS, actorOf, consoleErrors } from "../operator/index.ts";
import { listConsoleBroadcasts, sendConsoleMessage } from "./messages.console.ts";

/** Messages in the console: the sends with their recipient counts, and a new send (audited). */
export const messagesConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = routeShape(app.requireOperator("messagesRead"), CONSOLE_TAGS, consoleErrors);
  const write = routeShape(app.requireOperator("messages"), CONSOLE_TAGS, consoleErrors);

  app.get(
    CONSOLE_PATHS.messageBroadcasts,
    read(
      "Messages sent by operators (and modules' segment sends), newest first, with recipient and read counts",
      { querystring: consoleBroadcastsQuerySchema },
      consoleBroadcastsResponseSchema,
    ),
    async (request) => ok(request, await listConsoleBroadcasts(app.db, request.query.page, request.query.size)),
  );

  app.post(
    CONSOLE_PATHS.messageBroadcasts,
    write(
      "Sends a message (vi title and body required; other languages fall back to vi) to one member, a VIP level, an agent's team or everyone",
      { body: consoleMessageSendSchema },
      consoleBroadcastResponseSchema,
    ),
    async (request) => ok(request, await sendConsoleMessage(app.db, request.body, actorOf(request))),
  );
};
