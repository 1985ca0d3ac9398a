import { z } from "zod";
import { multilineTextSchema, nameSchema, textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { AGENT_ANNOUNCEMENT_MAX, AGENT_TYPES, PASSWORD_MAX_LENGTH } from "./constants.ts";
import { MEMBER_STATUSES } from "./console-paths.ts";
import { TRANSACTION_TYPES } from "./money-enums.ts";
import { INT8_MAX, MINOR_AMOUNT_PATTERN } from "./money-units.ts";
import { captchaAnswerFields, humanVerificationSchema } from "./verification.ts";
import { amountSchema, dateSchema, minorSchema, pageQueryFields, requestIdSchema, signedMinorSchema } from "./wire.ts";

/*
 * Agents (issue 13; spec §2 agent centre, §3 isAgent, §6 roles, §8 transfer messages).
 * Tree, team calls, transfers, referral, links and the /join application; the contracts and
 * settlement section follows below.
 *
 * isAgent: 0 member; 1 top agent (appointed by the operator); 2 sub-agent (upline is an agent);
 * 41 affiliate partner (from an approved /join application); 42 affiliate sub-partner;
 * 4 trial account (refused with member_no_enter). 1, 2, 41, 42 reach the agent centre.
 */

/** True when an account type (member.is_agent) passes the agent-centre check. */
export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}
/** The account types an agent may create or give a link: plain member or sub-agent. */
export const DOWNLINE_ACCOUNT_TYPES = [0, 2] as const;
const downlineTypeSchema = z.union([z.literal(0), z.literal(2)]);
/** Contract kinds (H2 owns their terms). */
export const AGENT_CONTRACT_KINDS = ["dividend", "daily_salary", "hourly_salary", "realtime_salary"] as const;
export type AgentContractKind = (typeof AGENT_CONTRACT_KINDS)[number];

/** A member id (bigint as digits) in a body, query or path. */
export const memberIdSchema = z.string().regex(/^[0-9]{1,18}$/);
const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
/** Inclusive dates (yyyy-MM-dd, brand time zone), at most AGENT_REPORT_MAX_DAYS apart. */
export const AGENT_REPORT_MAX_DAYS = 92;
const rangeFields = { from: dateSchema, to: dateSchema };
const rangeOk = (q: { from: string; to: string }) => q.from <= q.to;
const rangeIssue = { message: "from after to", path: ["to"] };
const paged = <T extends z.ZodType>(row: T) =>
  z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), list: z.array(row) });

/* ---- Agent centre ---- */
/** GET /wps/agent/centre */
export const agentCentreResponseSchema = envelopeSchema(
  z.object({
    isAgent: z.number().int(),
    account: z.string(),
    /** Menu flags: true when the agent or its downlines have an offered/signed contract of the kind. */
    flags: z.object({
      enableCt: z.boolean(),
      salary: z.boolean(),
      hourSalary: z.boolean(),
      realtimeSalary: z.boolean(),
    }),
    /** The brand's announcement for agents ("" when none). */
    announcement: z.string(),
  }),
);
export type AgentCentreValue = z.infer<typeof agentCentreResponseSchema>["value"];

/* ---- Team overview ---- */
/** GET /wps/agent/team/overview?from&to */
export const teamOverviewQuerySchema = z.strictObject(rangeFields).refine(rangeOk, rangeIssue);
export type TeamOverviewQuery = z.input<typeof teamOverviewQuerySchema>;
const teamFiguresSchema = z.object({
  newMembers: z.number().int(),
  /** Members whose valid bet in the range ≥ the brand's active_member_min_bet. */
  activeMembers: z.number().int(),
  deposits: minorSchema,
  validBet: minorSchema,
  /** The team's result for the house: Σ stake − Σ payout (positive = team lost). */
  profitLoss: signedMinorSchema,
});
export const teamOverviewResponseSchema = envelopeSchema(
  z.object({
    /** The agent itself excluded. */
    totals: teamFiguresSchema.extend({ teamSize: z.number().int() }),
    /** One point per day of the range, oldest first; activeMembers counts that day alone. */
    series: z.array(teamFiguresSchema.extend({ date: dateSchema })),
  }),
);
export type TeamOverviewValue = z.infer<typeof teamOverviewResponseSchema>["value"];

