import type { TransactionType } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { CURRENCY } from "../ledger/ledger.ts";

/*
 * The account record from the ledger: every transfer that touches the member's main wallet, one
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
    else 'adjustment'
  end`;

export const RECORD_SQL = `
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

export type RecordRow = {
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

export type RecordPage = { total: number; totalIn: string; totalOut: string; rows: RecordRow[] };

export type RecordQuery = {
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

export async function findRecords(db: DbClient, query: RecordQuery): Promise<RecordPage> {
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
  }>(RECORD_SQL, [query.memberId.toString(), query.from, query.until, query.types, query.limit, query.offset]);
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
