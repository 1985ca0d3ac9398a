import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { WEBHOOK_MAX_SKEW_SECONDS, envelopeSchema, minorSchema } from "@lotus/contracts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import type { CashierDeps } from "./cashier.common.ts";
import { MEMO_PREFIX, creditDepositIn, depositArrived } from "./deposit.service.ts";
import * as repo from "./statement.repository.ts";

/*
 * The bank-statement webhook: the bank (or its aggregator) posts the lines booked on the
 * operator's receiving accounts. The raw body is signed: X-Signature = hex HMAC-SHA256(secret,
 * `${X-Timestamp}.${rawBody}`), X-Timestamp in unix seconds within WEBHOOK_MAX_SKEW_SECONDS of
 * our clock. Each line is stored once by the bank's reference (a redelivery changes nothing); a
 * line whose description contains the memo of an open order with the same amount and receiving
 * account credits it, any other line is kept as unmatched for staff.
 */

const lineSchema = z.strictObject({
  reference: z.string().min(1).max(128),
  accountNumber: z.string().regex(/^[0-9]{6,19}$/),
  /** Minor units (VND x 100), > 0. */
  amount: z
    .string()
    .regex(/^[1-9][0-9]{0,18}$/)
    .transform((text) => BigInt(text))
    .refine((value) => value <= 9_223_372_036_854_775_807n, { message: "amount above int8" }),
  /** The bank's description of the transfer; the member's memo is somewhere in it. */
  memo: z.string().max(1000),
  bookedAt: z.iso.datetime({ offset: true }),
});
export const statementRequestSchema = z.strictObject({ lines: z.array(lineSchema).min(1).max(500) });
export type StatementRequest = z.infer<typeof statementRequestSchema>;

export const statementResponseSchema = envelopeSchema(
  z.object({
    lines: z.array(
      z.object({
        reference: z.string(),
        /** matched: credited an order; unmatched: kept for staff; duplicate: seen before, nothing changed. */
        outcome: z.enum(["matched", "unmatched", "duplicate"]),
        orderNo: z.string().nullable(),
        amount: minorSchema,
      }),
    ),
  }),
);

/** The signature check, before the body is even parsed. */
export function verifyWebhookSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  const timestamp = headers.timestamp ?? "";
  if (!/^[0-9]{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_MAX_SKEW_SECONDS) {
    throw new AppError("webhook_timestamp_invalid");
  }
  const given = headers.signature ?? "";
  if (!/^[0-9a-fA-F]{64}$/.test(given)) throw new AppError("webhook_signature_invalid");
  const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) throw new AppError("webhook_signature_invalid");
}

/** The signature a sender computes (tests, the admin CLI's documentation). */
export function signWebhookBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

const MEMO_PATTERN = new RegExp(`^${MEMO_PREFIX}[0-9A-HJKMNP-TV-Z]{8}$`);
const MEMO_LENGTH = MEMO_PREFIX.length + 8;

/**
 * Every memo-shaped text in a bank description, at any position (banks glue words together,
 * upper-case them, add their own prefixes): "ck LTABCD2345 nguyen" → ["LTABCD2345"].
 */
export function memosIn(description: string): string[] {
  const text = description.toUpperCase();
  const found = new Set<string>();
  for (
    let at = text.indexOf(MEMO_PREFIX);
    at >= 0 && at + MEMO_LENGTH <= text.length;
    at = text.indexOf(MEMO_PREFIX, at + 1)
  ) {
    const candidate = text.slice(at, at + MEMO_LENGTH);
    if (MEMO_PATTERN.test(candidate)) found.add(candidate);
  }
  return [...found];
}

type LineOutcome = z.infer<typeof statementResponseSchema>["value"]["lines"][number];

/** Stores and matches each line in its own transaction (one bad line does not undo the others). */
export async function receiveStatement(deps: CashierDeps, request: StatementRequest): Promise<LineOutcome[]> {
  const outcomes: LineOutcome[] = [];
  for (const line of request.lines) {
    const result = await inTransaction(deps.db, async (client) => {
      const lineId = await repo.insertStatementLine(client, line);
      if (lineId === null) return { outcome: "duplicate" as const, orderNo: null, credited: null };
      // The memo anywhere in the description (case-insensitive), same amount, same receiving account.
      const order = await repo.findOrderForLine(client, memosIn(line.memo), line.accountNumber, line.amount);
      if (!order) return { outcome: "unmatched" as const, orderNo: null, credited: null };
      const credited = await creditDepositIn(
        client,
        { id: order.id, orderNo: order.order_no, amount: line.amount },
        `statement:${line.reference}`,
      );
      // An order already credited (by staff, or by another line) keeps this line for staff to review,
      // linked to the order it names.
      await repo.settleStatementLine(client, lineId, credited ? "matched" : "unmatched", order.id);
      return { outcome: credited ? ("matched" as const) : ("unmatched" as const), orderNo: order.order_no, credited };
    });
    if (result.credited) await depositArrived(deps, result.credited);
    outcomes.push({
      reference: line.reference,
      outcome: result.outcome,
      orderNo: result.orderNo,
      amount: line.amount.toString(),
    });
  }
  return outcomes;
}
