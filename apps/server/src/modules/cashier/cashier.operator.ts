import type { FastifyInstance } from "fastify";
import type pg from "pg";
import type { ConsoleDeposit, ConsoleWithdrawal, MemberEvent } from "@lotus/contracts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import {
  beginOperation,
  finishOperation,
  main,
  system,
  withdrawalHold,
  type Leg,
  type OperationKind,
} from "../ledger/ledger.ts";
import { loadSettings, notifyMember } from "./cashier.common.ts";
import { DEPOSIT_SELECT, creditDepositIn, depositArrived, toDepositOrder, type DepositRow } from "./deposit.service.ts";
import { WITHDRAWAL_SELECT, toWithdrawalOrder, type WithdrawalRow } from "./withdraw.service.ts";

/*
 * What staff do to cashier orders. The console routes call these after checking the operator's
 * role; each one is a single database transaction (order state + ledger operation), refuses an
 * order in the wrong state with order_state_invalid, signals the member through app.realtime
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

async function readDeposit(db: pg.PoolClient | FastifyInstance["db"], orderNo: string): Promise<DepositRow> {
  const { rows } = await db.query<DepositRow>(`${DEPOSIT_SELECT} where d.order_no = $1`, [orderNo]);
  if (!rows[0]) throw new AppError("order_not_found");
  return rows[0];
}

async function readWithdrawal(db: pg.PoolClient | FastifyInstance["db"], orderNo: string): Promise<WithdrawalRow> {
  const { rows } = await db.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} where w.order_no = $1`, [orderNo]);
  if (!rows[0]) throw new AppError("order_not_found");
  return rows[0];
}

/** Credits a pending (or expired: the money arrived late) deposit; deposit_arrived to the member. */
export async function confirmDeposit(
  app: FastifyInstance,
  orderNo: string,
  actor: StaffActor,
  remark?: string,
): Promise<ConsoleDeposit> {
  const { row, credited } = await inTransaction(app.db, async (client) => {
    const order = await readDeposit(client, orderNo);
    const credited = await creditDepositIn(client, order.id, by(actor), remark);
    if (!credited) throw new AppError("order_state_invalid");
    return { row: await readDeposit(client, orderNo), credited };
  });
  await depositArrived(app, credited);
  return toConsoleDeposit(row);
}

/** Rejects a pending deposit (no money moved); deposit_failed to the member. */
export async function rejectDeposit(
  app: FastifyInstance,
  orderNo: string,
  actor: StaffActor,
  remark: string,
): Promise<ConsoleDeposit> {
  const row = await inTransaction(app.db, async (client) => {
    const order = await readDeposit(client, orderNo);
    const { rowCount } = await client.query(
      "update deposit_order set status = 'rejected', rejected_by = $2, remark = $3 where id = $1 and status = 'pending'",
      [order.id, by(actor), remark],
    );
    if (rowCount === 0) throw new AppError("order_state_invalid");
    return readDeposit(client, orderNo);
  });
  await notifyMember(app, row.member_id, { type: "deposit_failed", orderNo, amount: row.amount.toString() });
  return toConsoleDeposit(row);
}

type Transition = {
  /** The conditional UPDATE's SET list ($1 = order id, $2 = actor, $3 = remark or ''); only rows in `from` change. */
  set: string;
  from: string[];
  /** Extra parameters from $4 on. */
  params?: unknown[];
  /** The ledger movement, if any. */
  ledger?: (order: { memberId: bigint; amount: bigint; orderNo: string }) => {
    kind: OperationKind;
    key: string;
    legs: Leg[];
  };
  event: MemberEvent["type"];
};

/**
 * One staff step on a withdrawal: a conditional UPDATE (only from the expected states, so a double
 * click or a second operator gets order_state_invalid), the ledger movement in the same
 * transaction, then the member's signal after the commit.
 */
async function stepWithdrawal(
  app: FastifyInstance,
  orderNo: string,
  actor: StaffActor,
  remark: string | undefined,
  step: Transition,
): Promise<ConsoleWithdrawal> {
  const row = await inTransaction(app.db, async (client) => {
    const order = await readWithdrawal(client, orderNo);
    const { rows } = await client.query<{ member_id: bigint; amount: bigint }>(
      `update withdrawal_order set ${step.set}, remark = coalesce(nullif($3, ''), remark)
        where id = $1 and status = any($${4 + (step.params?.length ?? 0)}::text[])
        returning member_id, amount`,
      [order.id, by(actor), remark ?? "", ...(step.params ?? []), step.from],
    );
    const updated = rows[0];
    if (!updated) throw new AppError("order_state_invalid");
    if (step.ledger) {
      const movement = step.ledger({ memberId: updated.member_id, amount: updated.amount, orderNo });
      const started = await beginOperation(client, {
        key: movement.key,
        kind: movement.kind,
        memberId: updated.member_id,
        fingerprint: { orderNo, amount: updated.amount },
        reference: orderNo,
        remark: remark ?? "",
      });
      if (!started.replayed) {
        await started.operation.transfer(movement.legs);
        await finishOperation(client, started.operation.id, { orderNo, amount: updated.amount.toString() });
      }
    }
    return readWithdrawal(client, orderNo);
  });
  await notifyMember(app, row.member_id, { type: step.event, orderNo, amount: row.amount.toString() });
  return toConsoleWithdrawal(row);
}

export async function approveWithdrawal(
  app: FastifyInstance,
  orderNo: string,
  actor: StaffActor,
  remark?: string,
): Promise<ConsoleWithdrawal> {
  return stepWithdrawal(app, orderNo, actor, remark, {
    set: "status = 'approved', approved_at = now(), approved_by = $2",
    from: ["pending"],
    event: "withdrawal_approved",
  });
}

