import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Social login with Google and Facebook (OAuth 2.0 / OpenID Connect, authorization code + PKCE). */
export const socialRoutes: FastifyPluginAsyncZod = async () => {};
