import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { registerJob } from "../jobs/index.ts";
import { chainSecret, drawDue, scheduleDraws } from "./draw/draw.service.ts";
import { settleDrawn, type LotteryDeps } from "./lottery.service.ts";

/*
 * The lottery's clock (issue 14), every 2 seconds under the job's advisory lock: schedule draws up to
 * the horizon, draw the due ones in order (a catch-up after downtime draws the missed ones one after
 * the other), finish progressive reveals, then settle the drawn draws. Each step is idempotent: a
 * draw is drawn only from 'scheduled', settled only from 'drawn' (a replayed settlement pays nothing).
 */

export const LOTTERY_JOB = "lottery.clock";

/** One tick of the clock (the job, tests, the seed's catch-up). */
export async function lotteryTick(
  deps: LotteryDeps & { chainSecret?: string | undefined },
  now = new Date(),
): Promise<void> {
  const secret = await chainSecret(deps.db, deps.chainSecret);
  await scheduleDraws(deps.db, secret, now);
  while ((await drawDue(deps.db, secret, now)) > 0);
  while ((await settleDrawn(deps)) > 0);
}

export const lotteryDeps = (app: FastifyInstance): LotteryDeps & { chainSecret?: string | undefined } => ({
  db: app.db,
  signals: app.realtime,
  log: app.log,
  chainSecret: app.env.LOTTERY_CHAIN_SECRET,
});

export const lotteryJobs = fp(
  async (app) => {
    registerJob(app, { name: LOTTERY_JOB, everyMs: 2_000, run: (server) => lotteryTick(lotteryDeps(server)) });
  },
  { name: "lottery-jobs" },
);
