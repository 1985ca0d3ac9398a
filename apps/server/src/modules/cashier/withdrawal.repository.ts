import { BRAND_TIME_ZONE, type ReceiptResult, type WithdrawalOrder, type WithdrawalStatus } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { refusalsAsErrors } from "./cashier.repository.ts";

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
  memberId: bigint;
  requestId: string;
  bankAccountId: string;
  amount: bigint;
  /** The ledger fingerprint of the request ({amount, bankAccountId}). */
  fingerprint: Buffer;
  /** The bank's display name (the bank code when unknown). */
  bankName: string | null;
};

/**
 * A withdrawal request in one statement (sql/cashier_withdrawal_request.sql): the order number,
 * the ledger key (= requestId), the daily count and bank account checks, main → hold, the pending
 * order and its stored answer (the wire order). A repeat answers the first answer (`replayed`).
 * Refusals (withdraw_daily_limit, not_found, insufficient_balance, idempotency_conflict) are thrown
 * as AppError with nothing written.
 */
export async function holdWithdrawal(
  db: DbClient,
  order: NewWithdrawal,
): Promise<{ value: WithdrawalOrder; replayed: boolean }> {
  const { rows } = await refusalsAsErrors(() =>
    db.query<{ value: WithdrawalOrder; replayed: boolean }>(
      "select * from cashier_withdrawal_request($1, $2, $3, $4, $5, $6, $7)",
      [
        order.memberId,
        order.requestId,
        order.bankAccountId,
        order.amount,
        order.fingerprint,
        order.bankName,
        BRAND_TIME_ZONE,
      ],
    ),
  );
  return rows[0]!;
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

/** A staff step (sql/cashier_withdrawal_step.sql lists each one's states and money). */
export type WithdrawalStep = "approve" | "pay" | "reject" | "resolve_paid" | "resolve_refund";

/**
 * One staff step in one statement: the conditional UPDATE (only from the step's states, so a
 * double click or a second operator changes nothing) and, for pay / reject / resolve_refund, the
 * ledger operation with its stored result. The order's member and amount, or null when it was in
 * another state. `pay` takes the receipt window in minutes; `fingerprint` is the ledger
 * operation's ({orderNo, amount}) for the steps that move money.
 */
export async function stepWithdrawal(
  db: DbClient,
  orderId: bigint,
  step: WithdrawalStep,
  actor: string,
  remark: string,
  options: { receiptMinutes?: number; fingerprint?: Buffer } = {},
): Promise<{ memberId: bigint; amount: bigint } | null> {
  const { rows } = await refusalsAsErrors(() =>
    db.query<{ code: string; member_id: bigint; amount: bigint }>(
      "select * from cashier_withdrawal_step($1, $2, $3, $4, $5, $6)",
      [orderId, step, actor, remark, options.receiptMinutes ?? null, options.fingerprint ?? null],
    ),
  );
  const row = rows[0]!;
  return row.code === "ok" ? { memberId: row.member_id, amount: row.amount } : null;
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
