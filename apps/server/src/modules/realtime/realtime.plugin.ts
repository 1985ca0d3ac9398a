import fp from "fastify-plugin";
import { LocalHub, type RealtimeHub } from "./hub.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Member signals: `app.realtime.notify(memberId, { type: "balance_changed" })` after a commit. */
    realtime: RealtimeHub;
  }
}

/** Decorates `app.realtime` (the /ws route and the Redis fan-out are registered here too). */
export const realtimePlugin = fp(
  async (app) => {
    const hub = new LocalHub();
    app.decorate("realtime", hub);
    app.addHook("onClose", async () => hub.close());
  },
  { name: "realtime" },
);
