/**
 * The VIP module's public surface (issue 15): the member's level and its evaluation, the perks of
 * each level for other modules (withdrawals per day for the cashier, rebate rates for the rebate
 * job), the member and console routes and the daily job.
 */
export { vipRoutes } from "./vip.routes.ts";
export { vipConsoleRoutes } from "./vip.console.routes.ts";
export { VIP_EVALUATION_JOB, evaluateDue, vipJobs } from "./vip.jobs.ts";
export {
  brandDayOf,
  dailyWithdrawalLimit,
  memberLevels,
  memberVipState,
  rebateRates,
  runEvaluation,
  type OfferVipRewards,
  type VipOffer,
} from "./vip.service.ts";
