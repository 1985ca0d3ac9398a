import type { FastifyInstance } from "fastify";
import type pg from "pg";
import {
  PROOF_IMAGE_MAX_COUNT,
  type ReceiptResult,
  type WithdrawInfoValue,
  type WithdrawalOrder,
  type WithdrawalStatus,
  BRAND_TIME_ZONE,
} from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { balanceOf, beginOperation, finishOperation, main, storedResult, withdrawalHold } from "../ledger/ledger.ts";
import {
  bankOf,
  checkAmount,
  checkPaymentPassword,
  iso,
  isoOrNull,
  loadSettings,
  lockMemberCashier,
  maskAccountNumber,
  nextOrderNo,
  notifyMember,
} from "./cashier.common.ts";

/*
 * Withdrawals: the requested amount moves from the main wallet to the member's withdrawal hold in
 * the same transaction that creates the order; staff approve and pay (hold → payout) or reject
 * (hold → main); after payout the member confirms the receipt (spec §4), or it counts as received
 * once the configured minutes pass. Disputed receipts wait for staff (cashier.operator.ts).
 */

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

export const WITHDRAWAL_SELECT = `
  select w.id, w.order_no, w.member_id, m.account as member_account, w.bank_account_id, w.amount, w.status,
         w.request_id, w.paid_at, w.receipt_deadline, w.receipt_result, w.receipt_source, w.receipt_remaining,
         w.receipt_at, w.remark, w.created_at, b.bank_code, b.account_number, b.account_name,
         array(select p.id from withdrawal_proof p where p.withdrawal_id = w.id and p.attached order by p.id) as proof_ids
    from withdrawal_order w
    join member_bank_account b on b.id = w.bank_account_id
    join member m on m.id = w.member_id`;

export function toWithdrawalOrder(row: WithdrawalRow): WithdrawalOrder {
  return {
    orderNo: row.order_no,
    amount: row.amount.toString(),
    status: row.status,
    bankCode: row.bank_code,
    bankName: bankOf(row.bank_code)?.name ?? row.bank_code,
    accountNumberMasked: maskAccountNumber(row.account_number),
    accountName: row.account_name,
    createdAt: iso(row.created_at),
    paidAt: isoOrNull(row.paid_at),
    receiptDeadline: isoOrNull(row.receipt_deadline),
    receipt:
      row.receipt_result && row.receipt_source && row.receipt_at
        ? {
            result: row.receipt_result,
            source: row.receipt_source,
            remainingAmount: row.receipt_remaining?.toString() ?? null,
            proofCount: row.proof_ids.length,
            at: iso(row.receipt_at),
          }
        : null,
    remark: row.remark,
  };
}

/** Withdrawals created today in the brand's calendar that count against the daily limit (all but rejected). */
async function usedToday(db: DbClient, memberId: bigint): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    `select count(*)::int as used from withdrawal_order
      where member_id = $1 and status <> 'rejected'
        and created_at >= date_trunc('day', now() at time zone '${BRAND_TIME_ZONE}') at time zone '${BRAND_TIME_ZONE}'`,
    [memberId],
  );
  return rows[0]!.used;
}

export async function withdrawInfo(db: Db, memberId: bigint): Promise<WithdrawInfoValue> {
  const settings = await loadSettings(db);
  const { rows } = await db.query<{ payee_name: string; has_payment_password: boolean }>(
    "select payee_name, payment_password_hash is not null as has_payment_password from member where id = $1",
    [memberId],
  );
  return {
    minAmount: settings.withdraw_min.toString(),
    maxAmount: settings.withdraw_max.toString(),
    dailyCount: settings.withdraw_daily_count,
    usedToday: await usedToday(db, memberId),
    mainBalance: (await balanceOf(db, main(memberId))).toString(),
    hasPaymentPassword: rows[0]!.has_payment_password,
    payeeName: rows[0]!.payee_name,
  };
}

export type WithdrawInput = { bankAccountId: string; amount: bigint; paymentPassword: string; requestId: string };

