import fp from "fastify-plugin";
import type { Db } from "../../db/pool.ts";
import { registerJob } from "../jobs/index.ts";
import * as repo from "./vip.repository.ts";
import { brandDayOf, runEvaluation, type OfferVipRewards } from "./vip.service.ts";

/*
 * The daily VIP evaluation (issue 15 item 4): every 10 minutes under the job's advisory lock, the
 * first tick of a brand day evaluates everyone once and offers the month's bonuses; the day is then
 * recorded in `job_run`, so later ticks of the day do nothing. A member changes at most once per
 * evaluation day whatever runs (the console's run on demand included).
 */

export const VIP_EVALUATION_JOB = "vip.evaluation";
const EVERY_MS = 10 * 60_000;

/** Evaluates today unless today's run is recorded; answers whether it ran. */
export async function evaluateDue(db: Db, offerRewards: OfferVipRewards, now = new Date()): Promise<boolean> {
  const day = brandDayOf(now);
  if (await repo.jobRan(db, VIP_EVALUATION_JOB, day)) return false;
  const result = await runEvaluation(db, offerRewards, { now });
  await repo.recordJobRun(db, VIP_EVALUATION_JOB, day, result);
  return true;
}

export const vipJobs = fp<{ offerRewards: OfferVipRewards }>(
  async (app, { offerRewards }) => {
    registerJob(app, {
      name: VIP_EVALUATION_JOB,
      everyMs: EVERY_MS,
      run: (server) => evaluateDue(server.db, offerRewards).then(() => {}),
    });
  },
  { name: "vip-jobs" },
);
