import { z } from "zod";
import { nameSchema, textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { PASSWORD_MAX_LENGTH } from "./constants.ts";
import {
  amountSchema,
  depositOrderSchema,
  minorSchema,
  orderNoParamsSchema,
  requestIdSchema,
  signedMinorSchema,
  withdrawalOrderSchema,
} from "./money.ts";
import { VN_BANK_CODES } from "./banks.ts";
import { REGISTER_FIELDS } from "./settings.ts";
import {
  MEMBER_STATE_ACTIONS,
  MEMBER_STATUSES,
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_ROLES,
  OPERATOR_USERNAME_PATTERN,
} from "./console-paths.ts";

/*
 * The operator console's calls (apps/console, served at /console; its API under /console/api).
 * Operators are not members: their own table, argon2id passwords, mandatory TOTP, roles, their
 * own opaque session tokens (Authorization: Bearer), and every action in the operator audit log.
 */

export const operatorSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type Operator = z.infer<typeof operatorSchema>;

/** POST /console/api/session: password and the current TOTP code, both required. */
export const consoleLoginRequestSchema = z.strictObject({
  username: nameSchema(64).min(1),
  password: textSchema(PASSWORD_MAX_LENGTH).min(1),
  totp: z.string().regex(/^[0-9]{6}$/),
});
export type ConsoleLoginRequest = z.infer<typeof consoleLoginRequestSchema>;
export const consoleLoginResponseSchema = envelopeSchema(z.object({ token: z.string(), operator: operatorSchema }));
export const consoleMeResponseSchema = envelopeSchema(operatorSchema);

const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};
const remark = textSchema(200);

/* ---- Queues ---- */
export const consoleDepositQuerySchema = z.strictObject({
  status: z.enum(["pending", "credited", "rejected", "expired", "all"]).default("pending"),
  ...page,
});
export const consoleDepositSchema = depositOrderSchema.extend({ memberId: z.string(), memberAccount: z.string() });
export type ConsoleDeposit = z.infer<typeof consoleDepositSchema>;
export const consoleDepositsResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleDepositSchema) }),
);
export const consoleWithdrawalQuerySchema = z.strictObject({
  status: z
    .enum(["pending", "approved", "paid", "disputed", "received", "resolved", "rejected", "all"])
    .default("pending"),
  ...page,
});
export const consoleWithdrawalSchema = withdrawalOrderSchema.extend({
  memberId: z.string(),
  memberAccount: z.string(),
  /** The full account number (staff pay to it). */
  accountNumber: z.string(),
  proofIds: z.array(z.string()),
});
export type ConsoleWithdrawal = z.infer<typeof consoleWithdrawalSchema>;
export const consoleWithdrawalsResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleWithdrawalSchema) }),
);
/** confirm/approve/pay: optional remark; reject: a reason is required. */
export const consoleRemarkRequestSchema = z.strictObject({ remark: remark.optional() });
export const consoleRejectRequestSchema = z.strictObject({ remark: remark.min(1) });
/**
 * Review of a disputed payout: `paid` = the payout is confirmed as paid (forced receipt, no refund);
 * `refund` = the money never arrived, the amount returns to the member's main wallet.
 */
export const consoleResolveRequestSchema = z.strictObject({
  outcome: z.enum(["paid", "refund"]),
  remark: remark.min(1),
});
export const proofParamsSchema = orderNoParamsSchema.extend({ proofId: z.string().regex(/^[0-9]{1,18}$/) });

/* ---- Members ---- */
export const consoleMemberQuerySchema = z.strictObject({ q: textSchema(64).default(""), ...page });
export const consoleMemberSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  isAgent: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  /** The reason given at the last state change ("" when none). */
  statusReason: z.string(),
  statusChangedAt: z.string().nullable(),
  mobile: z.string(),
  email: z.string(),
  payeeName: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  mainBalance: minorSchema,
  vendorBalance: minorSchema,
  withdrawalHold: minorSchema,
});
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;
export const consoleMembersResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleMemberSchema) }),
);
/** One change of the member's state, from the member's own authentication log. */
export const consoleMemberStateChangeSchema = z.object({
  at: z.string(),
  action: z.enum(MEMBER_STATE_ACTIONS),
  reason: z.string(),
  operator: z.string(),
});
/** One member with the history of its state changes, newest first (the member page). */
export const consoleMemberDetailSchema = consoleMemberSchema.extend({
  stateHistory: z.array(consoleMemberStateChangeSchema),
});
export type ConsoleMemberDetail = z.infer<typeof consoleMemberDetailSchema>;
export const consoleMemberResponseSchema = envelopeSchema(consoleMemberDetailSchema);
export const memberIdParamsSchema = z.strictObject({ id: z.string().regex(/^[0-9]{1,18}$/) });
export const consoleLedgerQuerySchema = z.strictObject({ ...page });
/** One transfer touching any of the member's accounts, as the member's account sees it. */
export const consoleLedgerRowSchema = z.object({
  transferId: z.string(),
  operationId: z.string(),
  at: z.string(),
  kind: z.string(),
  /** The member's account (main, vendor:<code>, withdrawal_hold). */
  account: z.string(),
  /** The account on the other side (e.g. deposit_clearing, adjustments). */
  counterparty: z.string(),
  amount: signedMinorSchema,
  balanceAfter: signedMinorSchema,
  reference: z.string(),
  remark: z.string(),
});
export const consoleLedgerResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleLedgerRowSchema) }),
);
/** Manual adjustment: credit or debit of the main wallet, a reason is required and audited. */
export const consoleAdjustRequestSchema = z.strictObject({
  direction: z.enum(["credit", "debit"]),
  amount: amountSchema,
  reason: textSchema(200).trim().min(3),
  requestId: requestIdSchema,
});
export type ConsoleAdjustRequest = z.input<typeof consoleAdjustRequestSchema>;

