/*
 * Responsible gaming (issue 16 item 6): the zod-free rules the web, the console and the server
 * share — limit kinds and periods, time-out and self-exclusion terms, reality-check intervals and
 * the call paths. Schemas are in protection.ts.
 */

/** Deposit (gross), loss and wager limits in minor units; session limits in minutes. */
export const PROTECTION_LIMIT_KINDS = ["deposit", "loss", "wager", "session"] as const;
export type ProtectionLimitKind = (typeof PROTECTION_LIMIT_KINDS)[number];

/** Rolling windows: 24 h, 7 × 24 h, 30 × 24 h (docs/ARCHITECTURE.md "Responsible gaming"). */
export const PROTECTION_PERIODS = ["day", "week", "month"] as const;
export type ProtectionPeriod = (typeof PROTECTION_PERIODS)[number];
export const PROTECTION_PERIOD_HOURS: Record<ProtectionPeriod, number> = { day: 24, week: 7 * 24, month: 30 * 24 };

/** A raise (or removal) of a self limit may be confirmed this many hours after the request. */
export const PROTECTION_RAISE_WAIT_HOURS = 24;
/** A self-exclusion that ended reopens this many days after the member's explicit request. */
export const PROTECTION_REOPEN_COOLING_DAYS = 7;

export const PROTECTION_TIMEOUT_TERMS = ["1d", "1w", "1m", "6w", "3m"] as const;
export type ProtectionTimeoutTerm = (typeof PROTECTION_TIMEOUT_TERMS)[number];
export const PROTECTION_EXCLUSION_TERMS = ["6mo", "1y", "5y", "permanent"] as const;
export type ProtectionExclusionTerm = (typeof PROTECTION_EXCLUSION_TERMS)[number];
export type ProtectionTerm = ProtectionTimeoutTerm | ProtectionExclusionTerm;

/** A term as a Postgres interval (null: permanent). */
export const PROTECTION_TERM_INTERVAL: Record<ProtectionTerm, string | null> = {
  "1d": "1 day",
  "1w": "7 days",
  "1m": "1 month",
  "6w": "42 days",
  "3m": "3 months",
  "6mo": "6 months",
  "1y": "1 year",
  "5y": "5 years",
  permanent: null,
};

export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** What a member asks the one eligibility check about. */
export const PROTECTION_ACTIONS = [
  "bet",
  "lottery",
  "transfer_in",
  "deposit",
  "promotion",
  "chat",
  "marketing",
  "launch",
] as const;
export type ProtectionAction = (typeof PROTECTION_ACTIONS)[number];

export const PROTECTION_PATHS = {
  /** The member's dashboard: limits, remaining, pending raises, block, reality check, history. */
  state: "/wps/protection",
  /** Set, lower, raise (pending) or remove (pending) a self limit. */
  limits: "/wps/protection/limits",
  /** The second confirmation of a pending raise, 24 h after the request. */
  limitConfirm: "/wps/protection/limits/confirm",
  /** Withdraws a pending raise. */
  limitCancel: "/wps/protection/limits/cancel",
  realityCheck: "/wps/protection/reality-check",
  /** The numbers of the reality-check dialog and the game frame: session time, wagered, net. */
  session: "/wps/protection/session",
  /** The "set a deposit limit" prompt answered without a limit. */
  depositPrompt: "/wps/protection/deposit-prompt",
  timeout: "/wps/protection/timeout",
  selfExclusion: "/wps/protection/self-exclusion",
  /** After a self-exclusion ended: the explicit request to reopen (7 days' cooling-off). */
  reopen: "/wps/protection/reopen",
} as const;

export const PROTECTION_CONSOLE_PATHS = {
  member: "/console/api/protection/members/:id",
  memberLimit: "/console/api/protection/members/:id/limits",
  exclusions: "/console/api/protection/exclusions",
  exclusionsCsv: "/console/api/protection/exclusions.csv",
  findings: "/console/api/protection/findings",
} as const;

/** The web route of the dashboard (member centre). */
export const PROTECTION_WEB_PATH = "/member/responsibleGaming";
