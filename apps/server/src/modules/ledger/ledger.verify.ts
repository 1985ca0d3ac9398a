import type { Db } from "../../db/pool.ts";
import { TRANSFER_CANONICAL_SQL } from "./ledger.seal.ts";

export type LedgerReport = {
  ok: boolean;
  /** One line per violated invariant (empty when ok). */
  violations: string[];
  /** Transfers checked. */
  transfers: number;
  /** The last sealed transfer id of the hash chain ("0" when nothing is sealed yet). */
  sealedThrough: string;
};

/** Lines shown per check; the rest is counted. */
const SAMPLE = 20;

/** A readable name of the ledger_account row `a` (with `m`, its member, left-joined). */
const ACCOUNT_LABEL = `concat('account #', a.id, ' (', a.kind,
  case when a.vendor_code <> '' then ' ' || a.vendor_code end,
  case when a.member_id is not null then ' of member ' || coalesce(m.account, '#' || a.member_id) end,
  case when not a.is_player then ' shard ' || a.shard end, ')')`;

/*
 * Each check is one set-based query (aggregates, anti-joins, window functions: a few sequential
 * scans and sorts, linear in the size of the ledger) returning one `line` per violation plus the
 * total count of violations, of which SAMPLE lines are kept.
 */
const CHECKS: { name: string; sql: string }[] = [
  {
    name: "balances sum to zero per currency",
    sql: `select format('balances in %s sum to %s, not 0', currency, sum(balance)) as line
            from ledger_account group by currency having sum(balance) <> 0`,
  },
  {
    name: "well-formed transfers",
    sql: `select format('transfer #%s is malformed (amount %s, debit #%s %s, credit #%s %s, currency %s)',
                        t.id, t.amount, t.debit_account_id, d.currency, t.credit_account_id, c.currency, t.currency) as line
            from ledger_transfer t
            join ledger_account d on d.id = t.debit_account_id
            join ledger_account c on c.id = t.credit_account_id
           where t.amount <= 0 or t.debit_account_id = t.credit_account_id
              or t.currency <> d.currency or t.currency <> c.currency`,
  },
  {
    name: "stored balances equal the sum of their transfers",
    sql: `with moves as (
            select credit_account_id as id, sum(amount) as delta from ledger_transfer group by credit_account_id
            union all
            select debit_account_id, -sum(amount) from ledger_transfer group by debit_account_id
          ), sums as (select id, sum(delta) as total from moves group by id)
          select format('%s: stored balance %s, but its transfers sum to %s', ${ACCOUNT_LABEL}, a.balance,
                        coalesce(s.total, 0)) as line
            from ledger_account a left join sums s on s.id = a.id left join member m on m.id = a.member_id
           where a.balance <> coalesce(s.total, 0)
           order by a.id`,
  },
  {
    name: "no player balance below zero",
    sql: `select format('%s: player balance %s is below zero', ${ACCOUNT_LABEL}, a.balance) as line
            from ledger_account a left join member m on m.id = a.member_id
           where a.kind like 'player\\_%' and a.balance < 0
           order by a.id`,
  },
  {
    name: "each idempotency key applied at most once",
    sql: `select format('idempotency key %s is stored %s times', idempotency_key, count(*)) as line
            from ledger_operation group by idempotency_key having count(*) > 1`,
  },
  {
    name: "every transfer belongs to an operation",
    sql: `select format('transfer #%s belongs to no operation (operation_id %s)', t.id, t.operation_id) as line
            from ledger_transfer t
           where not exists (select 1 from ledger_operation o where o.id = t.operation_id)
           order by t.id`,
  },
  {
    name: "an operation's transfers are in one transaction",
    sql: `select format('operation #%s has transfers from %s transactions', operation_id, count(distinct xid)) as line
            from ledger_transfer group by operation_id having count(distinct xid) > 1`,
  },
  {
    // Transfers of one account are written under its row lock, so their ids follow the order in
    // which they were applied: each balance-after is the running sum of the account's movements.
    name: "balances after each transfer follow the order of the transfers",
    sql: `with entries as (
            select debit_account_id as account_id, id, -amount as delta, debit_balance_after as after
              from ledger_transfer
            union all
            select credit_account_id, id, amount, credit_balance_after from ledger_transfer
          ), walked as (
            select account_id, id, after,
                   sum(delta) over (partition by account_id order by id rows unbounded preceding) as expected
              from entries
          )
          select format('transfer #%s, %s: balance after %s, but the movements so far sum to %s',
                        w.id, ${ACCOUNT_LABEL}, w.after, w.expected) as line
            from walked w join ledger_account a on a.id = w.account_id left join member m on m.id = a.member_id
           where w.after <> w.expected or (a.kind like 'player\\_%' and w.after < 0)
           order by w.id, w.account_id`,
  },
  {
    name: "the hash chain recomputes",
    sql: `with links as (
            select c.seq, c.transfer_id, c.hash, t.xid, t.id,
                   row_number() over w as n,
                   lag(c.hash) over w as prev_hash,
                   lag(t.xid) over w as prev_xid,
                   lag(t.id) over w as prev_id,
                   ${TRANSFER_CANONICAL_SQL} as canonical
              from ledger_chain c join ledger_transfer t on t.id = c.transfer_id
            window w as (order by c.seq)
          )
          select line from (
            select seq, format('chain link %s: expected seq %s (a gap in the chain)', seq, n) as line
              from links where seq <> n
            union all
            select seq, format('chain link %s (transfer #%s): hash does not recompute', seq, transfer_id)
              from links where hash <> sha256(coalesce(prev_hash, ''::bytea) || convert_to(canonical, 'UTF8'))
            union all
            select seq, format('chain link %s (transfer #%s): sealed out of (xid, id) order', seq, transfer_id)
              from links where prev_xid is not null and (xid, id) <= (prev_xid, prev_id)
          ) v order by seq`,
  },
  {
    name: "no finished transfer is skipped by the chain",
    sql: `with head as (
            select t.xid, t.id from ledger_chain c join ledger_transfer t on t.id = c.transfer_id
             order by c.seq desc limit 1
          )
          select format('transfer #%s is not sealed, but the chain has sealed later transfers', t.id) as line
            from ledger_transfer t, head h
           where (t.xid, t.id) < (h.xid, h.id)
             and not exists (select 1 from ledger_chain c where c.transfer_id = t.id)
           order by t.id`,
  },
];