/** Freeze, unfreeze, lock, unlock or close a member; the reason is audited. */
export const consoleMemberStateRequestSchema = z.strictObject({
  action: z.enum(MEMBER_STATE_ACTIONS),
  reason: textSchema(200).trim().min(3),
});
export type ConsoleMemberStateRequest = z.infer<typeof consoleMemberStateRequestSchema>;

/* ---- Dashboard ---- */
/** One day's figures (a day of the brand's time zone); money as digit strings in minor units. */
export const consoleDashboardDaySchema = z.object({
  /** YYYY-MM-DD in the brand's time zone. */
  day: z.string(),
  /** Deposits credited to members. */
  deposits: minorSchema,
  /** Withdrawals paid out (less payouts refunded after a dispute). */
  withdrawals: signedMinorSchema,
  /** Stakes of bets, less rolled-back bets. */
  bets: signedMinorSchema,
  wins: minorSchema,
  /** Gross gaming revenue: bets − wins. */
  ggr: signedMinorSchema,
  /** Members with a game round, a deposit order or a login that day. */
  activeMembers: z.number().int(),
  newMembers: z.number().int(),
});
export type ConsoleDashboardDay = z.infer<typeof consoleDashboardDaySchema>;
export const consoleDashboardSchema = z.object({
  timeZone: z.string(),
  /** Today so far. */
  today: consoleDashboardDaySchema,
  /** The last 30 days, oldest first, today last. */
  days: z.array(consoleDashboardDaySchema),
  /** Sums over the 30 days (active members: distinct over the 30 days). */
  total: consoleDashboardDaySchema.omit({ day: true }),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardSchema>;
export const consoleDashboardResponseSchema = envelopeSchema(consoleDashboardSchema);

/* ---- Operator accounts ---- */
export const consoleOperatorSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(["active", "disabled"]),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type ConsoleOperator = z.infer<typeof consoleOperatorSchema>;
export const consoleOperatorsResponseSchema = envelopeSchema(z.array(consoleOperatorSchema));
export const consoleOperatorParamsSchema = z.strictObject({ username: z.string().regex(OPERATOR_USERNAME_PATTERN) });
export const consoleOperatorCreateSchema = z.strictObject({
  username: z.string().trim().toLowerCase().regex(OPERATOR_USERNAME_PATTERN),
  displayName: nameSchema(64).trim().min(1),
  role: z.enum(OPERATOR_ROLES),
  password: textSchema(PASSWORD_MAX_LENGTH).min(OPERATOR_PASSWORD_MIN_LENGTH),
});
export type ConsoleOperatorCreate = z.infer<typeof consoleOperatorCreateSchema>;
/** Change role and/or status (at least one). */
export const consoleOperatorUpdateSchema = z
  .strictObject({ role: z.enum(OPERATOR_ROLES).optional(), status: z.enum(["active", "disabled"]).optional() })
  .refine((r) => r.role !== undefined || r.status !== undefined, { path: ["role"] });
/** Sets a new password and/or issues a new authenticator secret (shown once); ends its sessions. */
export const consoleOperatorResetSchema = z
  .strictObject({
    password: textSchema(PASSWORD_MAX_LENGTH).min(OPERATOR_PASSWORD_MIN_LENGTH).optional(),
    totp: z.boolean().optional(),
  })
  .refine((r) => r.password !== undefined || r.totp === true, { path: ["password"] });
/** The new authenticator secret, when one was issued: shown once. */
export const consoleOperatorSecretSchema = z.object({
  operator: consoleOperatorSchema,
  totpSecret: z.string().nullable(),
  otpauthUri: z.string().nullable(),
});
export type ConsoleOperatorSecret = z.infer<typeof consoleOperatorSecretSchema>;
export const consoleOperatorSecretResponseSchema = envelopeSchema(consoleOperatorSecretSchema);
export const consoleOperatorResponseSchema = envelopeSchema(consoleOperatorSchema);

/* ---- Cashier configuration ---- */
export const consoleReceivingAccountSchema = z.object({
  id: z.string(),
  bankCode: z.enum(VN_BANK_CODES),
  accountNumber: z.string(),
  accountName: z.string(),
  enabled: z.boolean(),
});
export const consoleReceivingAccountsResponseSchema = envelopeSchema(z.array(consoleReceivingAccountSchema));
export const consoleReceivingAccountRequestSchema = z.strictObject({
  bankCode: z.enum(VN_BANK_CODES),
  accountNumber: z.string().regex(/^[0-9]{6,19}$/),
  /** Upper-case letters and spaces, as the bank prints it (VietQR shows it to the payer). */
  accountName: z.string().regex(/^[A-Z][A-Z ]{1,63}$/),
  enabled: z.boolean(),
});
export const consoleIdParamsSchema = z.strictObject({ id: z.string().regex(/^[0-9]{1,18}$/) });
export const cashierSettingsSchema = z.object({
  deposit: z.object({
    enabled: z.boolean(),
    minAmount: minorSchema,
    maxAmount: minorSchema,
    expiryMinutes: z.number().int(),
  }),
  withdraw: z.object({
    enabled: z.boolean(),
    minAmount: minorSchema,
    maxAmount: minorSchema,
    dailyCount: z.number().int(),
    autoReceiptMinutes: z.number().int(),
  }),
});
export type CashierSettings = z.infer<typeof cashierSettingsSchema>;
export const cashierSettingsResponseSchema = envelopeSchema(cashierSettingsSchema);
const limitPattern = /^[1-9][0-9]{0,18}$/;
const limit = z.string().regex(limitPattern);
/**
 * min ≤ max. Zod runs object refinements even after a field failed its own check, so this must
 * not throw on what did not pass (a missing part, "10.5", a number): those fail elsewhere.
 */
const notAbove = (part: { minAmount: unknown; maxAmount: unknown } | undefined): boolean => {
  const min = String(part?.minAmount);
  const max = String(part?.maxAmount);
  return !limitPattern.test(min) || !limitPattern.test(max) || BigInt(min) <= BigInt(max);
};
export const cashierSettingsRequestSchema = z
  .strictObject({
    deposit: z.strictObject({
      enabled: z.boolean(),
      minAmount: limit,
      maxAmount: limit,
      expiryMinutes: z.number().int().min(5).max(1440),
    }),
    withdraw: z.strictObject({
      enabled: z.boolean(),
      minAmount: limit,
      maxAmount: limit,
      dailyCount: z.number().int().min(1).max(100),
      autoReceiptMinutes: z.number().int().min(1).max(10_080),
    }),
  })
  .refine((s) => notAbove(s.deposit), { path: ["deposit", "maxAmount"] })
  .refine((s) => notAbove(s.withdraw), { path: ["withdraw", "maxAmount"] });
export type CashierSettingsRequest = z.infer<typeof cashierSettingsRequestSchema>;

/* ---- Site settings ---- */
export const consoleSystemSchema = z.object({
  maintenance: z.boolean(),
  restrictedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  loginRequired: z.boolean(),
});
export const consoleSystemResponseSchema = envelopeSchema(consoleSystemSchema);
export const consoleSystemRequestSchema = z.strictObject({
  maintenance: z.boolean(),
  restrictedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
  loginRequired: z.boolean(),
});
export const consoleWhitelabelSchema = z.array(z.object({ modId: z.string(), enabled: z.boolean() }));
export const consoleWhitelabelResponseSchema = envelopeSchema(consoleWhitelabelSchema);
export const consoleWhitelabelRequestSchema = z.strictObject({
  flags: z.array(z.strictObject({ modId: z.string().regex(/^[A-Z0-9_]{2,32}$/), enabled: z.boolean() })).max(100),
});
export const consoleRegisterRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.number().int().min(0).max(22),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(1).max(255),
});
export const consoleRegisterRulesResponseSchema = envelopeSchema(z.array(consoleRegisterRuleSchema));
export const consoleRegisterRulesRequestSchema = z.strictObject({
  rules: z
    .array(consoleRegisterRuleSchema.strict().refine((r) => r.minLength <= r.maxLength))
    .max(REGISTER_FIELDS.length),
});