/* ---- Register a downline ---- */
/** POST /wps/agent/team/register: a direct downline; no password → 123456, changed at first login. */
export const teamRegisterRequestSchema = z.strictObject({
  account: nameSchema(64).min(1),
  password: textSchema(PASSWORD_MAX_LENGTH).min(1).optional(),
  isAgent: downlineTypeSchema,
  nickname: nameSchema(64).optional(),
  requestId: requestIdSchema,
});
export type TeamRegisterRequest = z.input<typeof teamRegisterRequestSchema>;
export const teamRegisterResponseSchema = envelopeSchema(
  z.object({
    id: z.string(),
    account: z.string(),
    isAgent: z.number().int(),
    /** True when the weak default password was given (the member must change it at first login). */
    mustChangePassword: z.boolean(),
  }),
);
export type TeamRegisterValue = z.infer<typeof teamRegisterResponseSchema>["value"];

/* ---- Team members ---- */
/** GET /wps/agent/team/members */
export const teamMembersQuerySchema = z.strictObject({
  /** Part of the account or nickname. */
  search: textSchema(64).optional(),
  /** Depth below the caller (1 = direct). */
  level: z.coerce.number().int().min(1).max(64).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  /** Only the direct downlines of this member (must be in the caller's team). */
  parentId: memberIdSchema.optional(),
  ...pageFields,
});
export type TeamMembersQuery = z.input<typeof teamMembersQuerySchema>;
export const teamContractSummarySchema = z.object({
  kind: z.enum(AGENT_CONTRACT_KINDS),
  ratioPpm: z.number().int(),
  status: z.string(),
});
export const teamMemberRowSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  level: z.number().int(),
  isAgent: z.number().int(),
  balance: minorSchema,
  status: z.enum(MEMBER_STATUSES),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** The member's own team size (itself excluded). */
  teamSize: z.number().int(),
  /** Contracts of which the member is the downline (open or signed). */
  contracts: z.array(teamContractSummarySchema),
});
export type TeamMemberRow = z.infer<typeof teamMemberRowSchema>;
export const teamMembersResponseSchema = envelopeSchema(paged(teamMemberRowSchema));
export type TeamMembersValue = z.infer<typeof teamMembersResponseSchema>["value"];
/** GET /wps/agent/team/members/:id */
export const teamMemberParamsSchema = z.strictObject({ id: memberIdSchema });
export const teamMemberDetailResponseSchema = envelopeSchema(
  teamMemberRowSchema.extend({
    /** From the caller (first) down to the member's direct upline; ids and accounts only. */
    uplineChain: z.array(z.object({ id: z.string(), account: z.string(), isAgent: z.number().int() })),
    directCount: z.number().int(),
  }),
);
export type TeamMemberDetailValue = z.infer<typeof teamMemberDetailResponseSchema>["value"];

/* ---- Team betting, profit and loss, transactions ---- */
/** GET /wps/agent/team/bets */
export const teamBetsQuerySchema = z
  .strictObject({ ...rangeFields, memberId: memberIdSchema.optional(), ...pageFields })
  .refine(rangeOk, rangeIssue);
export type TeamBetsQuery = z.input<typeof teamBetsQuerySchema>;
export const teamBetRowSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  date: dateSchema,
  rounds: z.number().int(),
  validBet: minorSchema,
  payout: minorSchema,
});
export const teamBetsResponseSchema = envelopeSchema(
  paged(teamBetRowSchema).extend({ totalValidBet: minorSchema, totalPayout: minorSchema }),
);
export type TeamBetsValue = z.infer<typeof teamBetsResponseSchema>["value"];
/** GET /wps/agent/team/profit-loss */
export const teamProfitLossQuerySchema = z
  .strictObject({ ...rangeFields, memberId: memberIdSchema.optional(), ...pageFields })
  .refine(rangeOk, rangeIssue);
export type TeamProfitLossQuery = z.input<typeof teamProfitLossQuerySchema>;
export const teamProfitLossRowSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  validBet: minorSchema,
  payout: minorSchema,
  /** The member's result: payout − stake (negative = the member lost). */
  profitLoss: signedMinorSchema,
  deposits: minorSchema,
  withdrawals: minorSchema,
});
export const teamProfitLossResponseSchema = envelopeSchema(paged(teamProfitLossRowSchema));
export type TeamProfitLossValue = z.infer<typeof teamProfitLossResponseSchema>["value"];
/** GET /wps/agent/team/transactions */
export const teamTransactionsQuerySchema = z
  .strictObject({
    ...rangeFields,
    /** Comma-separated TRANSACTION_TYPES; empty = all. */
    type: textSchema(256).optional(),
    /** The downline whose main-wallet lines are listed (in the caller's team). */
    memberId: memberIdSchema,
    ...pageFields,
  })
  .refine(rangeOk, rangeIssue);
