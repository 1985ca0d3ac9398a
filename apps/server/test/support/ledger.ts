import { expect } from "vitest";
import type { Db } from "../../src/db/pool.ts";
import { sealLedger } from "../../src/modules/ledger/ledger.seal.ts";
import { verifyLedger, type LedgerReport } from "../../src/modules/ledger/ledger.verify.ts";

/**
 * Seals every committed transfer into the hash chain. The sealer only passes transactions that
 * have ended cluster-wide (ledger.seal.ts), so a transaction another test file holds open on the
 * same PostgreSQL can hold it back for a moment: it retries until every transfer is sealed or
 * `timeoutMs` passes, and returns how many transfers are still unsealed.
 */
export async function sealAll(db: Db, timeoutMs = 5_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await sealLedger(db);
    const { rows } = await db.query<{ left: bigint }>(
      `select count(*) as left from ledger_transfer t
        where not exists (select 1 from ledger_chain c where c.transfer_id = t.id)`,
    );
    const left = Number(rows[0]!.left);
    if (left === 0 || Date.now() >= deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Seals the finished transfers and checks every ledger invariant (architecture.md §4); fails the
 * test with the violations. Call it after the money moves of a test.
 */
export async function expectLedgerValid(db: Db): Promise<LedgerReport> {
  await sealAll(db, 2_000);
  const report = await verifyLedger(db);
  expect(report.violations).toEqual([]);
  expect(report.ok).toBe(true);
  return report;
}
