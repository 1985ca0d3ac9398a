import fp from "fastify-plugin";
import type { Db } from "../../db/pool.ts";
import { registerJob } from "../jobs/index.ts";
import { earnAllTickets, envelopeTick } from "./fortune.service.ts";

/*
 * The fortune clock (issue 15), every 5 seconds under the job's advisory lock: open red envelopes
 * whose window started (fund the escrow), end those whose window is over (refund the rest once), and
 * earn wheel tickets from deposits and valid bet. Every step is idempotent: running it twice moves
 * nothing more and adds no ticket.
 */
export const FORTUNE_JOB = "fortune.clock";

export async function fortuneTick(db: Db, now = new Date()): Promise<void> {
  await envelopeTick(db, now);
  await earnAllTickets(db, now);
}

export const fortuneJobs = fp(
  async (app) => {
    registerJob(app, { name: FORTUNE_JOB, everyMs: 5_000, run: (server) => fortuneTick(server.db) });
  },
  { name: "fortune-jobs" },
);
