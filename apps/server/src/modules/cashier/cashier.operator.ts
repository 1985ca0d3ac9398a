import type { FastifyInstance } from "fastify";
import type { ConsoleDeposit, ConsoleWithdrawal } from "@lotus/contracts";

/*
 * What staff do to cashier orders. The console routes call these after checking the operator's
 * role; each one is a single database transaction (order state + ledger operation), refuses an
 * order in the wrong state with order_state_invalid, signals the member through app.realtime
 * after the commit, and returns the order as the console shows it. The caller writes the
 * operator audit entry.
 */

/** Who acts: the operator's username (stored as credited_by/approved_by/… 'operator:<name>'). */
export type StaffActor = { operator: string };

export async function confirmDeposit(
  _app: FastifyInstance,
  _orderNo: string,
  _actor: StaffActor,
  _remark?: string,
): Promise<ConsoleDeposit> {
  throw new Error("not implemented");
}

export async function rejectDeposit(
  _app: FastifyInstance,
  _orderNo: string,
  _actor: StaffActor,
  _remark: string,
): Promise<ConsoleDeposit> {
  throw new Error("not implemented");
}

export async function approveWithdrawal(
  _app: FastifyInstance,
  _orderNo: string,
  _actor: StaffActor,
  _remark?: string,
): Promise<ConsoleWithdrawal> {
  throw new Error("not implemented");
}

/** Marks the payout made: the hold goes to withdrawal_payout and the receipt deadline starts. */
export async function payWithdrawal(
  _app: FastifyInstance,
  _orderNo: string,
  _actor: StaffActor,
  _remark?: string,
): Promise<ConsoleWithdrawal> {
  throw new Error("not implemented");
}

/** Rejects a pending or approved withdrawal: the hold returns to the main wallet. */
export async function rejectWithdrawal(
  _app: FastifyInstance,
  _orderNo: string,
  _actor: StaffActor,
  _remark: string,
): Promise<ConsoleWithdrawal> {
  throw new Error("not implemented");
}

/** Resolves a disputed payout: `paid` (forced receipt, no refund) or `refund` (amount back to main). */
export async function resolveWithdrawal(
  _app: FastifyInstance,
  _orderNo: string,
  _actor: StaffActor,
  _outcome: "paid" | "refund",
  _remark: string,
): Promise<ConsoleWithdrawal> {
  throw new Error("not implemented");
}

/** Deposit queue rows for the console (status filter, newest first). */
export async function listDeposits(
  _app: FastifyInstance,
  _query: { status: string; page: number; size: number },
): Promise<{ total: number; list: ConsoleDeposit[] }> {
  throw new Error("not implemented");
}

/** Withdrawal queue rows for the console (status filter, oldest pending first). */
export async function listWithdrawals(
  _app: FastifyInstance,
  _query: { status: string; page: number; size: number },
): Promise<{ total: number; list: ConsoleWithdrawal[] }> {
  throw new Error("not implemented");
}

/** A proof image of a withdrawal, for staff review. */
export async function readProof(
  _app: FastifyInstance,
  _orderNo: string,
  _proofId: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  throw new Error("not implemented");
}
