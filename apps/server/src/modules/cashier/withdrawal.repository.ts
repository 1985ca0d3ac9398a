import { BRAND_TIME_ZONE, type ReceiptResult, type WithdrawalStatus } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/* Withdrawal orders, their staff transitions and the receipt proofs. */

export type WithdrawalRow = {
  id: bigint;
  order_no: string;
  member_id: bigint;
  member_account: string;
  bank_account_id: bigint;
  amount: bigint;
  status: WithdrawalStatus;
  request_id: string;
  paid_at: Date | null;
  receipt_deadline: Date | null;
  receipt_result: ReceiptResult | null;
  receipt_source: "member" | "auto" | "forced" | null;
  receipt_remaining: bigint | null;
  receipt_at: Date | null;
  remark: string;
  created_at: Date;
  bank_code: string;
  account_number: string;
  account_name: string;
  proof_ids: bigint[];
};

// The member's account name is a display column of the listing (a join, not a member look-up).
const WITHDRAWAL_SELECT = `
  select w.id, w.order_no, w.member_id, m.account as member_account, w.bank_account_id, w.amount, w.status,
         w.request_id, w.paid_at, w.receipt_deadline, w.receipt_result, w.receipt_source, w.receipt_remaining,
         w.receipt_at, w.remark, w.created_at, b.bank_code, b.account_number, b.account_name,
         array(select p.id from withdrawal_proof p where p.withdrawal_id = w.id and p.attached order by p.id) as proof_ids
    from withdrawal_order w
    join member_bank_account b on b.id = w.bank_account_id
    join member m on m.id = w.member_id`;

/** Withdrawals created today in the brand's calendar that count against the daily limit (all but rejected). */
export async function countWithdrawalsToday(db: DbClient, memberId: bigint): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    `select count(*)::int as used from withdrawal_order
      where member_id = $1 and status <> 'rejected'
        and created_at >= date_trunc('day', now() at time zone '${BRAND_TIME_ZONE}') at time zone '${BRAND_TIME_ZONE}'`,
    [memberId],
  );
  return rows[0]!.used;
}

export async function findWithdrawalByRequest(
  db: DbClient,
  memberId: bigint,
  requestId: string,
): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} where w.member_id = $1 and w.request_id = $2`, [
    memberId,
    requestId,
  ]);
  return rows[0];
}

/** An order by its number; with `memberId`, only that member's. */
export async function findWithdrawalByOrderNo(
  db: DbClient,
  orderNo: string,
  memberId?: bigint,
): Promise<WithdrawalRow | undefined> {
  const { rows } =
    memberId === undefined
      ? await db.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} where w.order_no = $1`, [orderNo])
      : await db.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} where w.order_no = $1 and w.member_id = $2`, [
          orderNo,
          memberId,
        ]);
  return rows[0];
}

export async function findWithdrawalById(db: DbClient, id: bigint): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} where w.id = $1`, [id]);
  return rows[0];
}

export type NewWithdrawal = {
  orderNo: string;
  memberId: bigint;
  bankAccountId: string;
  amount: bigint;
  requestId: string;
};

export async function insertWithdrawal(db: DbClient, order: NewWithdrawal): Promise<void> {
  await db.query(
    `insert into withdrawal_order (order_no, member_id, bank_account_id, amount, request_id)
     values ($1, $2, $3, $4, $5)`,
    [order.orderNo, order.memberId, order.bankAccountId, order.amount, order.requestId],
  );
}

export async function listMemberWithdrawals(
  db: DbClient,
  memberId: bigint,
  page: number,
  size: number,
): Promise<{ total: number; rows: WithdrawalRow[] }> {
  const { rows: count } = await db.query<{ total: number }>(
    "select count(*)::int as total from withdrawal_order where member_id = $1",
    [memberId],
  );
  const { rows } = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} where w.member_id = $1 order by w.created_at desc, w.id desc limit $2 offset $3`,
    [memberId, size, (page - 1) * size],
  );
  return { total: count[0]!.total, rows };
}

/** Payouts waiting for the member's answer (status paid), oldest first. */
export async function listAwaitingReceipt(db: DbClient, memberId: bigint): Promise<WithdrawalRow[]> {
  const { rows } = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} where w.member_id = $1 and w.status = 'paid' order by w.paid_at, w.id`,
    [memberId],
  );
  return rows;
}

