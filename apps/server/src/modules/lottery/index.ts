/**
 * The lottery module's public surface (issue 14): the member calls, the console's lottery screens,
 * the clock job (schedule, draw, settle) and what the seed needs.
 */
export { lotteryRoutes } from "./lottery.routes.ts";
export { lotteryConsoleRoutes } from "./lottery.console.routes.ts";
export { LOTTERY_JOB, lotteryDeps, lotteryJobs, lotteryTick } from "./lottery.jobs.ts";
export { seedLottery } from "./lottery.seed.ts";
export { memberTicket, tickets as memberTickets } from "./lottery.service.ts";

import type { DbClient } from "../../db/pool.ts";
import { voidMemberCall } from "./lottery.repository.ts";

/**
 * A time-out or self-exclusion (issue 16, modules/protection): the member's lines of draws not drawn
 * yet are voided and their stakes refunded in one statement; `key` makes a repeat do nothing.
 */
export async function voidMemberFutureTickets(
  db: DbClient,
  memberId: bigint,
  key: string,
  reason: string,
): Promise<{ lines: number; refunded: bigint }> {
  const row = await voidMemberCall(db, memberId, key, reason);
  return { lines: Number(row.lines), refunded: BigInt(row.refunded) };
}
