import fp from "fastify-plugin";
import type { AgentContractKind } from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";
import { registerJob } from "../jobs/index.ts";
import { periodContaining } from "./contract-rules.ts";
import { settle } from "./settlement.service.ts";

/*
 * Settlement in the background (issue 13, H2; design "Periods"), every minute under the job's
 * advisory lock: real-time salary for the 5-minute windows that ended at least a minute ago (the
 * last three, so a missed tick catches up; a settled window answers as replayed and pays nothing);
 * daily and hourly salary and dividends for yesterday once it is 00:30 local (dividend runs settle
 * the contracts whose D, W, H or M period ends with that day).
 */

export const SETTLEMENT_JOB = "agents.settlement";
const MINUTE = 60_000;
const DAILY_KINDS: AgentContractKind[] = ["daily_salary", "hourly_salary", "dividend"];
/** Local 00:30 (UTC+7) as minutes after the start of the local day. */
const DAILY_AFTER_MINUTES = 30;

export async function settleDue(db: Db, now = new Date()): Promise<void> {
  const lastWindow = periodContaining("R5", new Date(now.getTime() - MINUTE - 5 * MINUTE));
  for (let back = 2; back >= 0; back -= 1) {
    await settle(db, "realtime_salary", new Date(lastWindow.start.getTime() - back * 5 * MINUTE), now);
  }
  const today = periodContaining("D", now);
  if (now.getTime() - today.start.getTime() < DAILY_AFTER_MINUTES * MINUTE) return;
  const yesterdayNoon = new Date(today.start.getTime() - 12 * 60 * MINUTE);
  for (const kind of DAILY_KINDS) await settle(db, kind, yesterdayNoon, now);
}

export const settlementJobs = fp(
  async (app) => {
    registerJob(app, { name: SETTLEMENT_JOB, everyMs: MINUTE, run: (server) => settleDue(server.db) });
  },
  { name: "agents-settlement-jobs" },
);
