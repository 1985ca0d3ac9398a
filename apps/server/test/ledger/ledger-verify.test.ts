import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalJson } from "../../src/lib/canonical-json.ts";
import type { Db } from "../../src/db/pool.ts";
import {
  beginOperation,
  finishOperation,
  main,
  runOperation,
  system,
  vendorWallet,
} from "../../src/modules/ledger/ledger.ts";
import { TRANSFER_CANONICAL_SQL, chainLink, sealLedger } from "../../src/modules/ledger/ledger.seal.ts";
import { verifyLedger } from "../../src/modules/ledger/ledger.verify.ts";
import { SEAL_JOB } from "../../src/modules/ledger/ledger.jobs.ts";
import { runJobNow } from "../../src/modules/jobs/index.ts";
import { createTestApp } from "../app.ts";
import { createTestDatabase } from "../database.ts";
import { expectLedgerValid } from "../support/ledger.ts";

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
const databases: TestDatabase[] = [];

/** A fresh clone of the seeded template (demo01 has its opening balance). */
async function freshDatabase(): Promise<TestDatabase & { demo: bigint }> {
  const database = await createTestDatabase();
  databases.push(database);
  const { rows } = await database.db.query<{ id: bigint }>("select id from member where account = 'demo01'");
  return { ...database, demo: rows[0]!.id };
}
afterAll(() => Promise.all(databases.map((d) => d.drop())));

let counter = 0;
/** A committed deposit of `amount` to the member's main wallet. */
function deposit(db: Db, memberId: bigint, amount: bigint) {
  const key = `verify-${++counter}`;
  return runOperation(db, { key, kind: "deposit_credit", memberId, fingerprint: { amount } }, async (op) => {
    await op.transfer([{ from: system("deposit_clearing", memberId), to: main(memberId), amount }]);
    return { key };
  });
}

/**
 * Waits until every transaction that wrote a transfer so far has ended cluster-wide (other test
 * files share the PostgreSQL, and their open transactions hold the sealer back for a moment).
 */
async function waitUntilSealable(db: Db): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await db.query<{ ready: boolean }>(
      `select coalesce(pg_snapshot_xmin(pg_current_snapshot()) > (select max(xid) from ledger_transfer), true) as ready`,
    );
    if (rows[0]!.ready) return;
    if (Date.now() > deadline) throw new Error("transactions still open after 10 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function chainRows(db: Db) {
  const { rows } = await db.query<{ seq: bigint; transfer_id: bigint }>(
    "select seq, transfer_id from ledger_chain order by seq",
  );
  return rows;
}