/** Marks the payout made: the hold goes to withdrawal_payout and the receipt deadline starts. */
export async function payWithdrawal(
  app: FastifyInstance,
  orderNo: string,
  actor: StaffActor,
  remark?: string,
): Promise<ConsoleWithdrawal> {
  const settings = await loadSettings(app.db);
  return stepWithdrawal(app, orderNo, actor, remark, {
    set: "status = 'paid', paid_at = now(), paid_by = $2, receipt_deadline = now() + make_interval(mins => $4)",
    params: [settings.auto_receipt_minutes],
    from: ["approved"],
    ledger: ({ memberId, amount }) => ({
      kind: "withdrawal_paid",
      key: `withdrawal-paid:${orderNo}`,
      legs: [{ from: withdrawalHold(memberId), to: system("withdrawal_payout", memberId), amount }],
    }),
    event: "withdrawal_paid",
  });
}

/** Rejects a pending or approved withdrawal: the hold returns to the main wallet. */
export async function rejectWithdrawal(
  app: FastifyInstance,
  orderNo: string,
  actor: StaffActor,
  remark: string,
): Promise<ConsoleWithdrawal> {
  return stepWithdrawal(app, orderNo, actor, remark, {
    set: "status = 'rejected', rejected_by = $2",
    from: ["pending", "approved"],
    ledger: ({ memberId, amount }) => ({
      kind: "withdrawal_reject",
      key: `withdrawal-reject:${orderNo}`,
      legs: [{ from: withdrawalHold(memberId), to: main(memberId), amount }],
    }),
    event: "withdrawal_rejected",
  });
}

/**
 * Resolves a disputed payout: `paid` (the receipt is forced — source "forced" — and nothing is
 * refunded) or `refund` (the money never arrived: the payout returns to the main wallet).
 */
export async function resolveWithdrawal(
  app: FastifyInstance,
  orderNo: string,
  actor: StaffActor,
  outcome: "paid" | "refund",
  remark: string,
): Promise<ConsoleWithdrawal> {
  if (outcome === "paid") {
    return stepWithdrawal(app, orderNo, actor, remark, {
      set: "status = 'resolved', resolved_outcome = 'paid', resolved_by = $2, receipt_source = 'forced'",
      from: ["disputed"],
      event: "balance_changed",
    });
  }
  return stepWithdrawal(app, orderNo, actor, remark, {
    set: "status = 'resolved', resolved_outcome = 'refund', resolved_by = $2",
    from: ["disputed"],
    ledger: ({ memberId, amount }) => ({
      kind: "withdrawal_refund",
      key: `withdrawal-refund:${orderNo}`,
      legs: [{ from: system("withdrawal_payout", memberId), to: main(memberId), amount }],
    }),
    event: "balance_changed",
  });
}

const DEPOSIT_FILTERS = ["pending", "credited", "rejected", "expired"];
const WITHDRAWAL_FILTERS = ["pending", "approved", "paid", "disputed", "received", "resolved", "rejected"];
/** Queues staff work through, oldest first; finished states and "all" newest first. */
const WORK_QUEUES = ["pending", "approved", "paid", "disputed"];

/** Deposit queue rows for the console (status filter, newest first). */
export async function listDeposits(
  app: FastifyInstance,
  query: { status: string; page: number; size: number },
): Promise<{ total: number; list: ConsoleDeposit[] }> {
  const statuses = query.status === "all" ? DEPOSIT_FILTERS : [query.status];
  const { rows: count } = await app.db.query<{ total: number }>(
    "select count(*)::int as total from deposit_order where status = any($1::text[])",
    [statuses],
  );
  const { rows } = await app.db.query<DepositRow>(
    `${DEPOSIT_SELECT} where d.status = any($1::text[]) order by d.created_at desc, d.id desc limit $2 offset $3`,
    [statuses, query.size, (query.page - 1) * query.size],
  );
  return { total: count[0]!.total, list: rows.map(toConsoleDeposit) };
}

/** Withdrawal queue rows for the console (status filter, oldest pending first). */
export async function listWithdrawals(
  app: FastifyInstance,
  query: { status: string; page: number; size: number },
): Promise<{ total: number; list: ConsoleWithdrawal[] }> {
  const statuses = query.status === "all" ? WITHDRAWAL_FILTERS : [query.status];
  const direction = WORK_QUEUES.includes(query.status) ? "asc" : "desc";
  const { rows: count } = await app.db.query<{ total: number }>(
    "select count(*)::int as total from withdrawal_order where status = any($1::text[])",
    [statuses],
  );
  const { rows } = await app.db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} where w.status = any($1::text[])
      order by w.created_at ${direction}, w.id ${direction} limit $2 offset $3`,
    [statuses, query.size, (query.page - 1) * query.size],
  );
  return { total: count[0]!.total, list: rows.map(toConsoleWithdrawal) };
}

/** A proof image of a withdrawal, for staff review. */
export async function readProof(
  app: FastifyInstance,
  orderNo: string,
  proofId: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const { rows } = await app.db.query<{ content_type: string; bytes: Buffer }>(
    `select p.content_type, p.bytes from withdrawal_proof p join withdrawal_order w on w.id = p.withdrawal_id
      where w.order_no = $1 and p.id = $2`,
    [orderNo, proofId],
  );
  if (!rows[0]) throw new AppError("not_found");
  return { contentType: rows[0].content_type, bytes: rows[0].bytes };
}
