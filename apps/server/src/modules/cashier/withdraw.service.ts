import {
  PROOF_IMAGE_MAX_COUNT,
  type ReceiptResult,
  type WithdrawInfoValue,
  type WithdrawalOrder,
} from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { sniffImage } from "../../lib/images.ts";
import { activeGrantCount, forfeitActiveGrants } from "../promotions/index.ts";
import { findPayoutIdentity } from "../account/index.ts";
import { balanceOf, main, operationFingerprint, storedResult } from "../ledger/index.ts";
import { dailyWithdrawalLimit } from "../vip/index.ts";
import { assertWithdrawalTier } from "../kyc/index.ts";
import { findActiveBankCode } from "./bank-account.repository.ts";
import {
  bankOf,
  checkAmount,
  checkPaymentPassword,
  iso,
  isoOrNull,
  maskAccountNumber,
  notifyMember,
  type CashierDeps,
} from "./cashier.common.ts";
import { loadSettings } from "./cashier.repository.ts";
import * as repo from "./withdrawal.repository.ts";
import type { WithdrawalRow } from "./withdrawal.repository.ts";

/*
 * Withdrawals: the requested amount moves from the main wallet to the member's withdrawal hold in
 * the same transaction that creates the order; staff approve and pay (hold → payout) or reject
 * (hold → main); after payout the member confirms the receipt (spec §4), or it counts as received
 * once the configured minutes pass. Disputed receipts wait for staff (cashier.operator.ts).
 */

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

export async function withdrawInfo(db: Db, memberId: bigint): Promise<WithdrawInfoValue> {
  const settings = await loadSettings(db);
  const member = await findPayoutIdentity(db, memberId);
  if (!member) throw new Error(`member ${memberId} missing`);
  const vipLimit = await dailyWithdrawalLimit(db, memberId);
  return {
    minAmount: settings.withdraw_min.toString(),
    maxAmount: settings.withdraw_max.toString(),
    dailyCount: Math.min(settings.withdraw_daily_count, vipLimit ?? settings.withdraw_daily_count),
    usedToday: await repo.countWithdrawalsToday(db, memberId),
    mainBalance: (await balanceOf(db, main(memberId))).toString(),
    hasPaymentPassword: member.has_payment_password,
    payeeName: member.payee_name,
  };
}

export type WithdrawInput = {
  bankAccountId: string;
  amount: bigint;
  paymentPassword: string;
  requestId: string;
  /** The member chose to give up their active bonus grants to withdraw (issue 15). */
  forfeitBonus?: boolean;
};

/**
 * A withdrawal request: payment password, limits, daily count and the member's own active bank
 * account, then ONE transaction: ledger operation (key = requestId) main → hold and the pending
 * order. A repeat of the requestId answers the first result (before the password is checked); with
 * other fields idempotency_conflict.
 */
export async function requestWithdrawal(
  deps: CashierDeps,
  memberId: bigint,
  input: WithdrawInput,
  language: string,
): Promise<WithdrawalOrder> {
  const db = deps.db;
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
  const first = await repo.findWithdrawalByRequest(db, memberId, input.requestId);
  if (!first) {
    const settings = await loadSettings(db);
    if (!settings.withdraw_enabled) throw new AppError("method_unavailable");
    checkAmount(input.amount, settings.withdraw_min, settings.withdraw_max, language);
    // Know your customer: the tier the operator requires above an amount or after a count of
    // withdrawals (one read: the member's tier, the rule and the count together).
    await assertWithdrawalTier(db, memberId, input.amount);
    // The member's VIP level may allow fewer withdrawals a day than the brand's count (which the
    // request statement enforces under the member's lock). Checked before that statement, so two
    // requests sent at the same instant may both pass this one: the brand's count still holds.
    const vipLimit = await dailyWithdrawalLimit(db, memberId);
    if (vipLimit !== null && vipLimit < settings.withdraw_daily_count) {
      if ((await repo.countWithdrawalsToday(db, memberId)) >= vipLimit) {
        throw new AppError("withdraw_daily_limit", { count: vipLimit });
      }
    }
    // An active bonus grant blocks a withdrawal unless the member gives it up explicitly (its
    // balance goes back; the real money is theirs to withdraw).
    if ((await activeGrantCount(db, memberId)) > 0) {
      if (!input.forfeitBonus) throw new AppError("withdraw_bonus_active");
      await forfeitActiveGrants(db, memberId, "withdrawal chosen by the member");
    }
  }
  // The bank's display name for the stored answer (the call itself checks that the account is the
  // member's own and active, after the daily count: the same refusal order as ever).
  const bankCode = await findActiveBankCode(db, memberId, input.bankAccountId);
  const outcome = await repo.holdWithdrawal(db, {
    memberId,
    requestId: input.requestId,
    bankAccountId: input.bankAccountId,
    amount: input.amount,
    fingerprint: operationFingerprint(spec),
    bankName: bankCode === null ? null : (bankOf(bankCode)?.name ?? bankCode),
  });
  if (!outcome.replayed) {
    await notifyMember(deps, memberId, { type: "balance_changed", orderNo: outcome.value.orderNo });
  }
  return outcome.value;
}

