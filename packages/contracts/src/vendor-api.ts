import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { amountSchema, minorSchema } from "./wire.ts";

/*
 * The seamless wallet API (architecture.md §5) that game vendors call:
 *   POST /vendor-api/v1/{vendorCode}/{balance|bet|win|rollback}
 * Headers: X-Timestamp (unix seconds; |now − ts| ≤ VENDOR_TIMESTAMP_SKEW_SECONDS) and
 * X-Signature = hex HMAC-SHA256(vendor secret, `${timestamp}.${rawBody}`).
 * Answers use the platform envelope {success, code, message, value}; error codes are stable
 * (errors.ts, "vendor_*" and the money codes). Amounts are digit strings in minor units.
 * Idempotent by (vendorCode, transactionId): a repeat with the same fields returns the first
 * answer (also a first answer that was an error such as insufficient_balance); the same id with
 * other fields is refused with idempotency_conflict.
 * The whole protocol (order of checks, tokens, tombstones, rounds, every error code with its
 * status): docs/VENDOR-API.md.
 */

export const VENDOR_API_ACTIONS = ["balance", "bet", "win", "rollback"] as const;
export type VendorApiAction = (typeof VENDOR_API_ACTIONS)[number];

export const vendorApiParamsSchema = z.strictObject({
  vendorCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  action: z.enum(VENDOR_API_ACTIONS),
});

/** The vendor's own unique ids: 1..64 of [A-Za-z0-9_.:-]. */
export const vendorIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);
/** The vendor session token given to the vendor in the launch URL. */
export const vendorTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/);

export const vendorBalanceRequestSchema = z.strictObject({ token: vendorTokenSchema });
export const vendorBetRequestSchema = z.strictObject({
  token: vendorTokenSchema,
  transactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  /** The vendor's game code (catalogue game_code of this vendor). */
  gameCode: vendorIdSchema,
  amount: amountSchema,
});
export const vendorWinRequestSchema = z.strictObject({
  token: vendorTokenSchema,
  transactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: vendorIdSchema,
  /** May be "0" for a losing round that only ends the round. */
  amount: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,18})$/)
    .transform((text) => BigInt(text))
    .refine((value) => value <= 9223372036854775807n, { message: "amount out of range" }),
  /** Ends the round (no more bets or wins on it). */
  endRound: z.boolean(),
});
export const vendorRollbackRequestSchema = z.strictObject({
  token: vendorTokenSchema,
  transactionId: vendorIdSchema,
  /** The bet being rolled back; it may not have arrived yet (then a tombstone is stored). */
  referenceTransactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: vendorIdSchema,
  /** Must equal the bet's amount when the bet is known. */
  amount: amountSchema,
});
export type VendorBalanceRequest = z.input<typeof vendorBalanceRequestSchema>;
export type VendorBetRequest = z.input<typeof vendorBetRequestSchema>;
export type VendorWinRequest = z.input<typeof vendorWinRequestSchema>;
export type VendorRollbackRequest = z.input<typeof vendorRollbackRequestSchema>;

export const vendorAnswerSchema = envelopeSchema(
  z.object({
    /** The platform's player id (member id as a string) and account. */
    playerId: z.string(),
    currency: z.literal("VND"),
    /** The balance the vendor may use after this call, minor units. */
    balance: minorSchema,
    /** Echo of the call's transactionId (absent for balance). */
    transactionId: z.string().optional(),
    /** Our ledger operation id for the transaction (absent for balance and tombstones). */
    platformTransactionId: z.string().optional(),
  }),
);
export type VendorAnswer = z.infer<typeof vendorAnswerSchema>;
export type VendorAnswerValue = VendorAnswer["value"];

/** The signature of a call: hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
export function signVendorRequest(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest("hex");
}

/** Constant-time check of a signature header against the raw body. */
export function verifyVendorSignature(
  secret: string,
  timestamp: string,
  rawBody: string | Buffer,
  signature: string,
): boolean {
  const expected = Buffer.from(signVendorRequest(secret, timestamp, rawBody), "hex");
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