export type TeamTransactionsQuery = z.input<typeof teamTransactionsQuerySchema>;
export const teamTransactionRowSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  at: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amount: signedMinorSchema,
  balanceAfter: minorSchema,
});
export const teamTransactionsResponseSchema = envelopeSchema(paged(teamTransactionRowSchema));
export type TeamTransactionsValue = z.infer<typeof teamTransactionsResponseSchema>["value"];

/* ---- Transfers between upline and downline ---- */
const paymentPassword = textSchema(PASSWORD_MAX_LENGTH).min(1);
/** POST /wps/agent/transfer: to a DIRECT downline. */
export const agentTransferRequestSchema = z.strictObject({
  toMemberId: memberIdSchema,
  amount: amountSchema,
  paymentPassword,
  requestId: requestIdSchema,
});
export type AgentTransferRequest = z.input<typeof agentTransferRequestSchema>;
/** POST /wps/member/transfer/upline: to the direct upline (member centre transferUpline). */
export const uplineTransferRequestSchema = z.strictObject({
  amount: amountSchema,
  paymentPassword,
  requestId: requestIdSchema,
});
export type UplineTransferRequest = z.input<typeof uplineTransferRequestSchema>;
export const agentTransferResponseSchema = envelopeSchema(
  z.object({
    operationId: z.string(),
    toAccount: z.string(),
    amount: minorSchema,
    /** The sender's main balance after the transfer. */
    mainBalance: minorSchema,
  }),
);
export type AgentTransferValue = z.infer<typeof agentTransferResponseSchema>["value"];
/** GET /wps/agent/transfer/limits (also shown in the member centre): brand limits and today's use. */
export const agentTransferLimitsResponseSchema = envelopeSchema(
  z.object({ min: minorSchema, max: minorSchema, dailyMax: minorSchema, usedToday: minorSchema }),
);
export type AgentTransferLimitsValue = z.infer<typeof agentTransferLimitsResponseSchema>["value"];

/* ---- Referral (member centre) ---- */
/** GET /wps/member/referral */
export const referralResponseSchema = envelopeSchema(
  z.object({
    code: z.string(),
    /** /register?referralCode=CODE on the brand's domain. */
    link: z.string(),
    invitees: z.array(
      z.object({ account: z.string(), registeredAt: z.string(), firstDepositAt: z.string().nullable() }),
    ),
    /** Rewards credited for invitations (0 until a reward rule exists). */
    rewards: minorSchema,
  }),
);
export type ReferralValue = z.infer<typeof referralResponseSchema>["value"];

/* ---- Agent links (affiliate codes) ---- */
export const agentLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  accountType: z.number().int(),
  contractTemplateId: z.string().nullable(),
  active: z.boolean(),
  /** /register?affiliateCode=CODE */
  link: z.string(),
  registrations: z.number().int(),
  createdAt: z.string(),
});
export type AgentLink = z.infer<typeof agentLinkSchema>;
/** GET /wps/agent/links */
export const agentLinksResponseSchema = envelopeSchema(z.array(agentLinkSchema));
export type AgentLinksValue = z.infer<typeof agentLinksResponseSchema>["value"];
/** At most this many links per agent. */
export const AGENT_LINKS_MAX = 20;
/** POST /wps/agent/links */
export const agentLinkCreateRequestSchema = z.strictObject({
  label: textSchema(64).min(1),
  accountType: downlineTypeSchema,
  contractTemplateId: memberIdSchema.nullable().optional(),
});
export type AgentLinkCreateRequest = z.input<typeof agentLinkCreateRequestSchema>;
/** PATCH /wps/agent/links/:id */
export const agentLinkUpdateRequestSchema = z
  .strictObject({
    label: textSchema(64).min(1).optional(),
    accountType: downlineTypeSchema.optional(),
    contractTemplateId: memberIdSchema.nullable().optional(),
    active: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "nothing to change" });
export type AgentLinkUpdateRequest = z.input<typeof agentLinkUpdateRequestSchema>;
export const agentLinkParamsSchema = z.strictObject({ id: memberIdSchema });
export const agentLinkResponseSchema = envelopeSchema(agentLinkSchema);

