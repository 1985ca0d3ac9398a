import { z } from "zod";
import {
  PROTECTION_EXCLUSION_TERMS,
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  PROTECTION_TIMEOUT_TERMS,
} from "./protection-rules.ts";
import { textSchema } from "./text.ts";
import { minorSchema, pageQueryFields } from "./wire.ts";

/*
 * Responsible-gaming calls (issue 16 item 6), member and console sides. Rules and paths are in
 * protection-rules.ts (zod-free, for the web).
 */

const kindSchema = z.enum(PROTECTION_LIMIT_KINDS);
const periodSchema = z.enum(PROTECTION_PERIODS);
/** A limit's amount: minor units for money, minutes for session (digits; 0 allowed = nothing more). */
const limitAmountSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,17})$/)
  .transform((text) => BigInt(text));

/** Sets a self limit: a new one or a decrease applies at once; a raise or a removal (null) waits 24 h + confirmation. */
export const protectionSetLimitSchema = z.strictObject({
  kind: kindSchema,
  period: periodSchema,
  amount: limitAmountSchema.nullable(),
});
export type ProtectionSetLimit = z.input<typeof protectionSetLimitSchema>;

export const protectionLimitKeySchema = z.strictObject({ kind: kindSchema, period: periodSchema });
export type ProtectionLimitKey = z.infer<typeof protectionLimitKeySchema>;

export const protectionRealityCheckSchema = z.strictObject({
  minutes: z.union([z.literal(15), z.literal(30), z.literal(60), z.null()]),
});

export const protectionTimeoutSchema = z.strictObject({ term: z.enum(PROTECTION_TIMEOUT_TERMS) });
export const protectionSelfExclusionSchema = z.strictObject({
  term: z.enum(PROTECTION_EXCLUSION_TERMS),
  reason: textSchema(200).optional(),
});
export const protectionEmptySchema = z.strictObject({});

/** One limit as the member sees it. */
export const protectionLimitViewSchema = z.object({
  kind: kindSchema,
  period: periodSchema,
  /** The member's own limit (null: none). */
  self: z.string().nullable(),
  /** The operator's limit (null: none). */
  operator: z.string().nullable(),
  /** min(self, operator). */
  effective: z.string().nullable(),
  /** Used in the current rolling window (minor units, or minutes for session). */
  used: z.string(),
  remaining: z.string().nullable(),
  pending: z
    .object({
      amount: z.string().nullable(),
      remove: z.boolean(),
      requestedAt: z.string(),
      confirmableAt: z.string(),
    })
    .nullable(),
});
export type ProtectionLimitView = z.infer<typeof protectionLimitViewSchema>;

export const protectionBlockSchema = z.object({
  kind: z.enum(["timeout", "self_exclusion"]),
  term: z.string(),
  startedAt: z.string(),
  /** null: permanent. */
  endsAt: z.string().nullable(),
});

export const protectionStateSchema = z.object({
  limits: z.array(protectionLimitViewSchema),
  block: protectionBlockSchema.nullable(),
  /** A self-exclusion that ended and waits for the reopen request or its cooling-off. */
  reopen: z.object({ requestedAt: z.string().nullable(), reopensAt: z.string().nullable() }).nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  /** The member should be asked to set a deposit limit (no deposit limit and never answered). */
  depositPrompt: z.boolean(),
  history: z.array(
    z.object({ at: z.string(), actor: z.string(), action: z.string(), detail: z.record(z.string(), z.unknown()) }),
  ),
});
export type ProtectionState = z.infer<typeof protectionStateSchema>;

/** The reality check's and the game frame's numbers for the current login session. */
export const protectionSessionSchema = z.object({
  startedAt: z.string(),
  elapsedSeconds: z.number().int(),
  wagered: minorSchema,
  /** Won minus wagered over the session (may be negative). */
  net: z.string(),
  realityCheckMinutes: z.number().int().nullable(),
});
export type ProtectionSession = z.infer<typeof protectionSessionSchema>;

/* ---- Console ---- */

export const protectionOperatorLimitSchema = z.strictObject({
  kind: kindSchema,
  period: periodSchema,
  /** null removes the operator's limit. */
  amount: limitAmountSchema.nullable(),
  reason: textSchema(200).pipe(z.string().min(1)),
});
export type ProtectionOperatorLimit = z.input<typeof protectionOperatorLimitSchema>;

export const protectionExclusionsQuerySchema = z.strictObject({
  ...pageQueryFields,
  kind: z.enum(["timeout", "self_exclusion"]).optional(),
  active: z.enum(["true", "false"]).optional(),
});

export const protectionExclusionRowSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  kind: z.enum(["timeout", "self_exclusion"]),
  term: z.string(),
  startedAt: z.string(),
  endsAt: z.string().nullable(),
  reason: z.string(),
  createdBy: z.string(),
  active: z.boolean(),
});
export type ProtectionExclusionRow = z.infer<typeof protectionExclusionRowSchema>;

export const protectionFindingRowSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  at: z.string(),
  kind: z.string(),
  reference: z.string(),
  amount: z.string(),
});
export type ProtectionFindingRow = z.infer<typeof protectionFindingRowSchema>;

export const protectionMemberViewSchema = protectionStateSchema.extend({
  memberId: z.string(),
  account: z.string(),
  exclusions: z.array(protectionExclusionRowSchema),
});
export type ProtectionMemberView = z.infer<typeof protectionMemberViewSchema>;
