import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Login, free play, logout, second verification, captcha and human verification (spec §7). */
export const sessionRoutes: FastifyPluginAsyncZod = async () => {};