export async function listWithdrawOrders(
  db: DbClient,
  memberId: bigint,
  page: number,
  size: number,
): Promise<{ total: number; list: WithdrawalOrder[] }> {
  const { total, rows } = await repo.listMemberWithdrawals(db, memberId, page, size);
  return { total, list: rows.map(toWithdrawalOrder) };
}

export async function getWithdrawOrder(db: DbClient, memberId: bigint, orderNo: string): Promise<WithdrawalOrder> {
  const row = await repo.findWithdrawalByOrderNo(db, orderNo, memberId);
  if (!row) throw new AppError("order_not_found");
  return toWithdrawalOrder(row);
}

/** Payouts waiting for the member's answer (spec §2 receipt dialog), oldest first. */
export async function awaitingReceipt(db: DbClient, memberId: bigint): Promise<WithdrawalOrder[]> {
  return (await repo.listAwaitingReceipt(db, memberId)).map(toWithdrawalOrder);
}

/* ---- Receipt confirmation (spec §4) ---- */

export { sniffImage };

/** Locks the member's own order for a receipt step; only a payout awaiting the answer (paid) qualifies. */
async function lockPaidOrder(client: DbClient, memberId: bigint, orderNo: string) {
  const order = await repo.lockMemberWithdrawal(client, memberId, orderNo);
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
    if ((await repo.countProofs(client, order.id)) >= PROOF_IMAGE_MAX_COUNT) throw new AppError("too_many_images");
    const proofId = await repo.insertProof(client, order.id, sniffed, bytes);
    return { proofId: proofId.toString() };
  });
}

export type ReceiptInput = { result: ReceiptResult; remainingAmount?: bigint; proofIds?: string[] };

/**
 * The receipt rules that need no database: the proofs named (duplicates dropped), and whether the
 * answer disputes the payout. RECEIVED takes neither proofs nor a remaining amount; NOT_RECEIVED
 * needs at least one proof (proof_required); a remaining amount only comes with ALL_PAID and
 * disputes it. `orderAmount`, when known, bounds the remaining amount (remaining_amount_invalid).
 */
export function checkReceipt(input: ReceiptInput, orderAmount?: bigint): { proofIds: string[]; disputed: boolean } {
  const proofIds = [...new Set(input.proofIds ?? [])];
  if (input.result !== "ALL_PAID" && input.remainingAmount !== undefined) {
    throw new AppError("remaining_amount_invalid");
  }
  if (input.result === "RECEIVED" && proofIds.length > 0) {
    throw new AppError("validation_failed", { detail: "proofIds: not with RECEIVED" });
  }
  if (input.result === "NOT_RECEIVED" && proofIds.length === 0) throw new AppError("proof_required");
  if (orderAmount !== undefined && input.remainingAmount !== undefined && input.remainingAmount > orderAmount) {
    throw new AppError("remaining_amount_invalid");
  }
  return { proofIds, disputed: input.result === "NOT_RECEIVED" || input.remainingAmount !== undefined };
}

/**
 * A payout counts as received without the member's answer once its receipt deadline has passed
 * (the job's rule, autoReceiveOverdue in SQL; here for readers and tests).
 */
export function receiptDeadlinePassed(order: { status: string; receiptDeadline: Date | null }, now: Date): boolean {
  return order.status === "paid" && order.receiptDeadline !== null && order.receiptDeadline <= now;
}

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
  const { proofIds } = checkReceipt(input);
  return inTransaction(db, async (client) => {
    const order = await lockPaidOrder(client, memberId, orderNo);
    const { disputed } = checkReceipt(input, order.amount);
    if (proofIds.length > 0) {
      if ((await repo.countOwnProofs(client, order.id, proofIds)) !== proofIds.length) {
        throw new AppError("proof_required");
      }
      await repo.attachProofs(client, proofIds);
    }
    await repo.recordMemberReceipt(client, order.id, {
      disputed,
      result: input.result,
      remaining: input.remainingAmount ?? null,
    });
    const row = await repo.findWithdrawalById(client, order.id);
    return toWithdrawalOrder(row!);
  });
}

/**
 * The job: payouts past their receipt deadline count as received (source "auto"); proof images
 * never attached to a receipt of an order that no longer waits for one are dropped.
 */
export async function autoReceipt(db: Db): Promise<number> {
  return inTransaction(db, async (client) => {
    const received = await repo.autoReceiveOverdue(client);
    await repo.dropStaleProofs(client);
    return received;
  });
}
