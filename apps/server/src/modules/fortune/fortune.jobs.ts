import fp from "fastify-plugin";
import type { Db } from "../../db/pool.ts";
import { registerJob } from "../jobs/index.ts";
import { earnAllTickets, envelopeTick } from "./fortune.service.ts";

/*
 * The fortune clock (issue 15), under the jobs' advisory locks: every 5 seconds open red envelopes
 * whose window started (fund the escrow) and end those whose window is over (refund the rest once);
 * every minute earn wheel tickets from deposits and valid bet. Every step is idempotent: running it
 * twice moves nothing more and adds no ticket.
 */
export const FORTUNE_JOB = "fortune.clock";
/** Ticket earning sums deposits and valid bet since each wheel's start: once a minute is soon enough. */
export const FORTUNE_TICKETS_JOB = "fortune.tickets";

/** Both steps at once (tests, the seed). */
export async function fortuneTick(db: Db, now = new Date()): Promise<void> {
  await envelopeTick(db, now);
  await earnAllTickets(db, now);
}

export const fortuneJobs = fp(
  async (app) => {
    registerJob(app, { name: FORTUNE_JOB, everyMs: 5_000, run: (server) => envelopeTick(server.db).then(() => {}) });
    registerJob(app, {
      name: FORTUNE_TICKETS_JOB,
      everyMs: 60_000,
      run: (server) => earnAllTickets(server.db).then(() => {}),
    });
  },
  { name: "fortune-jobs" },
);
