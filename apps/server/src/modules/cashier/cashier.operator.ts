import type { ConsoleDeposit, ConsoleWithdrawal, MemberEvent } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { operationFingerprint, type OperationKind } from "../ledger/index.ts";
import { sendMessageSafely } from "../messages/index.ts";
import { notifyMember, type CashierDeps } from "./cashier.common.ts";
import { loadSettings } from "./cashier.repository.ts";
import * as deposits from "./deposit.repository.ts";
import type { DepositRow } from "./deposit.repository.ts";
import { creditDepositIn, depositArrived, toDepositOrder } from "./deposit.service.ts";
import * as withdrawals from "./withdrawal.repository.ts";
import type { WithdrawalRow, WithdrawalStep } from "./withdrawal.repository.ts";
import { toWithdrawalOrder } from "./withdraw.service.ts";

/*
 * What staff do to cashier orders. The console routes call these after checking the operator's
 * role; each one is a single database transaction (order state + ledger operation), refuses an
 * order in the wrong state with order_state_invalid, signals the member (deps.signals)
 * after the commit, and returns the order as the console shows it. The caller writes the
 * operator audit entry.
 */

/** Who acts: the operator's username (stored as credited_by/approved_by/… 'operator:<name>'). */
export type StaffActor = { operator: string };

const by = (actor: StaffActor) => `operator:${actor.operator}`;

function toConsoleDeposit(row: DepositRow): ConsoleDeposit {
  return { ...toDepositOrder(row), memberId: row.member_id.toString(), memberAccount: row.member_account };
}

function toConsoleWithdrawal(row: WithdrawalRow): ConsoleWithdrawal {
  return {
    ...toWithdrawalOrder(row),
    memberId: row.member_id.toString(),
    memberAccount: row.member_account,
    accountNumber: row.account_number,
    proofIds: row.proof_ids.map(String),
  };
}

async function readDeposit(db: DbClient, orderNo: string): Promise<DepositRow> {
  const row = await deposits.findDepositByOrderNo(db, orderNo);
  if (!row) throw new AppError("order_not_found");
  return row;
}

async function readWithdrawal(db: DbClient, orderNo: string): Promise<WithdrawalRow> {
  const row = await withdrawals.findWithdrawalByOrderNo(db, orderNo);
  if (!row) throw new AppError("order_not_found");
  return row;
}

/** Credits a pending (or expired: the money arrived late) deposit; deposit_arrived to the member. */
export async function confirmDeposit(
  deps: CashierDeps,
  orderNo: string,
  actor: StaffActor,
  remark?: string,
): Promise<ConsoleDeposit> {
  const order = await readDeposit(deps.db, orderNo);
  const credited = await creditDepositIn(
    deps.db,
    { id: order.id, orderNo: order.order_no, amount: order.amount },
    by(actor),
    remark,
  );
  if (!credited) throw new AppError("order_state_invalid");
  const row = await readDeposit(deps.db, orderNo);
  await depositArrived(deps, credited);
  return toConsoleDeposit(row);
}

/** Rejects a pending deposit (no money moved); deposit_failed to the member. */
export async function rejectDeposit(
  deps: CashierDeps,
  orderNo: string,
  actor: StaffActor,
  remark: string,
): Promise<ConsoleDeposit> {
  const row = await inTransaction(deps.db, async (client) => {
    const order = await readDeposit(client, orderNo);
    if (!(await deposits.rejectPendingDeposit(client, order.id, by(actor), remark))) {
      throw new AppError("order_state_invalid");
    }
    return readDeposit(client, orderNo);
  });
  await notifyMember(deps, row.member_id, { type: "deposit_failed", orderNo, amount: row.amount.toString() });
  return toConsoleDeposit(row);
}

type Transition = {
  /** The order's change and money (sql/cashier_withdrawal_step.sql). */
  step: WithdrawalStep;
  /** The ledger operation's kind, for the steps that move money (its fingerprint: {orderNo, amount}). */
  kind?: OperationKind;
  /** pay: the receipt window in minutes. */
  receiptMinutes?: number;
  event: MemberEvent["type"];
};

/**
 * One staff step on a withdrawal in one round trip (cashier_withdrawal_step): the conditional
 * UPDATE (only from the expected states, so a double click or a second operator gets
 * order_state_invalid) and the ledger movement in the same statement, then the member's signal.
 */