/**
 * Checks every ledger invariant of architecture.md §4 (used by `npm run ledger:verify`, tests, the
 * console), in one repeatable-read snapshot, so that it can run beside live traffic: every
 * operation writes its balances and transfers in one transaction, and the snapshot sees all of
 * it or nothing. Transfers not sealed yet are checked by every invariant except the chain.
 */
export async function verifyLedger(db: Db): Promise<LedgerReport> {
  const client = await db.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    // The whole ledger is read: no statement timeout for this check (db/pool.ts).
    await client.query("set local statement_timeout = 0");
    const violations: string[] = [];
    for (const check of CHECKS) {
      const { rows } = await client.query<{ line: string; total: bigint }>(
        `select line, count(*) over () as total from (${check.sql}) v limit ${SAMPLE}`,
      );
      for (const row of rows) violations.push(`${check.name}: ${row.line}`);
      const total = rows[0]?.total ?? 0n;
      if (total > BigInt(rows.length)) {
        violations.push(`${check.name}: … and ${total - BigInt(rows.length)} more`);
      }
    }
    const { rows } = await client.query<{ transfers: bigint; sealed_through: bigint | null }>(
      `select (select count(*) from ledger_transfer) as transfers,
              (select transfer_id from ledger_chain order by seq desc limit 1) as sealed_through`,
    );
    await client.query("commit");
    return {
      ok: violations.length === 0,
      violations,
      transfers: Number(rows[0]!.transfers),
      sealedThrough: (rows[0]!.sealed_through ?? 0n).toString(),
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
