import fp from "fastify-plugin";
import { registerJob } from "../jobs/index.ts";
import { payDueRaces } from "./races.service.ts";
import { lapseDueRewards } from "./rewards.service.ts";

export const REWARDS_JOB = "rewards.clock";

/*
 * The rewards' clock, every 30 seconds under the job's advisory lock: offered rewards past their
 * expiry lapse, and races closed for longer than the grace are paid (offers once per (race, member):
 * a repeated run offers nothing new).
 */
export const rewardsJobs = fp(
  async (app) => {
    registerJob(app, {
      name: REWARDS_JOB,
      everyMs: 30_000,
      run: async (server) => {
        await lapseDueRewards(server.db);
        await payDueRaces(server.db);
      },
    });
  },
  { name: "rewards-jobs" },
);
