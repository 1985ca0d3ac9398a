import type { FastifyInstance } from "fastify";
import type pg from "pg";
import type { ConsoleMember, ConsoleMemberDetail, MemberStateAction } from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { main, memberAccounts, memberTransfers, runOperation, system } from "../ledger/index.ts";
import { appendAudit, type OperatorSession } from "../operator/index.ts";
import { findConsoleMember, searchConsoleMembers, type ConsoleMemberRow } from "./member-admin.repository.ts";
import { listStateHistory } from "./auth-events.repository.ts";

/** Member search, member detail, the member's ledger and manual adjustments (console). */

type Queryable = Db | pg.PoolClient;

function toConsoleMember(
  row: ConsoleMemberRow,
  balances: { main: bigint; vendor: bigint; hold: bigint },
): ConsoleMember {
  return {
    id: row.id.toString(),
    account: row.account,
    nickname: row.nickname,
    isAgent: row.is_agent,
    status: row.status,
    statusReason: row.status_reason,
    statusChangedAt: row.status_changed_at ? row.status_changed_at.toISOString() : null,
    mobile: row.mobile_num ? `${row.country_dialing_code ?? ""}${row.mobile_num}` : "",
    email: row.email ?? "",
    payeeName: row.payee_name,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
    mainBalance: balances.main.toString(),
    vendorBalance: balances.vendor.toString(),
    withdrawalHold: balances.hold.toString(),
  };
}

/**
 * Members by account (prefix, any case), e-mail (prefix, any case), mobile number (with or
 * without the dialling code or the trunk 0) or id; an empty query lists the newest members.
 */
export async function searchMembers(
  db: Queryable,
  query: { q: string; page: number; size: number },
): Promise<{ total: number; list: ConsoleMember[] }> {
  const { total, rows } = await searchConsoleMembers(db, query);
  return {
    total,
    list: rows.map((row) => toConsoleMember(row, { main: row.main, vendor: row.vendor, hold: row.hold })),
  };
}

/** One member with balances and the history of its state (not_found when there is none). */
export async function memberDetail(db: Queryable, memberId: bigint): Promise<ConsoleMemberDetail> {
  const row = await findConsoleMember(db, memberId);
  if (!row) throw new AppError("not_found");
  const balances = { main: 0n, vendor: 0n, hold: 0n };
  for (const account of await memberAccounts(db, memberId)) {
    if (account.kind === "player_main") balances.main += account.balance;
    else if (account.kind === "player_vendor") balances.vendor += account.balance;
    else balances.hold += account.balance;
  }
  const history = await listStateHistory(db, memberId);
  return {
    ...toConsoleMember(row, balances),
    stateHistory: history.map((r) => ({
      at: r.at.toISOString(),
      action: r.detail.action as MemberStateAction,
      reason: r.detail.reason,
      operator: r.detail.operator,
    })),
  };
}

/** How the console names an account: the member's own (main, vendor:EVO, withdrawal_hold) or a system kind. */
function accountName(kind: string, vendorCode: string, memberId: bigint | null, owner: bigint): string {
  switch (kind) {
    case "player_main":
      return memberId === owner ? "main" : `member:${memberId}:main`;
    case "player_vendor":
      return memberId === owner ? `vendor:${vendorCode}` : `member:${memberId}:vendor:${vendorCode}`;
    case "player_withdrawal_hold":
      return memberId === owner ? "withdrawal_hold" : `member:${memberId}:withdrawal_hold`;
    default:
      return vendorCode ? `${kind}:${vendorCode}` : kind;
  }
}

export type ConsoleLedgerRow = {
  transferId: string;
  operationId: string;
  at: string;
  kind: string;
  account: string;
  counterparty: string;
  amount: string;
  balanceAfter: string;
  reference: string;
  remark: string;
};

/**
 * Every transfer touching one of the member's accounts, newest first, as that account sees it
 * (+ credited, − debited, its balance after). A transfer between two of the member's own
 * accounts (main → vendor wallet) shows once from each side.
 */
export async function memberLedger(
  db: Queryable,
  memberId: bigint,
  page: { page: number; size: number },
): Promise<{ total: number; list: ConsoleLedgerRow[] }> {
  await memberDetail(db, memberId);
  const { total, rows } = await memberTransfers(db, memberId, {
    limit: page.size,
    offset: (page.page - 1) * page.size,
  });
  return {
    total,
    list: rows.map((r) => ({
      transferId: r.id.toString(),
      operationId: r.operationId.toString(),
      at: r.at.toISOString(),
      kind: r.kind,
      account: accountName(r.account.kind, r.account.vendorCode, r.account.memberId, memberId),
      counterparty: accountName(r.counterparty.kind, r.counterparty.vendorCode, r.counterparty.memberId, memberId),
      amount: r.amount.toString(),
      balanceAfter: r.balanceAfter.toString(),
      reference: r.reference,
      remark: r.remark,
    })),
  };
}

/**
 * A manual credit or debit of the member's main wallet against the adjustments account: one
 * ledger operation (kind "adjustment", idempotent by the console's requestId, scoped to the
 * member) and its audit row in the same transaction; a debit the balance cannot cover is
 * insufficient_balance. A repeat of the requestId returns the first result and moves nothing.
 */
export async function adjustMember(
  app: FastifyInstance,
  memberId: bigint,
  input: { direction: "credit" | "debit"; amount: bigint; reason: string; requestId: string },
  actor: OperatorSession,
  ip: string,
): Promise<{ replayed: boolean }> {
  await memberDetail(app.db, memberId);
  const reason = input.reason.trim();
  const outcome = await runOperation(
    app.db,
    {
      key: `console-adjust:${input.requestId}`,
      kind: "adjustment",
      memberId,
      fingerprint: { direction: input.direction, amount: input.amount, reason },
      reference: `operator:${actor.username}`,
      remark: reason,
    },
    async (op) => {
      const [leg] = await op.transfer([
        input.direction === "credit"
          ? { from: system("adjustments", memberId), to: main(memberId), amount: input.amount }
          : { from: main(memberId), to: system("adjustments", memberId), amount: input.amount },
      ]);
      const balanceAfter = input.direction === "credit" ? leg!.creditBalanceAfter : leg!.debitBalanceAfter;
      await appendAudit(op.client, {
        operator: actor.username,
        action: "member.adjust",
        target: `member:${memberId}`,
        ip,
        detail: {
          direction: input.direction,
          amount: input.amount.toString(),
          reason,
          requestId: input.requestId,
          operationId: op.id.toString(),
          balanceAfter: balanceAfter.toString(),
        },
      });
      return { direction: input.direction, amount: input.amount.toString(), balanceAfter: balanceAfter.toString() };
    },
  );
  if (!outcome.replayed) await app.realtime.notify(memberId, { type: "balance_changed" });
  return { replayed: outcome.replayed };
}
