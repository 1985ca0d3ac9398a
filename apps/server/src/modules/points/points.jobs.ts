import fp from "fastify-plugin";
import { registerJob } from "../jobs/index.ts";
import { accrue } from "./points.service.ts";

/*
 * Points accrual every 30 seconds under the job's advisory lock (points_accrue also serialises runs
 * on its own settings row): the rounds settled and deposits credited since the last scan earn their
 * points; each source once.
 */
export const POINTS_JOB = "points.accrue";

export const pointsJobs = fp(
  async (app) => {
    registerJob(app, { name: POINTS_JOB, everyMs: 30_000, run: async (server) => void (await accrue(server.db)) });
  },
  { name: "points-jobs" },
);
