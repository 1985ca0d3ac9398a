import type { TransactionType } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { CURRENCY } from "./ledger.ts";

/*
 * The member's statement of the main wallet (the records module's account record), read from the
 * ledger's tables here, in the ledger module, which owns their layout: every transfer that touches the member's main wallet, one
 * row per transfer, typed by the operation's kind and the direction of the money. The credit side
 * and the debit side are read separately (a transfer never credits and debits the same account),
 * each by an (account, created_at, id) index range (migration 20261122150300_records.sql).
 */

/** Operation kind + direction → the member's transaction type (anything unknown shows as adjustment). */
const TYPE_OF = `case o.kind
    when 'deposit_credit' then 'deposit'
    when 'withdrawal_request' then 'withdrawal'
    when 'withdrawal_reject' then 'withdrawal_refund'
    when 'withdrawal_refund' then 'withdrawal_refund'
    when 'wallet_transfer' then case when m.incoming then 'transfer_in' else 'transfer_out' end
    when 'return_balance' then case when m.incoming then 'transfer_in' else 'transfer_out' end
    when 'trial_grant' then 'trial_grant'
    when 'bet' then 'bet'
    when 'win' then 'win'
    when 'rollback' then 'rollback'
    when 'agent_transfer' then case when m.incoming then 'agent_transfer_in' else 'agent_transfer_out' end
    when 'commission_payout' then 'commission'
    when 'bonus' then 'bonus'
    when 'fortune_envelope' then 'bonus'
    when 'fortune_wheel' then 'bonus'
    else 'adjustment'
  end`;

export const STATEMENT_SQL = `
  with account as (
    select id from ledger_account
     where kind = 'player_main' and member_id = $1 and vendor_code = '' and shard = 0 and currency = '${CURRENCY}'
  ), mine as (
    select t.id, t.created_at, t.amount, t.operation_id, t.debit_account_id as other_id,
           t.credit_balance_after as balance_after, true as incoming
      from ledger_transfer t
     where t.credit_account_id = (select id from account) and t.created_at >= $2 and t.created_at < $3
    union all
    select t.id, t.created_at, t.amount, t.operation_id, t.credit_account_id as other_id,
           t.debit_balance_after as balance_after, false as incoming
      from ledger_transfer t
     where t.debit_account_id = (select id from account) and t.created_at >= $2 and t.created_at < $3
  ), filtered as (
    select * from (
      select m.*, o.reference, o.remark, ${TYPE_OF} as type
        from mine m join ledger_operation o on o.id = m.operation_id
    ) typed
     where $4::text[] is null or type = any($4::text[])
  ), summary as (
    select count(*)::int8 as total,
           coalesce(sum(amount) filter (where incoming), 0)::text as total_in,
           coalesce(sum(amount) filter (where not incoming), 0)::text as total_out
      from filtered
  ), page as (
    select f.id, f.created_at, f.amount, f.incoming, f.balance_after, f.type, f.reference, f.remark,
           other.vendor_code as wallet
      from filtered f join ledger_account other on other.id = f.other_id
     order by f.created_at desc, f.id desc
     limit $5 offset $6
  )
  select s.total, s.total_in, s.total_out, p.*
    from summary s left join page p on true
   order by p.created_at desc, p.id desc`;

export type StatementRow = {
  id: bigint;
  at: Date;
  type: TransactionType;
  amount: bigint;
  incoming: boolean;
  balanceAfter: bigint;
  wallet: string;
  reference: string;
  remark: string;
};

export type StatementPage = { total: number; totalIn: string; totalOut: string; rows: StatementRow[] };

export type StatementQuery = {
  memberId: bigint;
  /** Inclusive lower bound. */
  from: Date;
  /** Exclusive upper bound. */
  until: Date;
  /** null: every type. */
  types: TransactionType[] | null;
  limit: number;
  offset: number;
};

