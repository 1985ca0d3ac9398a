import { createHash } from "node:crypto";
import type { Db } from "../../db/pool.ts";

/*
 * The hash chain over the transfer log (architecture.md §4), appended in batches by a background
 * job rather than inside every money movement: a chain link written by each transfer would make
 * every operation wait on the one row holding the chain's head.
 *
 * Link n: hash_n = sha256(hash_{n-1} || canonical JSON of transfer n), hash_0 = empty. The
 * canonical JSON is built in SQL (TRANSFER_CANONICAL_SQL) by both the sealer and the verifier:
 * keys sorted, no spaces, every number as a string of digits, created_at in UTC with
 * microseconds, so the same row always gives the same bytes (and canonicalJson() of
 * audit/auth-events.ts gives the same text for the same values).
 *
 * Why (xid, id) order is a commit-safe total order: a transfer row carries the id of the
 * transaction that wrote it (xid8, assigned at its first write). The sealer only takes rows with
 * xid < pg_snapshot_xmin(pg_current_snapshot()) — the oldest transaction still running when the
 * statement took its snapshot — so every transaction that wrote those rows has ended, and the
 * committed ones are all visible: the batch is complete, nothing below that mark can appear
 * later. Any transaction that commits transfers afterwards either was running then (xid ≥ xmin)
 * or gets its xid later (xid > every xid assigned so far), so its rows sort after everything
 * already sealed. Appending the next rows after the last sealed (xid, id) therefore never skips
 * a row, never needs to insert one before the head, and seals each committed transfer exactly
 * once. Rows of an aborted transaction are never visible and never sealed. Ids break ties inside
 * one transaction. A transaction-scoped advisory lock serialises sealers (the job in each server
 * process, the CLI), so two of them never interleave links; seq values are given explicitly,
 * so the chain has no gaps even when a sealing transaction rolls back.
 */

/** The canonical JSON text of the ledger_transfer row `t` (SQL expression; same in seal and verify). */
export const TRANSFER_CANONICAL_SQL = `concat(
  '{"amount":"', t.amount::text,
  '","created_at":"', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
  '","credit_account_id":"', t.credit_account_id::text,
  '","credit_balance_after":"', t.credit_balance_after::text,
  '","currency":', to_json(t.currency)::text,
  ',"debit_account_id":"', t.debit_account_id::text,
  '","debit_balance_after":"', t.debit_balance_after::text,
  '","id":"', t.id::text,
  '","operation_id":"', t.operation_id::text,
  '","xid":"', t.xid::text, '"}')`;

/** The advisory lock (two-key form) held by a sealing transaction. */
const SEAL_LOCK = [7, 0x4c656467] as const; // 7 = the jobs namespace, "Ledg"

export const DEFAULT_SEAL_BATCH = 5_000;

export type SealResult = {
  /** Transfers appended to the chain by this call. */
  sealed: number;
  /** The last sealed transfer id ("0" when the chain is empty). */
  sealedThrough: string;
};

export function chainLink(prev: Buffer | null, canonical: string): Buffer {
  return createHash("sha256")
    .update(prev ?? Buffer.alloc(0))
    .update(canonical, "utf8")
    .digest();
}

/**
 * Appends chain links for finished transfers, in batches of up to `batch` rows per transaction,
 * until none is left or `limit` rows are sealed (default: no limit).
 */
export async function sealLedger(db: Db, options: { limit?: number; batch?: number } = {}): Promise<SealResult> {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const batch = Math.max(1, Math.min(options.batch ?? DEFAULT_SEAL_BATCH, limit));
  let sealed = 0;
  let sealedThrough = "0";
  for (;;) {
    const step = await sealBatch(db, Math.min(batch, limit - sealed));
    sealed += step.sealed;
    sealedThrough = step.sealedThrough;
    if (step.sealed === 0 || sealed >= limit) return { sealed, sealedThrough };
  }
}

async function sealBatch(db: Db, size: number): Promise<SealResult> {
  const client = await db.connect();
  try {
    await client.query("begin");
    // The batch is read in index order (xid, id): without these, a planner with stale statistics
    // after a burst of transfers may read and sort the whole backlog for every batch.
    await client.query(
      `select pg_advisory_xact_lock(${SEAL_LOCK[0]}, ${SEAL_LOCK[1]});
       set local enable_bitmapscan = off; set local enable_sort = off`,
    );
    // Read after the lock: a sealer that held it before us has committed, so its links are visible.
    const head = await client.query<{ seq: bigint; hash: Buffer; xid: string; transfer_id: bigint }>(
      `select c.seq, c.hash, t.xid::text as xid, c.transfer_id
         from ledger_chain c join ledger_transfer t on t.id = c.transfer_id
        order by c.seq desc limit 1`,
    );
    const last = head.rows[0];
    const { rows } = await client.query<{ id: bigint; canonical: string }>(
      `select t.id, ${TRANSFER_CANONICAL_SQL} as canonical
         from ledger_transfer t
        where t.xid < pg_snapshot_xmin(pg_current_snapshot())
          and (t.xid, t.id) > ($1::xid8, $2::int8)
        order by t.xid, t.id
        limit $3`,
      [last?.xid ?? "0", last ? last.transfer_id.toString() : "0", size],
    );
    if (rows.length === 0) {
      await client.query("commit");
      return { sealed: 0, sealedThrough: last ? last.transfer_id.toString() : "0" };
    }
    let prev: Buffer | null = last?.hash ?? null;
    let seq = last?.seq ?? 0n;
    const seqs: string[] = [];
    const ids: string[] = [];
    const hashes: Buffer[] = [];
    for (const row of rows) {
      prev = chainLink(prev, row.canonical);
      seq += 1n;
      seqs.push(seq.toString());
      ids.push(row.id.toString());
      hashes.push(prev);
    }
    await client.query(
      "insert into ledger_chain (seq, transfer_id, hash) select * from unnest($1::int8[], $2::int8[], $3::bytea[])",
      [seqs, ids, hashes],
    );
    await client.query("commit");
    return { sealed: rows.length, sealedThrough: ids[ids.length - 1]! };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
