import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The member centre's security centre: profile, bindings, TOTP, payment password, logins, sessions. */
export const securityRoutes: FastifyPluginAsyncZod = async () => {};