/** The console's withdrawal queue: orders in these states, oldest first (`asc`) or newest first. */
export async function listWithdrawalsByStatus(
  db: DbClient,
  statuses: string[],
  oldestFirst: boolean,
  page: number,
  size: number,
): Promise<{ total: number; rows: WithdrawalRow[] }> {
  const direction = oldestFirst ? "asc" : "desc";
  const { rows: count } = await db.query<{ total: number }>(
    "select count(*)::int as total from withdrawal_order where status = any($1::text[])",
    [statuses],
  );
  const { rows } = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} where w.status = any($1::text[])
      order by w.created_at ${direction}, w.id ${direction} limit $2 offset $3`,
    [statuses, size, (page - 1) * size],
  );
  return { total: count[0]!.total, rows };
}

/* ---- Staff transitions ---- */

/** A staff step: the states it leaves from and the columns it sets ($1 order id, $2 actor, $3 remark or ''). */
const TRANSITIONS = {
  approve: { from: ["pending"], set: "status = 'approved', approved_at = now(), approved_by = $2" },
  pay: {
    from: ["approved"],
    set: "status = 'paid', paid_at = now(), paid_by = $2, receipt_deadline = now() + make_interval(mins => $5)",
  },
  reject: { from: ["pending", "approved"], set: "status = 'rejected', rejected_by = $2" },
  resolvePaid: {
    from: ["disputed"],
    set: "status = 'resolved', resolved_outcome = 'paid', resolved_by = $2, receipt_source = 'forced'",
  },
  resolveRefund: { from: ["disputed"], set: "status = 'resolved', resolved_outcome = 'refund', resolved_by = $2" },
} as const;
export type WithdrawalTransition = keyof typeof TRANSITIONS;

/**
 * One staff step as a conditional UPDATE (only from the expected states, so a double click or a
 * second operator changes nothing): the order's member and amount, or null when it was in another
 * state. `pay` takes the receipt window in minutes.
 */
export async function transitionWithdrawal(
  db: DbClient,
  orderId: bigint,
  transition: WithdrawalTransition,
  actor: string,
  remark: string,
  receiptMinutes?: number,
): Promise<{ memberId: bigint; amount: bigint } | null> {
  const step = TRANSITIONS[transition];
  const params: unknown[] = [orderId, actor, remark, step.from];
  if (transition === "pay") params.push(receiptMinutes ?? 0);
  const { rows } = await db.query<{ member_id: bigint; amount: bigint }>(
    `update withdrawal_order set ${step.set}, remark = coalesce(nullif($3, ''), remark)
      where id = $1 and status = any($4::text[])
      returning member_id, amount`,
    params,
  );
  const row = rows[0];
  return row ? { memberId: row.member_id, amount: row.amount } : null;
}

/* ---- Receipt confirmation ---- */

/** Locks the member's own order (id, status, amount) for a receipt step; undefined when there is none. */
export async function lockMemberWithdrawal(
  db: DbClient,
  memberId: bigint,
  orderNo: string,
): Promise<{ id: bigint; status: WithdrawalStatus; amount: bigint } | undefined> {
  const { rows } = await db.query<{ id: bigint; status: WithdrawalStatus; amount: bigint }>(
    "select id, status, amount from withdrawal_order where order_no = $1 and member_id = $2 for update",
    [orderNo, memberId],
  );
  return rows[0];
}

export async function countProofs(db: DbClient, withdrawalId: bigint): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from withdrawal_proof where withdrawal_id = $1",
    [withdrawalId],
  );
  return rows[0]!.n;
}

export async function insertProof(
  db: DbClient,
  withdrawalId: bigint,
  contentType: string,
  bytes: Buffer,
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    "insert into withdrawal_proof (withdrawal_id, content_type, bytes) values ($1, $2, $3) returning id",
    [withdrawalId, contentType, bytes],
  );
  return rows[0]!.id;
}

/** How many of these proof ids belong to the order. */
export async function countOwnProofs(db: DbClient, withdrawalId: bigint, proofIds: string[]): Promise<number> {
  const { rows } = await db.query("select id from withdrawal_proof where withdrawal_id = $1 and id = any($2::int8[])", [
    withdrawalId,
    proofIds,
  ]);
  return rows.length;
}

export async function attachProofs(db: DbClient, proofIds: string[]): Promise<void> {
  await db.query("update withdrawal_proof set attached = true where id = any($1::int8[])", [proofIds]);
}

/** The member's answer on a payout still awaiting it (status paid → received or disputed). */
export async function recordMemberReceipt(
  db: DbClient,
  withdrawalId: bigint,
  receipt: { disputed: boolean; result: ReceiptResult; remaining: bigint | null },
): Promise<void> {
  await db.query(
    `update withdrawal_order set status = $2, receipt_result = $3, receipt_source = 'member',
            receipt_remaining = $4, receipt_at = now()
      where id = $1 and status = 'paid'`,
    [withdrawalId, receipt.disputed ? "disputed" : "received", receipt.result, receipt.remaining],
  );
}

/** Payouts past their receipt deadline count as received (source "auto"); how many changed. */
export async function autoReceiveOverdue(db: DbClient): Promise<number> {
  const { rowCount } = await db.query(
    `update withdrawal_order set status = 'received', receipt_result = 'RECEIVED', receipt_source = 'auto',
            receipt_at = now()
      where status = 'paid' and receipt_deadline <= now()`,
  );
  return rowCount ?? 0;
}

/** Drops proof images never attached to a receipt of an order that no longer waits for one. */
export async function dropStaleProofs(db: DbClient): Promise<void> {
  await db.query(
    `delete from withdrawal_proof p using withdrawal_order w
      where p.withdrawal_id = w.id and not p.attached and w.status <> 'paid'`,
  );
}

/** A proof image of an order, for staff review. */
export async function findProof(
  db: DbClient,
  orderNo: string,
  proofId: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const { rows } = await db.query<{ content_type: string; bytes: Buffer }>(
    `select p.content_type, p.bytes from withdrawal_proof p join withdrawal_order w on w.id = p.withdrawal_id
      where w.order_no = $1 and p.id = $2`,
    [orderNo, proofId],
  );
  return rows[0] ? { contentType: rows[0].content_type, bytes: rows[0].bytes } : undefined;
}
