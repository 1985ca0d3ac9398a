import fp from "fastify-plugin";
import { errorEnvelopeSchema } from "@lotus/contracts";
import fastifyWebsocket from "@fastify/websocket";
import { PATHS } from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { LocalHub, RedisHub, type RealtimeHub } from "./hub.ts";
import { MAX_CLIENT_FRAME_BYTES, REALTIME_CLOSE, RealtimeSockets, type ServerSocket } from "./sockets.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Member signals: `app.realtime.notify(memberId, { type: "balance_changed" })` after a commit. */
    realtime: RealtimeHub;
    /** The `/ws` sockets of this process (tests: `checkSessions()`, `heartbeat()`, `counts`). */
    realtimeSockets: RealtimeSockets;
  }
}

/** How long open sockets get to finish their close handshake at shutdown before being cut. */
const SHUTDOWN_GRACE_MS = 1_000;

/**
 * Decorates `app.realtime` (in-process, or fanned out through Redis when REDIS_URL is set) and
 * serves the member sockets at PATHS.realtime (see sockets.ts for the protocol).
 */
export const realtimePlugin = fp(
  async (app) => {
    let hub: RealtimeHub;
    if (app.env.REDIS_URL) {
      const redisHub = new RedisHub(app.env.REDIS_URL, app.log);
      if (!(await redisHub.ready())) {
        app.log.warn("realtime: Redis did not answer at start; signals stay in this process until it does");
      }
      hub = redisHub;
    } else {
      hub = new LocalHub(app.log);
    }
    app.decorate("realtime", hub);

    const sockets = new RealtimeSockets({ db: app.db, hub, log: app.log });
    app.decorate("realtimeSockets", sockets);

    await app.register(fastifyWebsocket, {
      options: { maxPayload: MAX_CLIENT_FRAME_BYTES, perMessageDeflate: false },
      // A client that vanishes or sends an oversized frame is ordinary traffic, not a server error.
      errorHandler: (error, socket) => {
        app.log.debug({ err: error }, "realtime: socket error");
        socket.terminate();
      },
      // Replaces the plugin's default, which waits up to 30 s per silent client at shutdown.
      preClose: async () => {
        sockets.close();
        const server = app.websocketServer;
        const deadline = Date.now() + SHUTDOWN_GRACE_MS;
        while (server.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
        for (const client of server.clients) client.terminate();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    });

    app.route({
      method: "GET",
      url: PATHS.realtime,
      schema: {
        tags: ["realtime"],
        summary:
          "WebSocket (one per logged-in tab): upgrade, send {type:'hello', token} first; then ready and the member's events (balance_changed, deposit_arrived, deposit_failed, withdrawal_approved, withdrawal_rejected, withdrawal_paid, message). A plain GET is not_found.",
        response: { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
      // A plain GET (no Upgrade header) is not a socket.
      handler: async () => {
        throw new AppError("not_found");
      },
      wsHandler: (socket) => sockets.accept(socket as ServerSocket),
    });

    app.addHook("onReady", async () => sockets.start());
    app.addHook("onClose", async () => {
      sockets.close();
      await hub.close();
    });
  },
  { name: "realtime", dependencies: ["errors"] },
);

export { REALTIME_CLOSE };