/* ---- Audit and ledger health ---- */
export const consoleAuditQuerySchema = z.strictObject({ ...page });
export const consoleAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const consoleAuditResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleAuditEntrySchema), chainValid: z.boolean() }),
);
export const ledgerStatusResponseSchema = envelopeSchema(
  z.object({
    ok: z.boolean(),
    violations: z.array(z.string()),
    transfers: z.number().int(),
    sealedThrough: z.string(),
  }),
);

/* ---- Games and vendors (issue 5) ---- */
const flagFilter = z.enum(["all", "on", "off"]).default("all");
export const GAME_VENDOR_CODE_PATTERN = /^[A-Za-z0-9_]{1,32}$/;
const vendorCode = z.string().regex(GAME_VENDOR_CODE_PATTERN);
export const consoleGameVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  walletMode: z.enum(["seamless", "transfer"]),
  enabled: z.boolean(),
  /** Games of the vendor in the catalogue (table `game`), maintenance and hot among them. */
  games: z.number().int(),
  maintenanceGames: z.number().int(),
  hotGames: z.number().int(),
});
export type ConsoleGameVendor = z.infer<typeof consoleGameVendorSchema>;
export const consoleGameVendorsResponseSchema = envelopeSchema(z.array(consoleGameVendorSchema));
export const consoleGameVendorParamsSchema = z.strictObject({ code: vendorCode });
export const consoleGameVendorRequestSchema = z.strictObject({ enabled: z.boolean() });
export const consoleGameVendorResponseSchema = envelopeSchema(consoleGameVendorSchema);