async function stepWithdrawal(
  deps: CashierDeps,
  orderNo: string,
  actor: StaffActor,
  remark: string | undefined,
  step: Transition,
): Promise<ConsoleWithdrawal> {
  const order = await readWithdrawal(deps.db, orderNo);
  const updated = await withdrawals.stepWithdrawal(deps.db, order.id, step.step, by(actor), remark ?? "", {
    receiptMinutes: step.receiptMinutes,
    fingerprint: step.kind
      ? operationFingerprint({ kind: step.kind, fingerprint: { orderNo, amount: order.amount } })
      : undefined,
  });
  if (!updated) throw new AppError("order_state_invalid");
  const row = await readWithdrawal(deps.db, orderNo);
  await notifyMember(deps, row.member_id, { type: step.event, orderNo, amount: row.amount.toString() });
  if (step.event === "withdrawal_approved" || step.event === "withdrawal_rejected") {
    // The inbox keeps the decision (issue 16): once per order and decision, never failing the step.
    await sendMessageSafely(deps.db, {
      memberId: row.member_id,
      template: step.event,
      params:
        step.event === "withdrawal_approved"
          ? { amount: row.amount.toString(), orderNo }
          : { amount: row.amount.toString(), orderNo, reason: remark ?? "" },
      category: "personal",
      dedupeKey: `${step.event}:${orderNo}`,
    });
  }
  return toConsoleWithdrawal(row);
}

export async function approveWithdrawal(
  deps: CashierDeps,
  orderNo: string,
  actor: StaffActor,
  remark?: string,
): Promise<ConsoleWithdrawal> {
  return stepWithdrawal(deps, orderNo, actor, remark, {
    step: "approve",
    event: "withdrawal_approved",
  });
}

/** Marks the payout made: the hold goes to withdrawal_payout and the receipt deadline starts. */
export async function payWithdrawal(
  deps: CashierDeps,
  orderNo: string,
  actor: StaffActor,
  remark?: string,
): Promise<ConsoleWithdrawal> {
  const settings = await loadSettings(deps.db);
  return stepWithdrawal(deps, orderNo, actor, remark, {
    step: "pay",
    receiptMinutes: settings.auto_receipt_minutes,
    kind: "withdrawal_paid",
    event: "withdrawal_paid",
  });
}

/** Rejects a pending or approved withdrawal: the hold returns to the main wallet. */
export async function rejectWithdrawal(
  deps: CashierDeps,
  orderNo: string,
  actor: StaffActor,
  remark: string,
): Promise<ConsoleWithdrawal> {
  return stepWithdrawal(deps, orderNo, actor, remark, {
    step: "reject",
    kind: "withdrawal_reject",
    event: "withdrawal_rejected",
  });
}

/**
 * Resolves a disputed payout: `paid` (the receipt is forced — source "forced" — and nothing is
 * refunded) or `refund` (the money never arrived: the payout returns to the main wallet).
 */
export async function resolveWithdrawal(
  deps: CashierDeps,
  orderNo: string,
  actor: StaffActor,
  outcome: "paid" | "refund",
  remark: string,
): Promise<ConsoleWithdrawal> {
  if (outcome === "paid") {
    return stepWithdrawal(deps, orderNo, actor, remark, {
      step: "resolve_paid",
      event: "balance_changed",
    });
  }
  return stepWithdrawal(deps, orderNo, actor, remark, {
    step: "resolve_refund",
    kind: "withdrawal_refund",
    event: "balance_changed",
  });
}

const DEPOSIT_FILTERS = ["pending", "credited", "rejected", "expired"];
const WITHDRAWAL_FILTERS = ["pending", "approved", "paid", "disputed", "received", "resolved", "rejected"];
/** Queues staff work through, oldest first; finished states and "all" newest first. */
const WORK_QUEUES = ["pending", "approved", "paid", "disputed"];

/** Deposit queue rows for the console (status filter, newest first). */
export async function listDeposits(
  deps: Pick<CashierDeps, "db">,
  query: { status: string; page: number; size: number },
): Promise<{ total: number; list: ConsoleDeposit[] }> {
  const statuses = query.status === "all" ? DEPOSIT_FILTERS : [query.status];
  const { total, rows } = await deposits.listDepositsByStatus(deps.db, statuses, query.page, query.size);
  return { total, list: rows.map(toConsoleDeposit) };
}

/** Withdrawal queue rows for the console (status filter, oldest pending first). */
export async function listWithdrawals(
  deps: Pick<CashierDeps, "db">,
  query: { status: string; page: number; size: number },
): Promise<{ total: number; list: ConsoleWithdrawal[] }> {
  const statuses = query.status === "all" ? WITHDRAWAL_FILTERS : [query.status];
  const oldestFirst = WORK_QUEUES.includes(query.status);
  const { total, rows } = await withdrawals.listWithdrawalsByStatus(
    deps.db,
    statuses,
    oldestFirst,
    query.page,
    query.size,
  );
  return { total, list: rows.map(toConsoleWithdrawal) };
}

/** A proof image of a withdrawal, for staff review. */
export async function readProof(
  deps: Pick<CashierDeps, "db">,
  orderNo: string,
  proofId: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const proof = await withdrawals.findProof(deps.db, orderNo, proofId);
  if (!proof) throw new AppError("not_found");
  return proof;
}
