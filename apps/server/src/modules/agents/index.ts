/**
 * The agents module's public surface (issue 13): the agent tree, team calls, transfers, referral,
 * links and the /join application; contracts and settlement; the console's agent screens.
 */

// Console
export { agentsConsoleRoutes } from "./agents.console.routes.ts";

// Member side (H1): team calls, transfers, referral, links, /join; the team check other parts reuse
export { agentsRoutes } from "./agents.routes.ts";
export { agentAccess, assertInTeam, callerId } from "./access.ts";
export { teamDepth } from "./agents.repository.ts";

// Contracts and settlement (H2): the four contract calls, my income, settlement runs and verify, flags
export { agentContractsRoutes } from "./contracts.routes.ts";
export { contractFlags, offerFromTemplate, type ContractFlags } from "./contracts.service.ts";
export { settle, verify as verifySettlement, runPeriod, type SettleResult } from "./settlement.service.ts";
export { SETTLEMENT_JOB, settleDue, settlementJobs } from "./settlement.jobs.ts";
