import type { FastifyPluginAsync } from "fastify";

/** The ledger's background work: sealing the transfer hash chain in batches (architecture.md §4). */
export const ledgerJobs: FastifyPluginAsync = async () => {};
