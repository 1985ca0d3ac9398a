import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/** Liveness answers while the process runs; readiness only while the database answers too. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    { schema: { tags: ["ops"], response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({
      status: "ok" as const,
    }),
  );
  app.get(
    "/readyz",
    {
      schema: {
        tags: ["ops"],
        response: {
          200: z.object({ status: z.literal("ready") }),
          503: z.object({ status: z.literal("unavailable") }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.query("select 1");
        return { status: "ready" as const };
      } catch {
        return reply.status(503).send({ status: "unavailable" as const });
      }
    },
  );
};
