import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { INT8_MAX, MINOR_AMOUNT_PATTERN } from "./money-units.ts";
import { textSchema } from "./text.ts";
import { minorSchema, pageQueryFields } from "./wire.ts";
import {
  KYC_ADDRESS_MAX,
  KYC_DOCUMENT_KINDS,
  KYC_ID_NUMBER_PATTERN,
  KYC_REASON_MAX,
  KYC_SUBMISSION_STATUSES,
} from "./kyc-rules.ts";

/*
 * Know your customer (issue 16 item 7). A member's verification tier is derived, never stored:
 * tier 1 = a verified mobile number (the account module binds a number only once its owner proved
 * it), tier 2 = tier 1 + an approved identity submission (ID number, front, back and a selfie),
 * tier 3 = tier 2 + an approved proof of address. Staff review submissions in the console (approve,
 * or reject with a reason); the operator sets which tier a withdrawal needs above an amount or after
 * a number of withdrawals, and the cashier refuses below it with a code naming what to verify.
 */

const idSchema = z.string().regex(/^[0-9]{1,18}$/);

/* ---- Member side ---- */

export const kycDocumentUploadResponseSchema = envelopeSchema(z.object({ documentId: z.string() }));

/** POST /wps/kyc/submissions: level 2 (ID number + front, back, selfie) or level 3 (address + its proof). */
export const kycSubmissionRequestSchema = z.discriminatedUnion("level", [
  z.strictObject({
    level: z.literal(2),
    idNumber: z
      .string()
      .max(12)
      .transform((text) => text.trim().toUpperCase())
      .pipe(z.string().regex(KYC_ID_NUMBER_PATTERN)),
    front: idSchema,
    back: idSchema,
    selfie: idSchema,
  }),
  z.strictObject({
    level: z.literal(3),
    address: textSchema(KYC_ADDRESS_MAX).pipe(z.string().trim().min(5)),
    proof: idSchema,
  }),
]);
export type KycSubmissionRequest = z.infer<typeof kycSubmissionRequestSchema>;

export const kycLevelStateSchema = z.object({
  level: z.union([z.literal(2), z.literal(3)]),
  /** none: never sent (or the last one was withdrawn); else the latest submission's status. */
  status: z.enum(["none", ...KYC_SUBMISSION_STATUSES]),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The reviewer's reason of the latest rejection. */
  reason: z.string().nullable(),
  /** The ID number (level 2, masked but for its last 3 digits) or the address (level 3) sent. */
  detail: z.string().nullable(),
});
export type KycLevelState = z.infer<typeof kycLevelStateSchema>;

export const kycWithdrawalRuleSchema = z.object({
  /** A single withdrawal above this amount needs `amountTier`; "0" = no amount rule. */
  amountThreshold: minorSchema,
  amountTier: z.number().int().min(1).max(3),
  /** After this many withdrawals the next one needs `countTier`; 0 = no count rule. */
  countThreshold: z.number().int().nonnegative(),
  countTier: z.number().int().min(1).max(3),
});
export type KycWithdrawalRule = z.infer<typeof kycWithdrawalRuleSchema>;

export const kycStateSchema = z.object({
  tier: z.number().int().min(0).max(3),
  phoneVerified: z.boolean(),
  levels: z.array(kycLevelStateSchema),
  withdrawalRule: kycWithdrawalRuleSchema,
  /** Withdrawals the member made so far (the count rule's figure). */
  withdrawals: z.number().int().nonnegative(),
});
export type KycState = z.infer<typeof kycStateSchema>;
export const kycStateResponseSchema = envelopeSchema(kycStateSchema);

/* ---- Console ---- */

export const consoleKycQueueQuerySchema = z.strictObject({
  status: z.enum([...KYC_SUBMISSION_STATUSES, "all"]).default("pending"),
  ...pageQueryFields,
});
export const consoleKycDocumentSchema = z.object({ id: z.string(), kind: z.enum(KYC_DOCUMENT_KINDS) });
export const consoleKycSubmissionSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  memberAccount: z.string(),
  level: z.number().int().min(2).max(3),
  status: z.enum(KYC_SUBMISSION_STATUSES),
  idNumber: z.string().nullable(),
  address: z.string().nullable(),
  documents: z.array(consoleKycDocumentSchema),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ConsoleKycSubmission = z.infer<typeof consoleKycSubmissionSchema>;
export const consoleKycQueueResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleKycSubmissionSchema) }),
);
export const consoleKycSubmissionResponseSchema = envelopeSchema(consoleKycSubmissionSchema);
/** Approve, or reject with the reason the member reads. */
export const consoleKycReviewRequestSchema = z.discriminatedUnion("decision", [
  z.strictObject({ decision: z.literal("approve") }),
  z.strictObject({ decision: z.literal("reject"), reason: textSchema(KYC_REASON_MAX).pipe(z.string().trim().min(1)) }),
]);
export type ConsoleKycReviewRequest = z.infer<typeof consoleKycReviewRequestSchema>;
export const consoleKycDocumentParamsSchema = z.strictObject({ id: idSchema });
export const consoleKycMemberParamsSchema = z.strictObject({ id: idSchema });
export const consoleKycMemberSchema = z.object({
  memberId: z.string(),
  tier: z.number().int().min(0).max(3),
  phoneVerified: z.boolean(),
  withdrawals: z.number().int().nonnegative(),
  submissions: z.array(consoleKycSubmissionSchema),
});
export type ConsoleKycMember = z.infer<typeof consoleKycMemberSchema>;
export const consoleKycMemberResponseSchema = envelopeSchema(consoleKycMemberSchema);

/** The operator's withdrawal rule (a non-negative amount; "0" switches the amount rule off). */
export const consoleKycSettingsRequestSchema = z.strictObject({
  amountThreshold: z
    .string()
    .regex(MINOR_AMOUNT_PATTERN)
    .transform((text) => BigInt(text))
    .refine((value) => value <= INT8_MAX, { message: "amount out of range" }),
  amountTier: z.number().int().min(1).max(3),
  countThreshold: z.number().int().min(0).max(10_000),
  countTier: z.number().int().min(1).max(3),
});
export type ConsoleKycSettingsRequest = z.input<typeof consoleKycSettingsRequestSchema>;
export const consoleKycSettingsResponseSchema = envelopeSchema(kycWithdrawalRuleSchema);
