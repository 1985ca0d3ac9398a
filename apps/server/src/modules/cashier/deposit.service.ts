import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import {
  localized,
  type DepositMethod,
  type DepositOrder,
  type DepositStatus,
  type Language,
  type StoredText,
  type VN_BANK_CODES,
} from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { beginOperation, finishOperation, main, system } from "../ledger/ledger.ts";
import { buildVietQr } from "./vietqr.ts";
import {
  bankOf,
  checkAmount,
  iso,
  isoOrNull,
  isUniqueViolation,
  loadSettings,
  nextOrderNo,
  notifyMember,
} from "./cashier.common.ts";

/*
 * Deposits by bank transfer (depositv2): the member picks an amount and one of the operator's
 * receiving accounts, gets an order with a unique memo and its VietQR code, and transfers. The
 * order is credited when staff confirm it or a signed bank-statement line carries its memo; it
 * expires after the configured minutes (a late line still credits it: the money did arrive).
 */

type BankCode = (typeof VN_BANK_CODES)[number];

/** Crockford base32: no I, L, O, U — nothing to misread when typed into a bank app. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const MEMO_PREFIX = "LT";

/** "LT" + 8 random Crockford base32 characters (40 bits from the CSPRNG). */
export function newMemo(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = "";
  for (let i = 0; i < 8; i++) {
    text = CROCKFORD[Number(bits & 31n)]! + text;
    bits >>= 5n;
  }
  return MEMO_PREFIX + text;
}

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

export const DEPOSIT_SELECT = `
  select d.id, d.order_no, d.member_id, m.account as member_account, d.method_id, d.amount, d.memo, d.status,
         d.request_id, d.expires_at, d.credited_at, d.remark, d.created_at, d.receiving_account_id,
         r.bank_code, r.account_number, r.account_name
    from deposit_order d
    join receiving_account r on r.id = d.receiving_account_id
    join member m on m.id = d.member_id`;

export function toDepositOrder(row: DepositRow): DepositOrder {
  const bank = bankOf(row.bank_code);
  if (!bank) throw new Error(`receiving account ${row.receiving_account_id}: unknown bank ${row.bank_code}`);
  return {
    orderNo: row.order_no,
    amount: row.amount.toString(),
    status: row.status,
    memo: row.memo,
    account: {
      id: row.receiving_account_id.toString(),
      bankCode: bank.code,
      bankName: bank.name,
      accountNumber: row.account_number,
      accountName: row.account_name,
    },
    qrPayload: buildVietQr({
      bin: bank.bin,
      accountNumber: row.account_number,
      amountDong: row.amount / 100n,
      memo: row.memo,
    }),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    creditedAt: isoOrNull(row.credited_at),
    remark: row.remark,
  };
}

type ReceivingRow = { id: bigint; bank_code: string; account_number: string; account_name: string };

/** Enabled methods with the operator's limits and enabled receiving accounts; none while deposits are off. */
export async function listMethods(db: DbClient, language: Language): Promise<DepositMethod[]> {
  const settings = await loadSettings(db);
  if (!settings.deposit_enabled) return [];
  const { rows: accounts } = await db.query<ReceivingRow>(
    "select id, bank_code, account_number, account_name from receiving_account where enabled order by id",
  );
  const offered = accounts.flatMap((account) => {
    const bank = bankOf(account.bank_code);
    return bank
      ? [
          {
            id: account.id.toString(),
            bankCode: bank.code as BankCode,
            bankName: bank.name,
            accountNumber: account.account_number,
            accountName: account.account_name,
          },
        ]
      : [];
  });
  if (offered.length === 0) return [];
  const { rows: methods } = await db.query<{ id: bigint; type: "BANK_TRANSFER"; name: StoredText }>(
    "select id, type, name from deposit_method where enabled order by sort, id",
  );
  return methods.map((method) => ({
    id: method.id.toString(),
    type: method.type,
    name: localized(method.name, language),
    minAmount: settings.deposit_min.toString(),
    maxAmount: settings.deposit_max.toString(),
    accounts: offered,
  }));
}

async function findByRequest(db: DbClient, memberId: bigint, requestId: string): Promise<DepositRow | undefined> {
  const { rows } = await db.query<DepositRow>(`${DEPOSIT_SELECT} where d.member_id = $1 and d.request_id = $2`, [
    memberId,
    requestId,
  ]);
  return rows[0];
}

function sameRequest(row: DepositRow, input: DepositInput): DepositOrder {
  if (
    row.method_id !== BigInt(input.methodId) ||
    row.receiving_account_id !== BigInt(input.receivingAccountId) ||
    row.amount !== input.amount
  ) {
    throw new AppError("idempotency_conflict");
  }
  return toDepositOrder(row);
}

export type DepositInput = { methodId: string; receivingAccountId: string; amount: bigint; requestId: string };

/**
 * A new pending order (or, for a repeated requestId, the order that request created; the same
 * requestId with other fields → idempotency_conflict).
 */
