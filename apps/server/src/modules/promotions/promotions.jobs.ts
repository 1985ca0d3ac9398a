import fp from "fastify-plugin";
import { registerJob } from "../jobs/index.ts";
import { matchMissedDeposits } from "./centre.service.ts";
import { expireDueGrants, remindExpiringGrants } from "./grants.service.ts";
import { previousBrandDay, runRebateDay, type OfferRebates } from "./rebates.service.ts";

/*
 * The promotions module's background work (issue 15): every minute, grants past their expiry end
 * (each its own ledger operation) and deposit matches a crash left out are given; every ten minutes
 * yesterday's rebate runs unless it ran (the day's run row makes it once). Each under its job lock.
 */
export const PROMOTION_JOBS = {
  grants: "promotions.grants",
  rebate: "promotions.rebate",
} as const;

export const promotionsJobs = fp<{ offerRewards: OfferRebates }>(
  async (app, { offerRewards }) => {
    registerJob(app, {
      name: PROMOTION_JOBS.grants,
      everyMs: 60_000,
      run: async (server) => {
        await expireDueGrants(server.db);
        await matchMissedDeposits(server.db);
        await remindExpiringGrants(server.db);
      },
    });
    registerJob(app, {
      name: PROMOTION_JOBS.rebate,
      everyMs: 10 * 60_000,
      run: async (server) => {
        await runRebateDay(server.db, offerRewards, previousBrandDay(new Date()));
      },
    });
  },
  { name: "promotions-jobs" },
);
