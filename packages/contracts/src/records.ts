import { z } from "zod";
import { textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { DATE_PRESETS } from "./constants.ts";
import { TRANSACTION_TYPES } from "./money-enums.ts";
import { dateSchema, minorSchema, signedMinorSchema } from "./wire.ts";

/* ---- Records: account record / transaction history (/wps/relay/ODSFE2_MemTransDet) ---- */

export const transactionQuerySchema = z
  .strictObject({
    /** Inclusive dates (yyyy-MM-dd) in the brand's time zone; at most RECORD_MAX_RANGE_DAYS apart. */
    startDate: dateSchema,
    endDate: dateSchema,
    /** Comma-separated TRANSACTION_TYPES; empty = all. */
    types: textSchema(256).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => q.startDate <= q.endDate, { message: "startDate after endDate", path: ["endDate"] });
export type TransactionQuery = z.input<typeof transactionQuerySchema>;
export const transactionRowSchema = z.object({
  /** The ledger transfer id. */
  id: z.string(),
  at: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** + credited to the member's main wallet, − debited. */
  amount: signedMinorSchema,
  balanceAfter: minorSchema,
  /** The wallet on the other side (vendor code for transfers), or "". */
  wallet: z.string(),
  /** Order number (deposit/withdrawal), game round, or "". */
  reference: z.string(),
  /** Operator reason of an adjustment, or "". */
  remark: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;
export const transactionsResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    list: z.array(transactionRowSchema),
    /** Sums over the whole filtered range (not only this page). */
    totalIn: minorSchema,
    totalOut: minorSchema,
  }),
);
export type TransactionsValue = z.infer<typeof transactionsResponseSchema>["value"];
export const DATE_PRESET_VALUES = DATE_PRESETS;
