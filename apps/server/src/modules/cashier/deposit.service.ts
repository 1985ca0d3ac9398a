import { randomBytes } from "node:crypto";
import { localized, type DepositMethod, type DepositOrder, type Language, type VN_BANK_CODES } from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { checkDepositChoice, matchDeposit } from "../promotions/index.ts";
import { assertEligible, noteDepositCredited } from "../protection/index.ts";
import { operationFingerprint } from "../ledger/index.ts";
import { sendMessageSafely } from "../messages/index.ts";
import { buildVietQr } from "./vietqr.ts";
import {
  bankOf,
  checkAmount,
  iso,
  isoOrNull,
  isUniqueViolation,
  nextOrderNo,
  notifyMember,
  type CashierDeps,
} from "./cashier.common.ts";
import { loadSettings } from "./cashier.repository.ts";
import * as repo from "./deposit.repository.ts";
import type { CreditedDeposit, DepositRow } from "./deposit.repository.ts";

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

/** Enabled methods with the operator's limits and enabled receiving accounts; none while deposits are off. */
export async function listMethods(db: DbClient, language: Language): Promise<DepositMethod[]> {
  const settings = await loadSettings(db);
  if (!settings.deposit_enabled) return [];
  const accounts = await repo.enabledReceivingAccounts(db);
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
  const methods = await repo.enabledDepositMethods(db);
  return methods.map((method) => ({
    id: method.id.toString(),
    type: method.type,
    name: localized(method.name, language),
    minAmount: settings.deposit_min.toString(),
    maxAmount: settings.deposit_max.toString(),
    accounts: offered,
  }));
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

export type DepositInput = {
  methodId: string;
  receivingAccountId: string;
  amount: bigint;
  requestId: string;
  /** A deposit match chosen for this deposit, or "none" (no bonus at all); absent: the automatic one if any. */
  promotionId?: string;
};

/**
 * A new pending order (or, for a repeated requestId, the order that request created; the same
 * requestId with other fields → idempotency_conflict).
 */
export async function createDeposit(
  db: Db,
  memberId: bigint,
  input: DepositInput,
  language: string,
): Promise<DepositOrder> {
  const existing = await repo.findDepositByRequest(db, memberId, input.requestId);
  if (existing) return sameRequest(existing, input);

  const settings = await loadSettings(db);
  checkAmount(input.amount, settings.deposit_min, settings.deposit_max, language);
  const bankCode = await repo.offeredReceivingBank(db, input.methodId, input.receivingAccountId);
  if (!settings.deposit_enabled || bankCode === null) throw new AppError("method_unavailable");
  if (!bankOf(bankCode)) throw new AppError("method_unavailable");
  const chosen = input.promotionId === undefined || input.promotionId === "none" ? null : BigInt(input.promotionId);
  if (chosen !== null) await checkDepositChoice(db, memberId, chosen, input.amount);

  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(db, async (tx) => {
        // Responsible gaming (issue 16): refused during a time-out or self-exclusion, or when the
        // order would pass a deposit limit (credited deposits, agent transfers, manual credits and
        // open orders of the rolling window). The member's protection row stays locked until this
        // order is written: two concurrent orders never pass a limit together.
        await assertEligible(tx, memberId, "deposit", { amount: input.amount, lock: true });
        const inserted = await repo.insertDeposit(tx, {
          orderNo: await nextOrderNo(tx, "D"),
          memberId,
          methodId: input.methodId,
          receivingAccountId: input.receivingAccountId,
          amount: input.amount,
          memo: newMemo(),
          requestId: input.requestId,
          expiryMinutes: settings.deposit_expiry_minutes,
          promotionId: chosen,
          promotionDeclined: input.promotionId === "none",
        });
        // A parallel request with the same requestId won the insert: answer with its order.
        const row = await repo.findDepositByRequest(tx, memberId, input.requestId);
        if (!row) throw new Error("deposit order vanished");
        return inserted ? toDepositOrder(row) : sameRequest(row, input);
      });
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
  const { total, rows } = await repo.listMemberDeposits(db, memberId, page, size);
  return { total, list: rows.map(toDepositOrder) };
}

/** The member's own order; another member's is order_not_found like a missing one. */
export async function getDepositOrder(db: DbClient, memberId: bigint, orderNo: string): Promise<DepositOrder> {
  const row = await repo.findDepositByOrderNo(db, orderNo, memberId);
  if (!row) throw new AppError("order_not_found");
  return toDepositOrder(row);
}

/** The ledger fingerprint of an order's credit (the key is `deposit:<orderNo>`). */
export const depositCreditFingerprint = (orderNo: string, amount: bigint): Buffer =>
  operationFingerprint({ kind: "deposit_credit", fingerprint: { orderNo, amount } });

/**
 * Credits an order (pending, or expired: the money arrived late) in one round trip
 * (cashier_deposit_credit): the order becomes credited, the amount moves from deposit clearing to
 * the member's main wallet. Null when the order was no longer open (someone else credited or
 * rejected it first). Runs alone or inside the caller's transaction.
 */
export async function creditDepositIn(
  db: DbClient,
  order: { id: bigint; orderNo: string; amount: bigint },
  creditedBy: string,
  remark?: string,
): Promise<CreditedDeposit | null> {
  return repo.creditDeposit(
    db,
    order.id,
    creditedBy,
    remark ?? "",
    depositCreditFingerprint(order.orderNo, order.amount),
  );
}

/**
 * After a credit: the deposit match it earns (promotions; once per order — the promotions job sweeps
 * up a match a crash left out), then the member is told the deposit arrived.
 */
export async function depositArrived(deps: CashierDeps, credited: CreditedDeposit): Promise<void> {
  try {
    // The money arrived and stays; past a deposit limit (or during a block) it is recorded for review.
    await noteDepositCredited(deps.db, credited);
  } catch (error) {
    deps.log?.warn({ err: error, orderNo: credited.orderNo }, "deposit limit finding failed");
  }
  try {
    await matchDeposit(deps.db, credited);
  } catch (error) {
    // The credit stands; the promotions job gives a missed match within minutes.
    deps.log?.warn({ err: error, orderNo: credited.orderNo }, "deposit match failed; the promotions job retries it");
  }
  await notifyMember(deps, credited.memberId, {
    type: "deposit_arrived",
    orderNo: credited.orderNo,
    amount: credited.amount.toString(),
  });
  // The inbox keeps the news (issue 16); once per order whoever credited it, never failing the credit.
  await sendMessageSafely(deps.db, {
    memberId: credited.memberId,
    template: "deposit_arrived",
    params: { amount: credited.amount.toString(), orderNo: credited.orderNo },
    category: "personal",
    dedupeKey: `deposit_arrived:${credited.orderNo}`,
  });
}

/** The job: pending orders past expires_at → expired, and the member is told (deposit_failed). */
export async function expireDeposits(deps: CashierDeps): Promise<number> {
  const expired = await repo.expirePendingDeposits(deps.db);
  for (const row of expired) {
    await notifyMember(deps, row.memberId, {
      type: "deposit_failed",
      orderNo: row.orderNo,
      amount: row.amount.toString(),
    });
  }
  return expired.length;
}