/* ---- Affiliate application (/join, public) ---- */
export const AFFILIATE_CHANNELS = ["website", "social", "community", "offline", "other"] as const;
export const AFFILIATE_APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type AffiliateApplicationStatus = (typeof AFFILIATE_APPLICATION_STATUSES)[number];
/** POST /wps/agent/application: at least one contact. */
export const affiliateApplicationRequestSchema = z
  .strictObject({
    name: nameSchema(64).min(1),
    contact: z.strictObject({
      email: textSchema(254).min(3).optional(),
      mobile: z
        .string()
        .regex(/^\+?[0-9]{6,16}$/)
        .optional(),
      telegram: textSchema(64).min(1).optional(),
      zalo: textSchema(64).min(1).optional(),
    }),
    channel: z.enum(AFFILIATE_CHANNELS),
    message: textSchema(1000).optional(),
    humanVerification: humanVerificationSchema.optional(),
    ...captchaAnswerFields,
  })
  .refine((body) => Object.values(body.contact).some((value) => value !== undefined), {
    message: "one contact is required",
    path: ["contact"],
  });
export type AffiliateApplicationRequest = z.input<typeof affiliateApplicationRequestSchema>;
export const affiliateApplicationResponseSchema = envelopeSchema(z.object({ id: z.string() }));

/* ---- Operator console (issue 13 item 7): tree browser, promotion, applications, transfers ---- */
/** A member as the console's tree browser shows it. */
export const consoleAgentNodeSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  isAgent: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  uplineId: z.string().nullable(),
  /** Every descendant, the member itself excluded. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /** Main wallet. */
  balance: minorSchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type ConsoleAgentNode = z.infer<typeof consoleAgentNodeSchema>;
const consolePaged = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), list: z.array(row) });
/** GET /console/api/agents/tree?q: members by account prefix or id; an empty q lists the top-level agents. */
export const consoleAgentTreeQuerySchema = z.strictObject({ q: textSchema(64).trim().default(""), ...pageQueryFields });
export const consoleAgentNodesResponseSchema = envelopeSchema(consolePaged(consoleAgentNodeSchema));
/** GET /console/api/agents/tree/:id: the member and its upline chain (top first, the member excluded). */
export const consoleAgentDetailSchema = z.object({
  member: consoleAgentNodeSchema,
  chain: z.array(consoleAgentNodeSchema),
});
export type ConsoleAgentDetail = z.infer<typeof consoleAgentDetailSchema>;
export const consoleAgentDetailResponseSchema = envelopeSchema(consoleAgentDetailSchema);
/** GET /console/api/agents/tree/:id/downlines: the direct downlines (lazy expansion). */
export const consoleAgentDownlinesQuerySchema = z.strictObject({ ...pageQueryFields });
/** POST /console/api/agents/tree/:id/promote: 0 → 1 (no agent above) or 2 (an agent above); reason audited. */
export const consoleAgentPromoteRequestSchema = z.strictObject({ reason: textSchema(200).trim().min(3) });
export type ConsoleAgentPromoteRequest = z.infer<typeof consoleAgentPromoteRequestSchema>;

/** GET /console/api/agents/applications */
export const consoleAffiliateApplicationQuerySchema = z.strictObject({
  status: z.enum([...AFFILIATE_APPLICATION_STATUSES, "all"]).default("pending"),
  ...pageQueryFields,
});
export const consoleAffiliateApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.object({
    email: z.string().optional(),
    mobile: z.string().optional(),
    telegram: z.string().optional(),
    zalo: z.string().optional(),
  }),
  channel: z.string(),
  message: z.string(),
  status: z.enum(AFFILIATE_APPLICATION_STATUSES),
  /** The member created or promoted on approval. */
  member: z.object({ id: z.string(), account: z.string(), isAgent: z.number().int() }).nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Why it was rejected ("" otherwise). */
  reason: z.string(),
  ip: z.string(),
  createdAt: z.string(),
});
export type ConsoleAffiliateApplication = z.infer<typeof consoleAffiliateApplicationSchema>;
export const consoleAffiliateApplicationsResponseSchema = envelopeSchema(
  consolePaged(consoleAffiliateApplicationSchema),
);
/** A console account name: 4–32 letters, digits, _ . -, starting with a letter or digit (as the CLI's). */
export const CONSOLE_ACCOUNT_NAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{3,31}$/;
/**
 * POST /console/api/agents/applications/:id/approve: `account` is created as an affiliate partner (41)
 * with the weak default password (changed at first login), or promoted when it is a plain member.
 */