describe("verifyLedger on a sound ledger", () => {
  let t: TestDatabase & { demo: bigint };
  beforeAll(async () => {
    t = await freshDatabase();
  });

  it("passes on the seeded database and seals the opening balance", async () => {
    await waitUntilSealable(t.db);
    const report = await expectLedgerValid(t.db);
    expect(report.transfers).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.query<{ id: bigint }>("select max(id) as id from ledger_transfer");
    expect(report.sealedThrough).toBe(rows[0]!.id.toString());
    // Sealing again adds nothing.
    expect((await sealLedger(t.db)).sealed).toBe(0);
    expect(await chainRows(t.db)).toHaveLength(report.transfers);
  });

  it("hashes the canonical JSON of the row: sorted keys, digits as strings, UTC microseconds", async () => {
    await deposit(t.db, t.demo, 12_345n);
    await waitUntilSealable(t.db);
    await sealLedger(t.db);
    const { rows } = await t.db.query<Record<string, string> & { hash: Buffer; prev: Buffer | null }>(
      `select t.id::text, t.operation_id::text, t.debit_account_id::text, t.credit_account_id::text,
              t.amount::text, t.currency, t.debit_balance_after::text, t.credit_balance_after::text, t.xid::text,
              to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
              ${TRANSFER_CANONICAL_SQL} as canonical, c.hash,
              (select p.hash from ledger_chain p where p.seq = c.seq - 1) as prev
         from ledger_chain c join ledger_transfer t on t.id = c.transfer_id
        order by c.seq desc limit 1`,
    );
    const { hash, prev, canonical, ...row } = rows[0]!;
    expect(row.amount).toBe("12345");
    expect(canonical).toBe(canonicalJson(row));
    expect(hash.equals(chainLink(prev, canonicalJson(row)))).toBe(true);
  });

  it("seals in (xid, id) order only what has finished, never an open or rolled-back transaction", async () => {
    await waitUntilSealable(t.db);
    await sealLedger(t.db);
    const before = (await chainRows(t.db)).length;
    // A: an open transaction that takes its xid first, then writes its transfer last.
    const a = await t.db.connect();
    try {
      await a.query("begin");
      const started = await beginOperation(a, {
        key: "verify-open",
        kind: "wallet_transfer",
        memberId: t.demo,
        fingerprint: { amount: 1n },
      });
      if (started.replayed) throw new Error("unexpected replay");
      // B: committed while A is open (its transfer id is lower than A's will be, its xid higher).
      await deposit(t.db, t.demo, 500n);
      const [aRow] = await started.operation.transfer([
        { from: main(t.demo), to: vendorWallet(t.demo, "GPI"), amount: 1n },
      ]);
      await finishOperation(a, started.operation.id, { ok: true });
      // C: rolled back.
      const c = await t.db.connect();
      try {
        await c.query("begin");
        const rolled = await beginOperation(c, {
          key: "verify-rolled",
          kind: "wallet_transfer",
          memberId: t.demo,
          fingerprint: {},
        });
        if (rolled.replayed) throw new Error("unexpected replay");
        // Accounts A does not hold, or C would wait for A.
        await rolled.operation.transfer([
          { from: system("adjustments", t.demo), to: vendorWallet(t.demo, "TF"), amount: 7n },
        ]);
        await c.query("rollback");
      } finally {
        c.release();
      }
      // A is still open: B's transfer has a higher xid, so nothing after A is sealed yet.
      expect((await sealLedger(t.db)).sealed).toBe(0);
      expect((await verifyLedger(t.db)).ok).toBe(true);
      await a.query("commit");
      await waitUntilSealable(t.db);
      const sealed = await sealLedger(t.db);
      expect(sealed.sealed).toBe(2);
      const chain = (await chainRows(t.db)).slice(before);
      const { rows: bRows } = await t.db.query<{ id: bigint }>(
        "select t.id from ledger_transfer t join ledger_operation o on o.id = t.operation_id where o.idempotency_key = $1",
        [`m${t.demo}:verify-${counter}`],
      );
      // Sealed in transaction order: A (older xid) before B, although B's transfer id is lower.
      expect(bRows[0]!.id).toBeLessThan(aRow!.id);
      expect(chain.map((r) => r.transfer_id)).toEqual([aRow!.id, bRows[0]!.id]);
      expect(sealed.sealedThrough).toBe(bRows[0]!.id.toString());
    } finally {
      await a.query("rollback").catch(() => {});
      a.release();
    }
    await expectLedgerValid(t.db);
  });

  it("seals a backlog in batches, up to the limit per call", async () => {
    for (let i = 0; i < 7; i++) await deposit(t.db, t.demo, 100n + BigInt(i));
    await waitUntilSealable(t.db);
    expect(await sealLedger(t.db, { limit: 3, batch: 2 })).toMatchObject({ sealed: 3 });
    expect((await sealLedger(t.db, { batch: 2 })).sealed).toBe(4);
    await expectLedgerValid(t.db);
  });

  it("serialises concurrent sealers: one chain, no link twice", async () => {
    for (let i = 0; i < 30; i++) await deposit(t.db, t.demo, 1_000n + BigInt(i));
    await waitUntilSealable(t.db);
    const results = await Promise.all([1, 2, 3, 4].map(() => sealLedger(t.db, { batch: 4 })));
    expect(results.reduce((sum, r) => sum + r.sealed, 0)).toBe(30);
    await expectLedgerValid(t.db);
  });
});

describe("the sealing job", () => {
  it("is registered on the app and seals when run", async () => {
    const t = await createTestApp();
    try {
      await waitUntilSealable(t.db);
      expect(await runJobNow(t.app, SEAL_JOB)).toBe(true);
      const { rows } = await t.db.query<{ unsealed: bigint }>(
        "select count(*) as unsealed from ledger_transfer t where not exists (select 1 from ledger_chain c where c.transfer_id = t.id)",
      );
      expect(rows[0]!.unsealed).toBe(0n);
      expect((await verifyLedger(t.db)).ok).toBe(true);
    } finally {
      await t.close();
    }
  });
});

/** Runs `sql` with the ledger's triggers and constraints out of the way, as an attacker with DB access could. */
async function tamper(db: Db, sql: string, params: unknown[] = []): Promise<void> {
  const client = await db.connect();
  try {
    await client.query("begin");
    await client.query("set local session_replication_role = replica");
    await client.query(sql, params);
    await client.query("commit");
  } finally {
    client.release();
  }
}

