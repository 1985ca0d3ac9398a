/**
 * The promotions module's public surface (issue 15): the promotions centre (member and console
 * routes), bonus grants — give, end (convert, expire, forfeit) — with their ledger identities for
 * `npm run ledger:verify`, the deposit match the cashier calls after a credit, the withdrawal's check
 * of active grants, and the jobs (expiry, missed deposit matches, the daily rebate). Bets, wins and
 * rollbacks against grants are SQL functions (sql/promotion_bet.sql, promotion_return.sql) that the
 * seamless wallet's statement calls.
 */
export {
  endGrant,
  expireDueGrants,
  giveGrant,
  grantViolations,
  remindExpiringGrants,
  type GiveGrantInput,
} from "./grants.service.ts";
export { activeGrantCount, forfeitActiveGrants } from "./bonuses.service.ts";
export { checkDepositChoice, matchDeposit, termsOf } from "./centre.service.ts";
export { promotionsRoutes } from "./promotions.routes.ts";
export { promotionsConsoleRoutes } from "./promotions.console.routes.ts";
export { PROMOTION_JOBS, promotionsJobs } from "./promotions.jobs.ts";
export { previousBrandDay, runRebateDay, type OfferRebates, type RebateOffer } from "./rebates.service.ts";
