import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { GAME_CATEGORIES } from "./categories.ts";
import { INT8_MAX, MINOR_AMOUNT_PATTERN } from "./money-units.ts";
import { minorSchema } from "./wire.ts";

/*
 * The VIP domain (issue 15 item 4): a member's level and its history, the evaluation that moves a
 * member up one level at a time on cumulative valid bet and deposits (all or any of the next
 * level's requirements, per brand) and down one level on the brand's keep-window rule, and the
 * perks of each level (upgrade and monthly bonuses offered in the reward centre, the rebate rate per
 * game category, withdrawals per day). The ladder itself is the `vip_level` table
 * (/wps/system/vipLevels shows it).
 */

/** Whether an upgrade needs every requirement of the next level or any one of them. */
export const VIP_UPGRADE_CONDITIONS = ["all", "any"] as const;
export type VipUpgradeCondition = (typeof VIP_UPGRADE_CONDITIONS)[number];
/** none: a level is kept for ever; keep_window: too little valid bet in the window costs one level. */
export const VIP_DOWNGRADE_RULES = ["none", "keep_window"] as const;
export type VipDowngradeRule = (typeof VIP_DOWNGRADE_RULES)[number];
/** Why a member's level changed. */
export const VIP_CHANGE_KINDS = ["upgrade", "downgrade", "manual"] as const;
export type VipChangeKind = (typeof VIP_CHANGE_KINDS)[number];
/** At most one downgrade in this many days, and none this soon after an upgrade (research c.2). */
export const VIP_DOWNGRADE_QUIET_DAYS = 30;
/** How long an offered upgrade or monthly bonus may be claimed in the reward centre. */
export const VIP_BONUS_CLAIM_DAYS = 30;
/** Largest rebate rate an operator may set, in basis points (10 %). */
export const VIP_MAX_REBATE_BASIS_POINTS = 1000;
export const VIP_KEEP_WINDOW_DAYS = { min: 7, max: 365 } as const;
/** Largest turnover multiple of a VIP bonus (the 10× cap of the bonus engine). */
export const VIP_MAX_WAGERING = 10;
/** A reason an operator gives for setting a level by hand. */
export const VIP_REASON_MAX = 200;

/** A non-negative amount in a console request (digits, minor units, ≤ int8; zero allowed). */
const requirementSchema = z
  .string()
  .regex(MINOR_AMOUNT_PATTERN)
  .transform((text) => BigInt(text))
  .refine((value) => value <= INT8_MAX, { message: "amount out of range" });

const rebateRateSchema = z.object({
  category: z.enum(GAME_CATEGORIES),
  basisPoints: z.number().int().min(0).max(VIP_MAX_REBATE_BASIS_POINTS),
});
export type VipRebateRate = z.infer<typeof rebateRateSchema>;

/* ---- Member side: /vip ---- */

export const vipChangeSchema = z.object({
  at: z.string(),
  fromLevel: z.number().int().nonnegative(),
  toLevel: z.number().int().nonnegative(),
  kind: z.enum(VIP_CHANGE_KINDS),
  /** The upgrade bonus offered with this upgrade (reward centre), "0" when none. */
  upgradeBonus: minorSchema,
});
export type VipChange = z.infer<typeof vipChangeSchema>;

export const vipProgressSchema = z.object({
  level: z.number().int().nonnegative(),
  name: z.string(),
  condition: z.enum(VIP_UPGRADE_CONDITIONS),
  depositRequirement: minorSchema,
  betRequirement: minorSchema,
  /** What is still missing of each requirement ("0" when met). */
  depositMissing: minorSchema,
  betMissing: minorSchema,
  /** The requirements are met: the next evaluation (daily) moves the member up. */
  qualified: z.boolean(),
});
export type VipProgress = z.infer<typeof vipProgressSchema>;

