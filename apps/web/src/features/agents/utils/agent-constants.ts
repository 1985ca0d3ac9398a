/*
 * Wire constants of packages/contracts/src/agents.ts. That file builds zod schemas, so the web
 * entry (@lotus/contracts/web) carries its types only; these copies are checked equal to the
 * originals by agent-constants.test.ts.
 */

/** Longest report range (inclusive days), AGENT_REPORT_MAX_DAYS. */
export const AGENT_REPORT_DAYS = 92;
/** Most promotion links an agent may have, AGENT_LINKS_MAX. */
export const AGENT_LINKS_LIMIT = 20;
/** Account types an agent may create or give a link: member 0, sub-agent 2 (DOWNLINE_ACCOUNT_TYPES). */
export const DOWNLINE_TYPES = [0, 2] as const;
/** How an applicant reaches its audience (AFFILIATE_CHANNELS). */
export const APPLICATION_CHANNELS = ["website", "social", "community", "offline", "other"] as const;
/** Contract kinds (AGENT_CONTRACT_KINDS). */
export const AGENT_CONTRACT_KINDS_LIST = ["dividend", "daily_salary", "hourly_salary", "realtime_salary"] as const;
