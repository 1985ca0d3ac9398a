import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Betting record and profit and loss: placeholder, filled in by the records work. */
export const gameRecordsRoutes: FastifyPluginAsyncZod = async () => {};
