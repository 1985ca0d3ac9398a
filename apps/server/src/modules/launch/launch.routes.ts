import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Game launch (/wps/game/launchGame): placeholder, filled in by the launch work. */
export const launchRoutes: FastifyPluginAsyncZod = async () => {};
