import fp from "fastify-plugin";
import { registerJob } from "../jobs/index.ts";
import { sealLedger } from "./ledger.seal.ts";

/** Transfers sealed per tick at most; a backlog is worked off over the next ticks. */
export const SEAL_PER_TICK = 50_000;
export const SEAL_JOB = "ledger.seal";

/**
 * The ledger's background work: sealing the transfer hash chain in batches, off the hot path
 * (architecture.md §4; the ordering argument is in ledger.seal.ts). Registered on the root
 * instance (fastify-plugin), so `runJobNow(app, SEAL_JOB)` finds it.
 */
export const ledgerJobs = fp(
  async (app) => {
    registerJob(app, {
      name: SEAL_JOB,
      everyMs: 1_000,
      run: async (server) => {
        await sealLedger(server.db, { limit: SEAL_PER_TICK });
      },
    });
  },
  { name: "ledger-jobs" },
);
