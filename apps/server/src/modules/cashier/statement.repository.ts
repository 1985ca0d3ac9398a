import type { DbClient } from "../../db/pool.ts";

/* Bank-statement lines from the webhook and the deposit order a line's memo names. */

export type NewStatementLine = {
  reference: string;
  accountNumber: string;
  amount: bigint;
  memo: string;
  bookedAt: string;
};

/** Stores a line once by the bank's reference (as unmatched): its id, or null for a redelivery. */
export async function insertStatementLine(db: DbClient, line: NewStatementLine): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into bank_statement_line (bank_reference, account_number, amount, memo, booked_at, outcome)
     values ($1, $2, $3, $4, $5, 'unmatched')
     on conflict (bank_reference) do nothing
     returning id`,
    [line.reference, line.accountNumber, line.amount, line.memo, line.bookedAt],
  );
  return rows[0]?.id ?? null;
}

/**
 * The deposit order one of these memos names with the same amount on the same receiving account:
 * an open one (pending or expired) first, then the oldest.
 */
export async function findOrderForLine(
  db: DbClient,
  memos: string[],
  accountNumber: string,
  amount: bigint,
): Promise<{ id: bigint; order_no: string; status: string } | undefined> {
  if (memos.length === 0) return undefined;
  const { rows } = await db.query<{ id: bigint; order_no: string; status: string }>(
    `select d.id, d.order_no, d.status
       from deposit_order d join receiving_account r on r.id = d.receiving_account_id
      where d.memo = any($1::text[]) and r.account_number = $2 and d.amount = $3
      order by (d.status in ('pending', 'expired')) desc, d.created_at
      limit 1`,
    [memos, accountNumber, amount],
  );
  return rows[0];
}

export async function settleStatementLine(
  db: DbClient,
  lineId: bigint,
  outcome: "matched" | "unmatched",
  depositOrderId: bigint,
): Promise<void> {
  await db.query("update bank_statement_line set outcome = $2, deposit_order_id = $3 where id = $1", [
    lineId,
    outcome,
    depositOrderId,
  ]);
}
