/**
 * The lottery module's public surface (issue 14): the member calls, the console's lottery screens,
 * the clock job (schedule, draw, settle) and what the seed needs.
 */
export { lotteryRoutes } from "./lottery.routes.ts";
export { lotteryConsoleRoutes } from "./lottery.console.routes.ts";
export { LOTTERY_JOB, lotteryDeps, lotteryJobs, lotteryTick } from "./lottery.jobs.ts";
export { seedLottery } from "./lottery.seed.ts";