describe("verifyLedger on a corrupted ledger", () => {
  it("reports a stored balance changed behind the ledger's back", async () => {
    const t = await freshDatabase();
    await expectLedgerValid(t.db);
    await t.db.query(
      "update ledger_account set balance = balance + 100 where member_id = $1 and kind = 'player_main'",
      [t.demo],
    );
    const report = await verifyLedger(t.db);
    expect(report.ok).toBe(false);
    expect(report.violations).toContain("balances sum to zero per currency: balances in VND sum to 100, not 0");
    expect(report.violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^stored balances equal the sum of their transfers: account #\d+ \(player_main of member demo01\): stored balance 100000100, but its transfers sum to 100000000$/,
        ),
      ]),
    );
  });

  it("reports a negative player balance once the CHECK backstop is gone", async () => {
    const t = await freshDatabase();
    await t.db.query("alter table ledger_account drop constraint ledger_account_player_non_negative");
    await t.db.query("update ledger_account set balance = -5 where member_id = $1 and kind = 'player_main'", [t.demo]);
    const report = await verifyLedger(t.db);
    expect(report.violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^no player balance below zero: account #\d+ \(player_main of member demo01\): player balance -5 is below zero$/,
        ),
      ]),
    );
  });

  it("reports a chain link whose hash does not recompute, and a gap", async () => {
    const t = await freshDatabase();
    await waitUntilSealable(t.db);
    await sealLedger(t.db);
    await deposit(t.db, t.demo, 300n);
    const { rows } = await t.db.query<{ id: bigint; seq: bigint }>(
      "select (select max(id) from ledger_transfer) as id, (select max(seq) from ledger_chain) as seq",
    );
    await t.db.query("insert into ledger_chain (seq, transfer_id, hash) values ($1, $2, $3)", [
      (rows[0]!.seq + 2n).toString(),
      rows[0]!.id.toString(),
      Buffer.alloc(32, 1),
    ]);
    const report = await verifyLedger(t.db);
    const seq = rows[0]!.seq + 2n;
    expect(report.violations).toEqual(
      expect.arrayContaining([
        `the hash chain recomputes: chain link ${seq}: expected seq ${seq - 1n} (a gap in the chain)`,
        `the hash chain recomputes: chain link ${seq} (transfer #${rows[0]!.id}): hash does not recompute`,
      ]),
    );
  });

  it("reports a sealed transfer row edited with the triggers off", async () => {
    const t = await freshDatabase();
    await deposit(t.db, t.demo, 300n);
    await waitUntilSealable(t.db);
    await sealLedger(t.db);
    const { rows } = await t.db.query<{ id: bigint }>("select max(id) as id from ledger_transfer");
    const id = rows[0]!.id;
    await tamper(t.db, "update ledger_transfer set amount = 200 where id = $1", [id.toString()]);
    const report = await verifyLedger(t.db);
    expect(report.violations).toContain(
      `the hash chain recomputes: chain link ${report.transfers} (transfer #${id}): hash does not recompute`,
    );
    expect(report.violations.some((line) => line.startsWith("stored balances equal the sum of their transfers"))).toBe(
      true,
    );
    expect(
      report.violations.some((line) =>
        line.startsWith(`balances after each transfer follow the order of the transfers: transfer #${id},`),
      ),
    ).toBe(true);
  });

  it("reports a link removed from the middle of the chain and the transfer it skipped", async () => {
    const t = await freshDatabase();
    for (let i = 0; i < 3; i++) await deposit(t.db, t.demo, 10n + BigInt(i));
    await waitUntilSealable(t.db);
    await sealLedger(t.db);
    const { rows } = await t.db.query<{ seq: bigint; transfer_id: bigint }>(
      "select seq, transfer_id from ledger_chain order by seq desc limit 1 offset 1",
    );
    const { seq, transfer_id: skipped } = rows[0]!;
    await tamper(t.db, "delete from ledger_chain where seq = $1", [seq.toString()]);
    const report = await verifyLedger(t.db);
    expect(report.violations).toEqual(
      expect.arrayContaining([
        `the hash chain recomputes: chain link ${seq + 1n}: expected seq ${seq} (a gap in the chain)`,
        expect.stringMatching(
          new RegExp(`^the hash chain recomputes: chain link ${seq + 1n} \\(transfer #\\d+\\): hash`),
        ),
        `no finished transfer is skipped by the chain: transfer #${skipped} is not sealed, but the chain has sealed later transfers`,
      ]),
    );
  });

  it("reports an idempotency key applied twice and an operation spread over two transactions", async () => {
    const t = await freshDatabase();
    const first = await deposit(t.db, t.demo, 40n);
    await t.db.query("alter table ledger_operation drop constraint ledger_operation_key");
    await t.db.query(
      `insert into ledger_operation (idempotency_key, kind, member_id, fingerprint)
       select idempotency_key, kind, member_id, fingerprint from ledger_operation where id = $1`,
      [first.operationId.toString()],
    );
    // A second transfer of the same operation, written by another transaction (balanced, so only
    // the transaction check fires).
    await t.db.query(
      `insert into ledger_transfer (operation_id, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after)
       select operation_id, credit_account_id, debit_account_id, amount, credit_balance_after - amount, debit_balance_after + amount
         from ledger_transfer where operation_id = $1`,
      [first.operationId.toString()],
    );
    await t.db.query(
      `update ledger_account a set balance = a.balance + d.delta from (
         select debit_account_id as id, -amount as delta from ledger_transfer where operation_id = $1 and id = (select max(id) from ledger_transfer)
         union all select credit_account_id, amount from ledger_transfer where operation_id = $1 and id = (select max(id) from ledger_transfer)
       ) d where a.id = d.id`,
      [first.operationId.toString()],
    );
    const report = await verifyLedger(t.db);
    expect(report.violations).toEqual([
      `each idempotency key applied at most once: idempotency key m${t.demo}:${first.value.key} is stored 2 times`,
      `an operation's transfers are in one transaction: operation #${first.operationId} has transfers from 2 transactions`,
    ]);
  });

  it("caps the lines per check and counts the rest", async () => {
    const t = await freshDatabase();
    await tamper(t.db, "update ledger_account set balance = balance + 1");
    await t.db.query(
      `insert into ledger_account (kind, shard, balance) select 'house', s, 1 from generate_series(1, 40) s`,
    );
    const report = await verifyLedger(t.db);
    const lines = report.violations.filter((line) => line.startsWith("stored balances equal"));
    expect(lines).toHaveLength(21);
    expect(lines[20]).toMatch(/^stored balances equal the sum of their transfers: … and \d+ more$/);
  });
});

