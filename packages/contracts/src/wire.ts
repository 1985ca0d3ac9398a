import { z } from "zod";
import { INT8_MAX, MINOR_AMOUNT_PATTERN, SIGNED_MINOR_AMOUNT_PATTERN } from "./money-units.ts";

/*
 * Wire primitives shared by the domain files: amounts (minor units, VND x 100, as strings of
 * digits; architecture.md §4), the client's idempotency key, calendar dates, numeric ids and the
 * paging of list queries. `amountSchema` turns a valid request amount into a positive bigint.
 */

/** An amount in a response: minor units as a string of digits. */
export const minorSchema = z.string().regex(MINOR_AMOUNT_PATTERN);
/** A signed amount in a response (ledger rows). */
export const signedMinorSchema = z.string().regex(SIGNED_MINOR_AMOUNT_PATTERN);
/**
 * An amount in a request: a string of digits in minor units, > 0 and ≤ int8. Negative, zero,
 * fractional, exponent, above int8, numbers (not strings) and other text fail validation.
 */
export const amountSchema = z
  .string()
  .regex(MINOR_AMOUNT_PATTERN)
  .transform((text) => BigInt(text))
  .refine((value) => value > 0n && value <= INT8_MAX, { message: "amount out of range" });
/**
 * The client's idempotency key for a money request: a retry of the same request sends the same key
 * and gets the first answer; the same key with other fields is refused (idempotency_conflict).
 */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
/** A calendar date yyyy-MM-dd (record filters), in the brand's time zone (BRAND_TIME_ZONE). */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A row id in a path (bigint as digits). */
export const idParamsSchema = z.strictObject({ id: z.string().regex(/^[0-9]{1,18}$/) });
/** Paging of the console's list queries (page from 1, size ≤ 100). */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};