export async function createDeposit(
  db: pg.Pool,
  memberId: bigint,
  input: DepositInput,
  language: string,
): Promise<DepositOrder> {
  const existing = await findByRequest(db, memberId, input.requestId);
  if (existing) return sameRequest(existing, input);

  const settings = await loadSettings(db);
  checkAmount(input.amount, settings.deposit_min, settings.deposit_max, language);
  const offered = await db.query(
    `select 1 from deposit_method m, receiving_account r
      where m.id = $1 and m.enabled and r.id = $2 and r.enabled`,
    [input.methodId, input.receivingAccountId],
  );
  if (!settings.deposit_enabled || offered.rows.length === 0) throw new AppError("method_unavailable");
  const account = await db.query<{ bank_code: string }>("select bank_code from receiving_account where id = $1", [
    input.receivingAccountId,
  ]);
  if (!bankOf(account.rows[0]!.bank_code)) throw new AppError("method_unavailable");

  for (let attempt = 0; ; attempt++) {
    try {
      const orderNo = await nextOrderNo(db, "D");
      const inserted = await db.query<{ id: bigint }>(
        `insert into deposit_order (order_no, member_id, method_id, receiving_account_id, amount, memo, request_id, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))
         on conflict (member_id, request_id) do nothing
         returning id`,
        [
          orderNo,
          memberId,
          input.methodId,
          input.receivingAccountId,
          input.amount,
          newMemo(),
          input.requestId,
          settings.deposit_expiry_minutes,
        ],
      );
      // A parallel request with the same requestId won the insert: answer with its order.
      const row = await findByRequest(db, memberId, input.requestId);
      if (!row) throw new Error("deposit order vanished");
      return inserted.rows.length > 0 ? toDepositOrder(row) : sameRequest(row, input);
    } catch (error) {
      // A memo drawn twice (40 bits: practically never) is drawn again.
      if (attempt < 3 && isUniqueViolation(error, "deposit_order_memo")) continue;
      throw error;
    }
  }
}

export async function listDepositOrders(
  db: DbClient,
  memberId: bigint,
  page: number,
  size: number,
): Promise<{ total: number; list: DepositOrder[] }> {
  const { rows: count } = await db.query<{ total: number }>(
    "select count(*)::int as total from deposit_order where member_id = $1",
    [memberId],
  );
  const { rows } = await db.query<DepositRow>(
    `${DEPOSIT_SELECT} where d.member_id = $1 order by d.created_at desc, d.id desc limit $2 offset $3`,
    [memberId, size, (page - 1) * size],
  );
  return { total: count[0]!.total, list: rows.map(toDepositOrder) };
}

/** The member's own order; another member's is order_not_found like a missing one. */
export async function getDepositOrder(db: DbClient, memberId: bigint, orderNo: string): Promise<DepositOrder> {
  const { rows } = await db.query<DepositRow>(`${DEPOSIT_SELECT} where d.order_no = $1 and d.member_id = $2`, [
    orderNo,
    memberId,
  ]);
  if (!rows[0]) throw new AppError("order_not_found");
  return toDepositOrder(rows[0]);
}

/**
 * Credits an order inside the caller's transaction: pending (or expired: the money arrived late)
 * → credited with a conditional UPDATE, so two paths racing credit it once; then the ledger moves
 * the amount from deposit clearing to the member's main wallet. Returns false when the order was
 * no longer open (someone else credited or rejected it first).
 */
export async function creditDepositIn(
  client: pg.PoolClient,
  orderId: bigint,
  creditedBy: string,
  remark?: string,
): Promise<{ memberId: bigint; orderNo: string; amount: bigint } | null> {
  const { rows } = await client.query<{ member_id: bigint; order_no: string; amount: bigint }>(
    `update deposit_order set status = 'credited', credited_at = now(), credited_by = $2,
            remark = coalesce(nullif($3, ''), remark)
      where id = $1 and status in ('pending', 'expired')
      returning member_id, order_no, amount`,
    [orderId, creditedBy, remark ?? ""],
  );
  const order = rows[0];
  if (!order) return null;
  const started = await beginOperation(client, {
    key: `deposit:${order.order_no}`,
    kind: "deposit_credit",
    memberId: order.member_id,
    fingerprint: { orderNo: order.order_no, amount: order.amount },
    reference: order.order_no,
  });
  if (!started.replayed) {
    await started.operation.transfer([
      { from: system("deposit_clearing", order.member_id), to: main(order.member_id), amount: order.amount },
    ]);
    await finishOperation(client, started.operation.id, { orderNo: order.order_no, amount: order.amount.toString() });
  }
  return { memberId: order.member_id, orderNo: order.order_no, amount: order.amount };
}

export const depositArrived = (app: FastifyInstance, credited: { memberId: bigint; orderNo: string; amount: bigint }) =>
  notifyMember(app, credited.memberId, {
    type: "deposit_arrived",
    orderNo: credited.orderNo,
    amount: credited.amount.toString(),
  });

/** The job: pending orders past expires_at → expired, and the member is told (deposit_failed). */
export async function expireDeposits(app: FastifyInstance): Promise<number> {
  const expired = await inTransaction(app.db, async (client) => {
    const { rows } = await client.query<{ member_id: bigint; order_no: string; amount: bigint }>(
      `update deposit_order set status = 'expired'
        where status = 'pending' and expires_at <= now()
        returning member_id, order_no, amount`,
    );
    return rows;
  });
  for (const row of expired) {
    await notifyMember(app, row.member_id, {
      type: "deposit_failed",
      orderNo: row.order_no,
      amount: row.amount.toString(),
    });
  }
  return expired.length;
}
