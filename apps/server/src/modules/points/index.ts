/**
 * The points module's public surface (issue 15): points accrual (job), the points mall's member calls
 * (balance, details, rules, goods, exchanges, conversion to cash) and its console routes, and the
 * points identities that ride along with `ledger:verify`.
 */
export { pointsRoutes } from "./points.routes.ts";
export { pointsConsoleRoutes } from "./points.console.routes.ts";
export { POINTS_JOB, pointsJobs } from "./points.jobs.ts";
export {
  accrue as accruePoints,
  pointsViolations,
  redeem as redeemPoints,
  review as reviewExchange,
} from "./points.service.ts";
export { insertGoods as insertPointsGoods, type GoodsInput as PointsGoodsInput } from "./points.repository.ts";