describe("verifyLedger at scale", () => {
  it("seals and checks 100,000 transfers in seconds (set-based queries)", async () => {
    const t = await freshDatabase();
    const n = 100_000;
    // Generated straight in SQL: one member's main wallet credited n times by a deposit shard.
    const clearing = await t.db.query<{ id: bigint }>(
      "insert into ledger_account (kind, shard) values ('deposit_clearing', 63) returning id",
    );
    const account = await t.db.query<{ id: bigint; balance: bigint }>(
      "select id, balance from ledger_account where member_id = $1 and kind = 'player_main'",
      [t.demo.toString()],
    );
    const from = clearing.rows[0]!.id.toString();
    const { id: to, balance } = account.rows[0]!;
    await t.db.query(
      `with op as (
         insert into ledger_operation (idempotency_key, kind, member_id, fingerprint)
         values ('scale', 'deposit_credit', $1, '\\x00') returning id
       )
       insert into ledger_transfer (operation_id, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after)
       select op.id, $2, $3, 1, -s, $4::int8 + s from op, generate_series(1, $5::int) s order by s`,
      [t.demo.toString(), from, to.toString(), balance.toString(), n],
    );
    await t.db.query("update ledger_account set balance = balance - $2 where id = $1", [from, n]);
    await t.db.query("update ledger_account set balance = balance + $2 where id = $1", [to.toString(), n]);
    await waitUntilSealable(t.db);
    const began = Date.now();
    const sealed = await sealLedger(t.db);
    const sealMs = Date.now() - began;
    const report = await verifyLedger(t.db);
    const verifyMs = Date.now() - began - sealMs;
    console.log(`ledger at scale: sealed ${sealed.sealed} transfers in ${sealMs} ms, verified in ${verifyMs} ms`);
    expect(sealed.sealed).toBeGreaterThanOrEqual(n);
    expect(report.violations).toEqual([]);
    expect(report.transfers).toBeGreaterThan(n);
    expect(verifyMs).toBeLessThan(20_000);
  }, 120_000);
});
