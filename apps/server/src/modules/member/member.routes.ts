import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Registration, SMS codes, affiliate check, member info, avatar and passwords (spec §7). */
export const memberRoutes: FastifyPluginAsyncZod = async () => {};
