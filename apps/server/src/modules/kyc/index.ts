/**
 * The know-your-customer module's public surface (issue 16 item 7): the member's verification tier
 * (derived: verified phone, approved identity, approved address), the withdrawal gate the cashier
 * asks before a request, and the member and console routes.
 */
export { kycRoutes } from "./kyc.routes.ts";
export { kycConsoleRoutes } from "./kyc.console.routes.ts";
export { assertWithdrawalTier, memberKycState, requiredTier, tierOf } from "./kyc.service.ts";