export const consoleAffiliateApproveRequestSchema = z.strictObject({
  account: z.string().trim().toLowerCase().regex(CONSOLE_ACCOUNT_NAME_PATTERN),
});
export type ConsoleAffiliateApproveRequest = z.input<typeof consoleAffiliateApproveRequestSchema>;
export const consoleAffiliateApproveResponseSchema = envelopeSchema(
  z.object({
    application: consoleAffiliateApplicationSchema,
    /** True when the account was created (then `temporaryPassword` is what to pass on). */
    created: z.boolean(),
    temporaryPassword: z.string().nullable(),
  }),
);
export type ConsoleAffiliateApproveValue = z.infer<typeof consoleAffiliateApproveResponseSchema>["value"];
/** POST /console/api/agents/applications/:id/reject */
export const consoleAffiliateRejectRequestSchema = z.strictObject({ reason: textSchema(200).trim().min(3) });
export const consoleAffiliateApplicationResponseSchema = envelopeSchema(consoleAffiliateApplicationSchema);

/** GET /console/api/agents/transfers: agent_transfer rows, newest first; dates in the brand's time zone. */
export const consoleAgentTransferQuerySchema = z
  .strictObject({
    /** Either side's account (exact, any case). */
    account: textSchema(64).trim().toLowerCase().optional(),
    direction: z.enum(["down", "up", "all"]).default("all"),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    ...pageQueryFields,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from after to", path: ["to"] });
export const consoleAgentTransferSchema = z.object({
  operationId: z.string(),
  from: z.object({ id: z.string(), account: z.string(), isAgent: z.number().int() }),
  to: z.object({ id: z.string(), account: z.string(), isAgent: z.number().int() }),
  amount: minorSchema,
  direction: z.enum(["down", "up"]),
  createdAt: z.string(),
});
export type ConsoleAgentTransfer = z.infer<typeof consoleAgentTransferSchema>;
export const consoleAgentTransfersResponseSchema = envelopeSchema(
  consolePaged(consoleAgentTransferSchema).extend({ sum: minorSchema }),
);

/* ---- Contracts and settlement (H2) ---- */
/**
 * Rates are integers in parts per million (0.3 % = 3000); amounts are digit strings in minor units.
 * Dividend, daily and hourly salary: tiers by the team's valid bet and active members (the highest
 * tier met applies); hourly adds minBetPerHour. Real-time: one rate for lost rounds, one for won or
 * pushed rounds, counted when the 5-minute window's team valid bet reaches minBetPerWindow.
 */
export const RATE_PPM_MAX = 1_000_000;
const ratePpmSchema = z.number().int().min(0).max(RATE_PPM_MAX);
export const AGENT_CONTRACT_TIERS_MAX = 10;
export const contractTierSchema = z.strictObject({
  minTeamBet: minorSchema,
  minActive: z.number().int().min(0).max(1_000_000),
  ratePpm: ratePpmSchema,
});
export type ContractTier = z.infer<typeof contractTierSchema>;
export const tieredTermsSchema = z.strictObject({
  activeMemberMinBet: minorSchema,
  tiers: z.array(contractTierSchema).min(1).max(AGENT_CONTRACT_TIERS_MAX),
  /** Hourly salary only: an hour counts when the team's valid bet in it reaches this. */
  minBetPerHour: minorSchema.optional(),
});
export type TieredTerms = z.infer<typeof tieredTermsSchema>;
export const realtimeTermsSchema = z.strictObject({
  winRatePpm: ratePpmSchema,
  lossRatePpm: ratePpmSchema,
  minBetPerWindow: minorSchema,
});
export type RealtimeTerms = z.infer<typeof realtimeTermsSchema>;
export const contractTermsSchema = z.union([tieredTermsSchema, realtimeTermsSchema]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;
/** D day; W Monday–Sunday; H 1st–15th and 16th–end of month; M month; R5 five minutes (real-time). */
export const AGENT_CONTRACT_PERIODS = ["D", "W", "H", "M", "R5"] as const;
export type AgentContractPeriod = (typeof AGENT_CONTRACT_PERIODS)[number];
export const AGENT_CONTRACT_STATUSES = [
  "offered",
  "signed",
  "rejected",
  "termination_requested",
  "terminated",
  "superseded",
  "cancelled_by_rule",
] as const;
export type AgentContractStatus = (typeof AGENT_CONTRACT_STATUSES)[number];
export const AGENT_CONTRACT_ACTIONS = [
  "list",
  "offer",
  "preview",
  "sign",
  "reject",
  "terminate",
  "agreeTermination",
  "refuseTermination",
] as const;
export type AgentContractAction = (typeof AGENT_CONTRACT_ACTIONS)[number];
/**
 * One body for the four contract calls (the path names the kind): POST
 * /wps/relay/MCS2_processDividendReq (dividend), MCS2_processDailySalContract (daily salary),
 * MCS2_processContractHourSalary (hourly salary), MCSFE_processRealTimeSalaryContract (real-time).
 * offer/preview need downlineId and terms (period for dividends); preview with contractId instead is the
 * named downline's view of an offer (what signing it would end); sign, reject, terminate,
 * agreeTermination, refuseTermination need contractId.
 */
export const contractRequestSchema = z.strictObject({
  action: z.enum(AGENT_CONTRACT_ACTIONS),
  contractId: memberIdSchema.optional(),
  downlineId: memberIdSchema.optional(),
  period: z.enum(AGENT_CONTRACT_PERIODS).optional(),
  terms: contractTermsSchema.optional(),
  requestId: requestIdSchema.optional(),
});
export type ContractRequest = z.input<typeof contractRequestSchema>;
export const agentContractSchema = z.object({
  id: z.string(),
  kind: z.enum(AGENT_CONTRACT_KINDS),
  /** null: the house (a top agent's contract from the operator). */
  uplineId: z.string().nullable(),
  uplineAccount: z.string().nullable(),
  downlineId: z.string(),
  downlineAccount: z.string(),
  version: z.number().int(),
  period: z.enum(AGENT_CONTRACT_PERIODS),
  terms: contractTermsSchema,
  ratioPpm: z.number().int(),
  status: z.enum(AGENT_CONTRACT_STATUSES),
  /** Who asked to end it (a member id) while status is termination_requested. */
  terminationRequestedBy: z.string().nullable(),
  createdAt: z.string(),
  signedAt: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  endedAt: z.string().nullable(),
  replacesId: z.string().nullable(),
});
export type AgentContract = z.infer<typeof agentContractSchema>;
/** The current period's figures of a contract's downline team. */
export const contractFiguresSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  validBet: minorSchema,
  /** The house's result: Σ stake − Σ payout (positive = the team lost). */
  profitLoss: signedMinorSchema,
  activeUsers: z.number().int(),
});
export const contractListValueSchema = z.object({
  /** Contracts in which I am the downline (offers waiting for me first). */
  asDownline: z.array(agentContractSchema.extend({ figures: contractFiguresSchema })),
  /** Contracts I offered to my direct downlines. */
  asUpline: z.array(agentContractSchema.extend({ figures: contractFiguresSchema })),
});
/** preview: the contract that would be offered and the downline's contracts that signing it would end. */
export const contractPreviewValueSchema = z.object({
  ratioPpm: z.number().int(),
  /** My own rate of that kind (the upper bound of the offer). */
  ownRatioPpm: z.number().int(),
  wouldEnd: z.array(agentContractSchema),
  /** When the ended contracts stop (the next period boundary after signing now). */
  endsAt: z.string(),
});
export const contractResponseSchema = envelopeSchema(
  z.union([contractListValueSchema, contractPreviewValueSchema, agentContractSchema]),
);
export type ContractListValue = z.infer<typeof contractListValueSchema>;
export type ContractPreviewValue = z.infer<typeof contractPreviewValueSchema>;

/* ---- Income (statements paid to me) ---- */
export const AGENT_STATEMENT_STATUSES = ["paid", "held", "zero"] as const;
/** GET /wps/agent/income?from&to&kind&page */
export const incomeQuerySchema = z
  .strictObject({ ...rangeFields, kind: z.enum(AGENT_CONTRACT_KINDS).optional(), ...pageFields })
  .refine(rangeOk, rangeIssue);
export type IncomeQuery = z.input<typeof incomeQuerySchema>;
export const incomeRowSchema = z.object({
  id: z.string(),
  kind: z.enum(AGENT_CONTRACT_KINDS),
  contractId: z.string(),
  contractVersion: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  gross: minorSchema,
  clawback: minorSchema,
  amount: minorSchema,
  status: z.enum(AGENT_STATEMENT_STATUSES),
});
export const incomeResponseSchema = envelopeSchema(paged(incomeRowSchema).extend({ totalAmount: minorSchema }));
export type IncomeValue = z.infer<typeof incomeResponseSchema>["value"];
/** GET /wps/agent/income/:id: one statement with everything it was computed from. */
export const incomeParamsSchema = z.strictObject({ id: memberIdSchema });
export const incomeDetailResponseSchema = envelopeSchema(
  incomeRowSchema.extend({
    inputs: z.record(z.string(), z.unknown()),
    tier: contractTierSchema.nullable(),
    deductions: z.array(z.object({ label: z.string(), amount: minorSchema, contractId: z.string().optional() })),
    carriedIn: signedMinorSchema,
    carriedOut: signedMinorSchema,
    /** sha256 (hex) of the canonical JSON of the statement without the hash. */
    hash: z.string(),
    /** The ledger operation that paid it (commission_payout); null while held or for a zero statement. */
    operationId: z.string().nullable(),
  }),
);
export type IncomeDetailValue = z.infer<typeof incomeDetailResponseSchema>["value"];

/* ---- Operator console (issue 13 item 7): contract templates, caps, house contracts, settlement runs ---- */
export const consoleContractTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(AGENT_CONTRACT_KINDS),
  period: z.enum(AGENT_CONTRACT_PERIODS),
  terms: contractTermsSchema,
  /** The terms' highest rate (ppm). */
  ratioPpm: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsoleContractTemplate = z.infer<typeof consoleContractTemplateSchema>;
/** GET /console/api/agents/templates */
export const consoleContractTemplatesResponseSchema = envelopeSchema(z.array(consoleContractTemplateSchema));
/** POST /console/api/agents/templates (period: dividends D, W, H or M; salaries D; real-time R5). */
export const consoleContractTemplateRequestSchema = z.strictObject({
  name: textSchema(64).trim().min(1),
  kind: z.enum(AGENT_CONTRACT_KINDS),
  period: z.enum(AGENT_CONTRACT_PERIODS).optional(),
  terms: contractTermsSchema,
});
export type ConsoleContractTemplateRequest = z.input<typeof consoleContractTemplateRequestSchema>;
export const consoleContractTemplateResponseSchema = envelopeSchema(consoleContractTemplateSchema);
/** GET /console/api/agents/tree/:id/contracts: a top agent's caps (null = none) and house contracts. */
export const consoleHouseContractsSchema = z.object({
  member: consoleAgentNodeSchema,
  /** True for a top-level agent (1 or 41 without an agent above): the house contracts with it. */
  topAgent: z.boolean(),
  caps: z.array(z.object({ kind: z.enum(AGENT_CONTRACT_KINDS), maxRatioPpm: z.number().int().nullable() })),
  contracts: z.array(agentContractSchema),
});
export type ConsoleHouseContracts = z.infer<typeof consoleHouseContractsSchema>;
export const consoleHouseContractsResponseSchema = envelopeSchema(consoleHouseContractsSchema);
/** PUT /console/api/agents/tree/:id/caps: the highest rate the house offers this top agent for a kind. */
/**
 * GET/PUT /console/api/agents/settings: the brand's agent announcement (shown on the agent centre's
 * announcement page), the limits of transfers between uplines and downlines (per transfer and per
 * member per local day) and the valid bet that makes a team member active. Amounts in minor units.
 */
const isMinor = (...values: unknown[]) => values.every((v) => typeof v === "string" && MINOR_AMOUNT_PATTERN.test(v));
const settingAmountSchema = minorSchema.refine((v) => !isMinor(v) || BigInt(v) <= INT8_MAX, {
  message: "amount out of range",
});
export const consoleAgentSettingsSchema = z
  .strictObject({
    announcement: multilineTextSchema(AGENT_ANNOUNCEMENT_MAX),
    transferMin: settingAmountSchema,
    transferMax: settingAmountSchema,
    transferDailyMax: settingAmountSchema,
    activeMemberMinBet: settingAmountSchema,
  })
  // The order checks run only on amounts that are digits (a field that failed already says so).
  .refine((s) => !isMinor(s.transferMin) || BigInt(s.transferMin) > 0n, {
    message: "the smallest transfer is above zero",
    path: ["transferMin"],
  })
  .refine((s) => !isMinor(s.transferMin, s.transferMax) || BigInt(s.transferMin) <= BigInt(s.transferMax), {
    message: "the smallest transfer is at most the largest",
    path: ["transferMax"],
  })
  .refine((s) => !isMinor(s.transferMax, s.transferDailyMax) || BigInt(s.transferMax) <= BigInt(s.transferDailyMax), {
    message: "the largest transfer is at most the daily limit",
    path: ["transferDailyMax"],
  });
export type ConsoleAgentSettings = z.infer<typeof consoleAgentSettingsSchema>;
export const consoleAgentSettingsResponseSchema = envelopeSchema(consoleAgentSettingsSchema);

export const consoleAgentCapRequestSchema = z.strictObject({
  kind: z.enum(AGENT_CONTRACT_KINDS),
  maxRatioPpm: z.number().int().min(0).max(RATE_PPM_MAX),
});
export type ConsoleAgentCapRequest = z.infer<typeof consoleAgentCapRequestSchema>;
/** POST /console/api/agents/tree/:id/contracts: the house offers a contract (terms, or a template's). */
export const consoleHouseOfferRequestSchema = z
  .strictObject({
    kind: z.enum(AGENT_CONTRACT_KINDS),
    period: z.enum(AGENT_CONTRACT_PERIODS).optional(),
    terms: contractTermsSchema.optional(),
    templateId: memberIdSchema.optional(),
  })
  .refine((body) => (body.terms === undefined) !== (body.templateId === undefined), {
    message: "terms or templateId, not both",
    path: ["terms"],
  });
export type ConsoleHouseOfferRequest = z.input<typeof consoleHouseOfferRequestSchema>;

export const AGENT_RUN_STATUSES = ["computed", "held", "paid"] as const;
/** GET /console/api/agents/runs */
export const consoleSettlementRunQuerySchema = z.strictObject({
  kind: z.enum(AGENT_CONTRACT_KINDS).optional(),
  status: z.enum(AGENT_RUN_STATUSES).optional(),
  ...pageQueryFields,
});
export const consoleSettlementRunSchema = z.object({
  id: z.string(),
  kind: z.enum(AGENT_CONTRACT_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** computed: waiting to be paid; held: paid except statements still held; paid. */
  status: z.enum(AGENT_RUN_STATUSES),
  computedAt: z.string(),
  paidAt: z.string().nullable(),
  operationId: z.string().nullable(),
  statements: z.number().int(),
  held: z.number().int(),
  /** Σ amount of the run's statements. */
  amount: minorSchema,
});
export type ConsoleSettlementRun = z.infer<typeof consoleSettlementRunSchema>;
export const consoleSettlementRunsResponseSchema = envelopeSchema(consolePaged(consoleSettlementRunSchema));
/**
 * POST /console/api/agents/runs: computes the run of the kind for the period containing `period`
 * (yyyy-MM-dd, or yyyy-MM-ddTHH:mm for real-time windows, brand time zone) without paying it.
 */
export const consoleSettlementComputeRequestSchema = z.strictObject({
  kind: z.enum(AGENT_CONTRACT_KINDS),
  period: z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/),
});
export type ConsoleSettlementComputeRequest = z.infer<typeof consoleSettlementComputeRequestSchema>;
export const consoleStatementSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  contractVersion: z.number().int(),
  agent: z.object({ id: z.string(), account: z.string() }),
  periodStart: z.string(),
  periodEnd: z.string(),
  inputs: z.record(z.string(), z.unknown()),
  tier: z.unknown(),
  gross: minorSchema,
  deductions: z.array(z.unknown()),
  clawback: minorSchema,
  carriedIn: signedMinorSchema,
  carriedOut: signedMinorSchema,
  amount: minorSchema,
  status: z.enum(AGENT_STATEMENT_STATUSES),
  /** The ledger operation that paid it (null until paid). */
  operationId: z.string().nullable(),
  /** sha256 (hex) of the canonical statement (settlement verify). */
  hash: z.string(),
  /** An operator's hold: the statement is not paid with its run until released. */
  hold: z.object({ reason: z.string(), by: z.string(), at: z.string() }).nullable(),
});
export type ConsoleStatement = z.infer<typeof consoleStatementSchema>;
/** GET /console/api/agents/runs/:id */
export const consoleSettlementRunDetailSchema = z.object({
  run: consoleSettlementRunSchema,
  statements: z.array(consoleStatementSchema),
});
export type ConsoleSettlementRunDetail = z.infer<typeof consoleSettlementRunDetailSchema>;
export const consoleSettlementRunDetailResponseSchema = envelopeSchema(consoleSettlementRunDetailSchema);
/** POST /console/api/agents/statements/:id/hold */
export const consoleStatementHoldRequestSchema = z.strictObject({ reason: textSchema(200).trim().min(3) });
/** POST /console/api/agents/statements/:id/release (a held statement of a paid run is paid then) */
export const consoleStatementReleaseRequestSchema = z.strictObject({ reason: textSchema(200).trim().optional() });
/** POST /console/api/agents/runs/:id/pay: one ledger operation for every statement not held. */
export const consoleSettlementPayRequestSchema = z.strictObject({});