export const vipStateSchema = z.object({
  level: z.number().int().nonnegative(),
  name: z.string(),
  highestLevel: z.number().int().nonnegative(),
  /** Cumulative valid bet (settled rounds) and credited deposits, minor units. */
  validBet: minorSchema,
  deposits: minorSchema,
  /** Null at the top of the ladder. */
  next: vipProgressSchema.nullable(),
  perks: z.object({
    upgradeBonus: minorSchema,
    monthlyBonus: minorSchema,
    dailyWithdrawals: z.number().int().positive(),
    rebates: z.array(rebateRateSchema),
  }),
  downgrade: z.object({
    rule: z.enum(VIP_DOWNGRADE_RULES),
    windowDays: z.number().int().positive(),
    /** Valid bet the level needs in the window to be kept, and what the member has bet in it. */
    keepBet: minorSchema,
    windowBet: minorSchema,
  }),
  history: z.array(vipChangeSchema),
});
export type VipState = z.infer<typeof vipStateSchema>;
export const vipStateResponseSchema = envelopeSchema(vipStateSchema);

/* ---- Console ---- */

export const consoleVipLevelSchema = z.object({
  level: z.number().int().nonnegative(),
  name: z.string(),
  depositRequirement: minorSchema,
  betRequirement: minorSchema,
  keepBet: minorSchema,
  upgradeBonus: minorSchema,
  monthlyBonus: minorSchema,
  dailyWithdrawals: z.number().int().positive(),
  rebates: z.array(rebateRateSchema),
  members: z.number().int().nonnegative(),
});
export type ConsoleVipLevel = z.infer<typeof consoleVipLevelSchema>;
export const consoleVipLevelsResponseSchema = envelopeSchema(z.array(consoleVipLevelSchema));

export const vipLevelParamsSchema = z.strictObject({ level: z.string().regex(/^[0-9]{1,3}$/) });
export const consoleVipLevelRequestSchema = z.strictObject({
  depositRequirement: requirementSchema,
  betRequirement: requirementSchema,
  keepBet: requirementSchema,
  upgradeBonus: requirementSchema,
  monthlyBonus: requirementSchema,
  dailyWithdrawals: z.number().int().min(1).max(100),
  rebates: z
    .array(z.strictObject(rebateRateSchema.shape))
    .length(GAME_CATEGORIES.length)
    .refine((rates) => new Set(rates.map((rate) => rate.category)).size === rates.length, {
      message: "one rate per category",
    }),
});
export type ConsoleVipLevelRequest = z.infer<typeof consoleVipLevelRequestSchema>;

export const vipSettingsSchema = z.object({
  upgradeCondition: z.enum(VIP_UPGRADE_CONDITIONS),
  downgradeRule: z.enum(VIP_DOWNGRADE_RULES),
  keepWindowDays: z.number().int().min(VIP_KEEP_WINDOW_DAYS.min).max(VIP_KEEP_WINDOW_DAYS.max),
  upgradeBonusWagering: z.number().int().min(0).max(VIP_MAX_WAGERING),
  monthlyBonusWagering: z.number().int().min(0).max(VIP_MAX_WAGERING),
});
export type VipSettings = z.infer<typeof vipSettingsSchema>;
export const vipSettingsRequestSchema = z.strictObject(vipSettingsSchema.shape);
export const vipSettingsResponseSchema = envelopeSchema(vipSettingsSchema);

export const consoleMemberVipSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  state: vipStateSchema,
  /** Manual changes carry the operator and the reason. */
  history: z.array(vipChangeSchema.extend({ operator: z.string().nullable(), reason: z.string() })),
});
export type ConsoleMemberVip = z.infer<typeof consoleMemberVipSchema>;
export const consoleMemberVipResponseSchema = envelopeSchema(consoleMemberVipSchema);
export const consoleMemberVipRequestSchema = z.strictObject({
  level: z.number().int().min(0).max(999),
  reason: z.string().trim().min(1).max(VIP_REASON_MAX),
});
export type ConsoleMemberVipRequest = z.infer<typeof consoleMemberVipRequestSchema>;

/** Runs the evaluation now for today (brand day): one member, or everyone when memberId is absent. */
export const vipEvaluationRequestSchema = z.strictObject({
  memberId: z
    .string()
    .regex(/^[0-9]{1,18}$/)
    .optional(),
});
export const vipEvaluationSchema = z.object({
  day: z.string(),
  upgrades: z.number().int().nonnegative(),
  downgrades: z.number().int().nonnegative(),
  upgradeBonusesOffered: z.number().int().nonnegative(),
  monthlyBonusesOffered: z.number().int().nonnegative(),
});
export type VipEvaluation = z.infer<typeof vipEvaluationSchema>;
export const vipEvaluationResponseSchema = envelopeSchema(vipEvaluationSchema);