/** q: name (diacritics and case ignored), code or id. */
export const consoleGameQuerySchema = z.strictObject({
  q: textSchema(64).default(""),
  vendor: vendorCode.optional(),
  maintenance: flagFilter,
  hot: flagFilter,
  ...page,
});
export const consoleGameSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  category: z.string(),
  gameType: z.string(),
  engine: z.string(),
  rtpBp: z.number().int(),
  hot: z.boolean(),
  /** Spec §3 isNew = 1: the site shows "game under maintenance". */
  maintenance: z.boolean(),
  enabled: z.boolean(),
});
export type ConsoleGame = z.infer<typeof consoleGameSchema>;
export const consoleGamesResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleGameSchema) }),
);
export const CONSOLE_GAME_FLAGS_MAX_IDS = 200;
/**
 * Sets maintenance and/or hot of the games named by `ids`, or of every game of `vendorCode`
 * (exactly one of the two; at least one flag).
 */
export const consoleGameFlagsRequestSchema = z
  .strictObject({
    ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(CONSOLE_GAME_FLAGS_MAX_IDS).optional(),
    vendorCode: vendorCode.optional(),
    maintenance: z.boolean().optional(),
    hot: z.boolean().optional(),
  })
  .refine((r) => (r.ids === undefined) !== (r.vendorCode === undefined), { path: ["ids"] })
  .refine((r) => r.maintenance !== undefined || r.hot !== undefined, { path: ["maintenance"] });
export type ConsoleGameFlagsRequest = z.infer<typeof consoleGameFlagsRequestSchema>;
/** matched: games named; changed: games whose flags were different before. */
export const consoleGameFlagsResponseSchema = envelopeSchema(
  z.object({ matched: z.number().int(), changed: z.number().int() }),
);

export const consoleGameRoundQuerySchema = z.strictObject({ account: textSchema(64).trim().min(1), ...page });
export const consoleGameRoundSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  bet: minorSchema,
  win: minorSchema,
  status: z.enum(["open", "settled", "rolled_back"]),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type ConsoleGameRound = z.infer<typeof consoleGameRoundSchema>;
export const consoleGameRoundsResponseSchema = envelopeSchema(
  z.object({
    member: z.object({ id: z.string(), account: z.string() }),
    total: z.number().int(),
    list: z.array(consoleGameRoundSchema),
  }),
);

export const consoleVendorTransactionQuerySchema = z.strictObject({
  vendor: vendorCode,
  /** The vendor's transaction id (vendor-api.ts vendorIdSchema). */
  transactionId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/),
});
export const consoleVendorTransactionSchema = z.object({
  vendorCode: z.string(),
  transactionId: z.string(),
  kind: z.enum(["bet", "win", "rollback"]),
  memberId: z.string(),
  memberAccount: z.string(),
  roundId: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  amount: minorSchema,
  referenceTransactionId: z.string().nullable(),
  operationId: z.string().nullable(),
  /** "ok" or the error code of the first answer. */
  outcome: z.string(),
  /** The answer the vendor got (and gets again on a repeat). */
  answer: z.unknown(),
  createdAt: z.string(),
});
export type ConsoleVendorTransaction = z.infer<typeof consoleVendorTransactionSchema>;
export const consoleVendorTransactionResponseSchema = envelopeSchema(consoleVendorTransactionSchema);
