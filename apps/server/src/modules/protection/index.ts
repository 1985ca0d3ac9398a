/**
 * The protection module's public surface (issue 16 item 6, responsible gaming): the ONE eligibility
 * check other modules call wherever money moves or a member is reached —
 *
 *   checkEligibility(db, memberId, action, { amount?, lock? }) → { allowed: true } | { allowed: false, code, params }
 *     actions: "bet" | "lottery" | "launch" | "transfer_in" | "deposit" (amount = the deposit) |
 *              "promotion" | "chat" | "marketing"
 *   assertEligible(...)           the same, throwing the refusal as the call's catalogue error
 *   isMarketingSuppressed(db, memberId) → true while a time-out or self-exclusion runs
 *
 * The seamless wallet's statement calls the same rule in SQL (sql/protection_refusal.sql) for every
 * bet. Also: the member and console routes, and the deposit-credited hook of the cashier.
 */
export {
  assertEligible,
  checkEligibility,
  isMarketingSuppressed,
  noteDepositCredited,
  type BlockEffects,
  type Eligibility,
} from "./protection.service.ts";
export { protectionRoutes } from "./protection.routes.ts";
export { protectionConsoleRoutes } from "./protection.console.routes.ts";