async function findWithdrawal(db: DbClient, where: string, params: unknown[]): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} where ${where}`, params);
  return rows[0];
}

/**
 * A withdrawal request: payment password, limits, daily count and the member's own active bank
 * account, then ONE transaction: ledger operation (key = requestId) main → hold and the pending
 * order. A repeat of the requestId answers the first result (before the password is checked); with
 * other fields idempotency_conflict.
 */
export async function requestWithdrawal(
  app: FastifyInstance,
  memberId: bigint,
  input: WithdrawInput,
  language: string,
): Promise<WithdrawalOrder> {
  const db = app.db;
  const spec = {
    key: input.requestId,
    kind: "withdrawal_request" as const,
    memberId,
    fingerprint: { amount: input.amount, bankAccountId: input.bankAccountId },
  };
  // A replay of an accepted request answers its first result before the throttle and the password:
  // it moves nothing, and a member locked out by wrong passwords still learns what became of it.
  const stored = await storedResult(db, spec);
  if (stored) return stored.result as WithdrawalOrder;
  await checkPaymentPassword(db, memberId, input.paymentPassword);
  // A retry of a request that already made its order gets the first answer, whatever the limits say now.
  const first = await findWithdrawal(db, "w.member_id = $1 and w.request_id = $2", [memberId, input.requestId]);
  if (!first) {
    const settings = await loadSettings(db);
    if (!settings.withdraw_enabled) throw new AppError("method_unavailable");
    checkAmount(input.amount, settings.withdraw_min, settings.withdraw_max, language);
  }
  const outcome = await inTransaction(db, async (client) => {
    await lockMemberCashier(client, memberId, "withdraw");
    // Drawn before the operation so that it carries the order number (a replay leaves a gap: harmless).
    const orderNo = await nextOrderNo(client, "W");
    const started = await beginOperation(client, { ...spec, reference: orderNo });
    if (started.replayed) return { order: started.result as WithdrawalOrder, created: false };
    const settings = await loadSettings(client);
    const used = await usedToday(client, memberId);
    if (used >= settings.withdraw_daily_count) {
      throw new AppError("withdraw_daily_limit", { count: settings.withdraw_daily_count });
    }
    const account = await client.query(
      "select 1 from member_bank_account where id = $1 and member_id = $2 and removed_at is null",
      [input.bankAccountId, memberId],
    );
    if (account.rows.length === 0) throw new AppError("not_found");
    await started.operation.transfer([{ from: main(memberId), to: withdrawalHold(memberId), amount: input.amount }]);
    await client.query(
      `insert into withdrawal_order (order_no, member_id, bank_account_id, amount, request_id)
       values ($1, $2, $3, $4, $5)`,
      [orderNo, memberId, input.bankAccountId, input.amount, input.requestId],
    );
    const row = await findWithdrawal(client, "w.order_no = $1", [orderNo]);
    const order = toWithdrawalOrder(row!);
    await finishOperation(client, started.operation.id, order);
    return { order, created: true };
  });
  if (outcome.created) await notifyMember(app, memberId, { type: "balance_changed", orderNo: outcome.order.orderNo });
  return outcome.order;
}

export async function listWithdrawOrders(
  db: DbClient,
  memberId: bigint,
  page: number,
  size: number,
): Promise<{ total: number; list: WithdrawalOrder[] }> {
  const { rows: count } = await db.query<{ total: number }>(
    "select count(*)::int as total from withdrawal_order where member_id = $1",
    [memberId],
  );
  const { rows } = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} where w.member_id = $1 order by w.created_at desc, w.id desc limit $2 offset $3`,
    [memberId, size, (page - 1) * size],
  );
  return { total: count[0]!.total, list: rows.map(toWithdrawalOrder) };
}

export async function getWithdrawOrder(db: DbClient, memberId: bigint, orderNo: string): Promise<WithdrawalOrder> {
  const row = await findWithdrawal(db, "w.order_no = $1 and w.member_id = $2", [orderNo, memberId]);
  if (!row) throw new AppError("order_not_found");
  return toWithdrawalOrder(row);
}

