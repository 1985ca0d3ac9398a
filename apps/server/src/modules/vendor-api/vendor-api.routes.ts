import type { FastifyPluginAsync } from "fastify";

/** The seamless wallet API (/vendor-api/v1/...): placeholder, filled in by the vendor-API work. */
export const vendorApiRoutes: FastifyPluginAsync = async () => {};
