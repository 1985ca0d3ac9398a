import fp from "fastify-plugin";

/**
 * Answers are not kept by browsers or shared caches unless their route says so: every answer
 * without its own Cache-Control (API calls carrying tokens, balances, personal data; errors) gets
 * `no-store`. Routes that may be cached set theirs (the game list and media with ETags, the built
 * apps' files, index.html `no-cache`), and keep it.
 */
export const cacheControlPlugin = fp(
  async (app) => {
    app.addHook("onSend", async (_request, reply) => {
      if (!reply.hasHeader("cache-control") && !reply.raw.hasHeader("cache-control")) {
        reply.header("cache-control", "no-store");
      }
    });
  },
  { name: "cache-control" },
);