export async function mainWalletStatement(db: DbClient, query: StatementQuery): Promise<StatementPage> {
  const { rows } = await db.query<{
    total: bigint;
    total_in: string;
    total_out: string;
    id: bigint | null;
    created_at: Date;
    amount: bigint;
    incoming: boolean;
    balance_after: bigint;
    type: TransactionType;
    reference: string;
    remark: string;
    wallet: string;
  }>(STATEMENT_SQL, [query.memberId.toString(), query.from, query.until, query.types, query.limit, query.offset]);
  const first = rows[0]!;
  return {
    total: Number(first.total),
    totalIn: first.total_in,
    totalOut: first.total_out,
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id!,
        at: row.created_at,
        type: row.type,
        amount: row.amount,
        incoming: row.incoming,
        balanceAfter: row.balance_after,
        wallet: row.wallet,
        reference: row.reference,
        remark: row.remark,
      })),
  };
}

/** An account as a transfer row names it (kind, vendor code, member). */
export type AccountName = { kind: string; vendorCode: string; memberId: bigint | null };

export type MemberTransferRow = {
  id: bigint;
  operationId: bigint;
  at: Date;
  /** + credited to the member's account, − debited. */
  amount: bigint;
  balanceAfter: bigint;
  kind: string;
  reference: string;
  remark: string;
  account: AccountName;
  counterparty: AccountName;
};

/**
 * Every transfer touching one of the member's accounts, newest first, as that account sees it
 * (+ credited, − debited, its balance after). A transfer between two of the member's own accounts
 * (main → vendor wallet) shows once from each side. The console's member ledger.
 */
export async function memberTransfers(
  db: DbClient,
  memberId: bigint,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: MemberTransferRow[] }> {
  const sides = `
    with mine as (select id from ledger_account where member_id = $1),
    sides as (
      select t.id, t.operation_id, t.created_at, -t.amount as amount, t.debit_balance_after as balance_after,
             t.debit_account_id as account_id, t.credit_account_id as other_id, 0 as side
        from ledger_transfer t where t.debit_account_id in (select id from mine)
      union all
      select t.id, t.operation_id, t.created_at, t.amount, t.credit_balance_after,
             t.credit_account_id, t.debit_account_id, 1
        from ledger_transfer t where t.credit_account_id in (select id from mine)
    )`;
  const count = await db.query<{ n: number }>(`${sides} select count(*)::int as n from sides`, [memberId.toString()]);
  const { rows } = await db.query<{
    id: bigint;
    operation_id: bigint;
    created_at: Date;
    amount: bigint;
    balance_after: bigint;
    kind: string;
    reference: string;
    remark: string;
    a_kind: string;
    a_vendor: string;
    a_member: bigint | null;
    o_kind: string;
    o_vendor: string;
    o_member: bigint | null;
  }>(
    `${sides}
     select s.id, s.operation_id, s.created_at, s.amount, s.balance_after, op.kind, op.reference, op.remark,
            a.kind as a_kind, a.vendor_code as a_vendor, a.member_id as a_member,
            o.kind as o_kind, o.vendor_code as o_vendor, o.member_id as o_member
       from sides s
       join ledger_operation op on op.id = s.operation_id
       join ledger_account a on a.id = s.account_id
       join ledger_account o on o.id = s.other_id
      order by s.id desc, s.side desc
      limit $2 offset $3`,
    [memberId.toString(), page.limit, page.offset],
  );
  return {
    total: count.rows[0]!.n,
    rows: rows.map((r) => ({
      id: r.id,
      operationId: r.operation_id,
      at: r.created_at,
      amount: r.amount,
      balanceAfter: r.balance_after,
      kind: r.kind,
      reference: r.reference,
      remark: r.remark,
      account: { kind: r.a_kind, vendorCode: r.a_vendor, memberId: r.a_member },
      counterparty: { kind: r.o_kind, vendorCode: r.o_vendor, memberId: r.o_member },
    })),
  };
}
