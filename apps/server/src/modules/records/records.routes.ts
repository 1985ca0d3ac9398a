import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Records: the account record (ODSFE2_MemTransDet) from the ledger. */
export const recordsRoutes: FastifyPluginAsyncZod = async () => {};
