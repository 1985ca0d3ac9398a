import type { DepositStatus, StoredText } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { refusalsAsErrors } from "./cashier.repository.ts";

/* Deposit orders, deposit methods and the operator's receiving accounts as the member sees them. */

export type DepositRow = {
  id: bigint;
  order_no: string;
  member_id: bigint;
  member_account: string;
  method_id: bigint;
  amount: bigint;
  memo: string;
  status: DepositStatus;
  request_id: string;
  expires_at: Date;
  credited_at: Date | null;
  remark: string;
  created_at: Date;
  receiving_account_id: bigint;
  bank_code: string;
  account_number: string;
  account_name: string;
};

// The member's account name is a display column of the listing (a join, not a member look-up).
const DEPOSIT_SELECT = `
  select d.id, d.order_no, d.member_id, m.account as member_account, d.method_id, d.amount, d.memo, d.status,
         d.request_id, d.expires_at, d.credited_at, d.remark, d.created_at, d.receiving_account_id,
         r.bank_code, r.account_number, r.account_name
    from deposit_order d
    join receiving_account r on r.id = d.receiving_account_id
    join member m on m.id = d.member_id`;

export type ReceivingRow = { id: bigint; bank_code: string; account_number: string; account_name: string };
export type DepositMethodRow = { id: bigint; type: "BANK_TRANSFER"; name: StoredText };

export async function enabledReceivingAccounts(db: DbClient): Promise<ReceivingRow[]> {
  const { rows } = await db.query<ReceivingRow>(
    "select id, bank_code, account_number, account_name from receiving_account where enabled order by id",
  );
  return rows;
}

export async function enabledDepositMethods(db: DbClient): Promise<DepositMethodRow[]> {
  const { rows } = await db.query<DepositMethodRow>(
    "select id, type, name from deposit_method where enabled order by sort, id",
  );
  return rows;
}

/** The bank of the receiving account when both the method and the account are enabled, else null. */
export async function offeredReceivingBank(
  db: DbClient,
  methodId: string,
  receivingAccountId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ bank_code: string }>(
    `select r.bank_code from deposit_method m, receiving_account r
      where m.id = $1 and m.enabled and r.id = $2 and r.enabled`,
    [methodId, receivingAccountId],
  );
  return rows[0]?.bank_code ?? null;
}

export async function findDepositByRequest(
  db: DbClient,
  memberId: bigint,
  requestId: string,
): Promise<DepositRow | undefined> {
  const { rows } = await db.query<DepositRow>(`${DEPOSIT_SELECT} where d.member_id = $1 and d.request_id = $2`, [
    memberId,
    requestId,
  ]);
  return rows[0];
}

/** An order by its number; with `memberId`, only that member's. */
export async function findDepositByOrderNo(
  db: DbClient,
  orderNo: string,
  memberId?: bigint,
): Promise<DepositRow | undefined> {
  const { rows } =
    memberId === undefined
      ? await db.query<DepositRow>(`${DEPOSIT_SELECT} where d.order_no = $1`, [orderNo])
      : await db.query<DepositRow>(`${DEPOSIT_SELECT} where d.order_no = $1 and d.member_id = $2`, [orderNo, memberId]);
  return rows[0];
}

export type NewDeposit = {
  orderNo: string;
  memberId: bigint;
  methodId: string;
  receivingAccountId: string;
  amount: bigint;
  memo: string;
  requestId: string;
  expiryMinutes: number;
  /** Issue 15: the deposit match chosen, or no bonus at all (declined). */
  promotionId?: bigint | null;
  promotionDeclined?: boolean;
};

/** Inserts a pending order; false when the member's requestId already has one (a parallel request won). */
export async function insertDeposit(db: DbClient, order: NewDeposit): Promise<boolean> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into deposit_order (order_no, member_id, method_id, receiving_account_id, amount, memo, request_id, expires_at,
                                promotion_id, promotion_declined)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8), $9, $10)
     on conflict (member_id, request_id) do nothing
     returning id`,
    [
      order.orderNo,
      order.memberId,
      order.methodId,
      order.receivingAccountId,
      order.amount,
      order.memo,
      order.requestId,
      order.expiryMinutes,
      order.promotionId?.toString() ?? null,
      order.promotionDeclined ?? false,
    ],
  );
  return rows.length > 0;
}

export async function listMemberDeposits(
  db: DbClient,
  memberId: bigint,
  page: number,
  size: number,
): Promise<{ total: number; rows: DepositRow[] }> {
  const { rows: count } = await db.query<{ total: number }>(
    "select count(*)::int as total from deposit_order where member_id = $1",
    [memberId],
  );
  const { rows } = await db.query<DepositRow>(
    `${DEPOSIT_SELECT} where d.member_id = $1 order by d.created_at desc, d.id desc limit $2 offset $3`,
    [memberId, size, (page - 1) * size],
  );
  return { total: count[0]!.total, rows };
}

/** The console's deposit queue: orders in these states, newest first. */
export async function listDepositsByStatus(
  db: DbClient,
  statuses: string[],
  page: number,
  size: number,
): Promise<{ total: number; rows: DepositRow[] }> {
  const { rows: count } = await db.query<{ total: number }>(
    "select count(*)::int as total from deposit_order where status = any($1::text[])",
    [statuses],
  );
  const { rows } = await db.query<DepositRow>(
    `${DEPOSIT_SELECT} where d.status = any($1::text[]) order by d.created_at desc, d.id desc limit $2 offset $3`,
    [statuses, size, (page - 1) * size],
  );
  return { total: count[0]!.total, rows };
}

export type CreditedDeposit = { memberId: bigint; orderNo: string; amount: bigint };

/**
 * Credits an open order (pending, or expired: the money arrived late) in one statement:
 * cashier_deposit_credit (sql/cashier_deposit_credit.sql) changes the order, claims the ledger key
 * `deposit:<orderNo>`, moves the amount deposit clearing → main and stores the result. Null when
 * the order was no longer open (someone else credited or rejected it first).
 */
export async function creditDeposit(
  db: DbClient,
  orderId: bigint,
  creditedBy: string,
  remark: string,
  fingerprint: Buffer,
): Promise<CreditedDeposit | null> {
  const { rows } = await refusalsAsErrors(() =>
    db.query<{ code: string; member_id: bigint; order_no: string; amount: bigint }>(
      "select * from cashier_deposit_credit($1, $2, $3, $4)",
      [orderId, creditedBy, remark, fingerprint],
    ),
  );
  const row = rows[0]!;
  if (row.code !== "ok") return null;
  return { memberId: row.member_id, orderNo: row.order_no, amount: row.amount };
}

/** Rejects a pending order (no money moved); false when it was not pending. */
export async function rejectPendingDeposit(
  db: DbClient,
  orderId: bigint,
  rejectedBy: string,
  remark: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    "update deposit_order set status = 'rejected', rejected_by = $2, remark = $3 where id = $1 and status = 'pending'",
    [orderId, rejectedBy, remark],
  );
  return (rowCount ?? 0) > 0;
}

/** Pending orders past expires_at become expired; the changed orders. */
export async function expirePendingDeposits(db: DbClient): Promise<CreditedDeposit[]> {
  const { rows } = await db.query<{ member_id: bigint; order_no: string; amount: bigint }>(
    `update deposit_order set status = 'expired'
      where status = 'pending' and expires_at <= now()
      returning member_id, order_no, amount`,
  );
  return rows.map((row) => ({ memberId: row.member_id, orderNo: row.order_no, amount: row.amount }));
}
