import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isDatabaseDown } from "../../db/pool.ts";
import { pingDatabase } from "./health.repository.ts";

/** /readyz answers 503 when the database has not answered `select 1` within this. */
const READY_TIMEOUT_MS = 800;

/**
 * Liveness answers while the process runs; readiness only while the database answers too, within
 * READY_TIMEOUT_MS (a frozen or stopped database, or a dead embedded PostgreSQL, is "unavailable").
 */
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
      let timer: NodeJS.Timeout | undefined;
      try {
        if (isDatabaseDown(app.db)) throw new Error("the database does not answer");
        await Promise.race([
          pingDatabase(app.db),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("the database did not answer in time")), READY_TIMEOUT_MS);
          }),
        ]);
        return { status: "ready" as const };
      } catch {
        return reply.status(503).send({ status: "unavailable" as const });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