/** Payouts waiting for the member's answer (spec §2 receipt dialog), oldest first. */
export async function awaitingReceipt(db: DbClient, memberId: bigint): Promise<WithdrawalOrder[]> {
  const { rows } = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} where w.member_id = $1 and w.status = 'paid' order by w.paid_at, w.id`,
    [memberId],
  );
  return rows.map(toWithdrawalOrder);
}

/* ---- Receipt confirmation (spec §4) ---- */

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type the bytes really are (by their magic number), or null. */
export function sniffImage(bytes: Buffer): "image/png" | "image/jpeg" | null {
  if (bytes.length > PNG_MAGIC.length && bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return "image/png";
  if (bytes.length > JPEG_MAGIC.length && bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return "image/jpeg";
  return null;
}

/** Locks the member's own order for a receipt step; only a payout awaiting the answer (paid) qualifies. */
async function lockPaidOrder(client: pg.PoolClient, memberId: bigint, orderNo: string) {
  const { rows } = await client.query<{ id: bigint; status: WithdrawalStatus; amount: bigint }>(
    "select id, status, amount from withdrawal_order where order_no = $1 and member_id = $2 for update",
    [orderNo, memberId],
  );
  const order = rows[0];
  if (!order) throw new AppError("order_not_found");
  if (order.status !== "paid") throw new AppError("order_state_invalid");
  return order;
}

/** Stores one proof image (declared type = sniffed type; at most PROOF_IMAGE_MAX_COUNT per order). */
export async function uploadProof(
  db: Db,
  memberId: bigint,
  orderNo: string,
  contentType: string,
  bytes: Buffer,
): Promise<{ proofId: string }> {
  const sniffed = sniffImage(bytes);
  if (!sniffed || sniffed !== contentType) throw new AppError("image_type_invalid");
  return inTransaction(db, async (client) => {
    const order = await lockPaidOrder(client, memberId, orderNo);
    const { rows: count } = await client.query<{ n: number }>(
      "select count(*)::int as n from withdrawal_proof where withdrawal_id = $1",
      [order.id],
    );
    if (count[0]!.n >= PROOF_IMAGE_MAX_COUNT) throw new AppError("too_many_images");
    const { rows } = await client.query<{ id: bigint }>(
      "insert into withdrawal_proof (withdrawal_id, content_type, bytes) values ($1, $2, $3) returning id",
      [order.id, sniffed, bytes],
    );
    return { proofId: rows[0]!.id.toString() };
  });
}

export type ReceiptInput = { result: ReceiptResult; remainingAmount?: bigint; proofIds?: string[] };

/**
 * The member's answer: RECEIVED → received; NOT_RECEIVED with 1–3 of this order's proofs →
 * disputed; ALL_PAID with a remaining amount (0 < r ≤ amount) → disputed for staff review, without
 * one → received.
 */
export async function submitReceipt(
  db: Db,
  memberId: bigint,
  orderNo: string,
  input: ReceiptInput,
): Promise<WithdrawalOrder> {
  const proofIds = [...new Set(input.proofIds ?? [])];
  if (input.result !== "ALL_PAID" && input.remainingAmount !== undefined)
    throw new AppError("remaining_amount_invalid");
  if (input.result === "RECEIVED" && proofIds.length > 0) {
    throw new AppError("validation_failed", { detail: "proofIds: not with RECEIVED" });
  }
  if (input.result === "NOT_RECEIVED" && proofIds.length === 0) throw new AppError("proof_required");
  return inTransaction(db, async (client) => {
    const order = await lockPaidOrder(client, memberId, orderNo);
    if (input.remainingAmount !== undefined && input.remainingAmount > order.amount) {
      throw new AppError("remaining_amount_invalid");
    }
    if (proofIds.length > 0) {
      const { rows } = await client.query(
        "select id from withdrawal_proof where withdrawal_id = $1 and id = any($2::int8[])",
        [order.id, proofIds],
      );
      if (rows.length !== proofIds.length) throw new AppError("proof_required");
      await client.query("update withdrawal_proof set attached = true where id = any($1::int8[])", [proofIds]);
    }
    const disputed = input.result === "NOT_RECEIVED" || input.remainingAmount !== undefined;
    await client.query(
      `update withdrawal_order set status = $2, receipt_result = $3, receipt_source = 'member',
              receipt_remaining = $4, receipt_at = now()
        where id = $1 and status = 'paid'`,
      [order.id, disputed ? "disputed" : "received", input.result, input.remainingAmount ?? null],
    );
    const row = await findWithdrawal(client, "w.id = $1", [order.id]);
    return toWithdrawalOrder(row!);
  });
}

/**
 * The job: payouts past their receipt deadline count as received (source "auto"); proof images
 * never attached to a receipt of an order that no longer waits for one are dropped.
 */
export async function autoReceipt(app: FastifyInstance): Promise<number> {
  return inTransaction(app.db, async (client) => {
    const { rowCount } = await client.query(
      `update withdrawal_order set status = 'received', receipt_result = 'RECEIVED', receipt_source = 'auto',
              receipt_at = now()
        where status = 'paid' and receipt_deadline <= now()`,
    );
    await client.query(
      `delete from withdrawal_proof p using withdrawal_order w
        where p.withdrawal_id = w.id and not p.attached and w.status <> 'paid'`,
    );
    return rowCount ?? 0;
  });
}
