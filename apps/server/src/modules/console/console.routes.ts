import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Operator console API under /console/api (operators with TOTP, roles, queues, members, settings, audit). */
export const consoleRoutes: FastifyPluginAsyncZod = async () => {};
