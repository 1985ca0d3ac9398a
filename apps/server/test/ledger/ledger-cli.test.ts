import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main, runOperation, system } from "../../src/modules/ledger/ledger.ts";
import { createTestDatabase } from "../database.ts";
import { runScript } from "../processes.ts";

/** `npm run ledger:verify` runs this script with the argument "verify". */
const verifyCli = (url: string, args = ["verify"]) =>
  runScript("apps/server/src/cli/ledger.ts", args, { DATABASE_URL: url });

let sound: Awaited<ReturnType<typeof createTestDatabase>>;
let corrupted: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  [sound, corrupted] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(() => Promise.all([sound.drop(), corrupted.drop()]));

describe("npm run ledger:verify as a process", () => {
  it("seals, verifies and exits 0 on a sound ledger", async () => {
    const { rows } = await sound.db.query<{ id: bigint }>("select id from member where account = 'demo01'");
    const demo = rows[0]!.id;
    await runOperation(
      sound.db,
      { key: "cli-1", kind: "deposit_credit", memberId: demo, fingerprint: {} },
      async (op) => {
        await op.transfer([{ from: system("deposit_clearing", demo), to: main(demo), amount: 4_200n }]);
        return null;
      },
    );
    const count = await sound.db.query<{ n: bigint }>("select count(*) as n from ledger_transfer");
    const transfers = Number(count.rows[0]!.n);
    expect(transfers).toBeGreaterThanOrEqual(2);
    const run = await verifyCli(sound.url);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(run.stderr).toContain("DATABASE_URL");
    expect(run.stdout).toMatch(
      new RegExp(`^sealed ${transfers} new transfer\\(s\\); chain sealed through transfer #\\d+$`, "m"),
    );
    expect(run.stdout).toMatch(new RegExp(`^checked ${transfers} transfer\\(s\\) in [\\d.]+ s$`, "m"));
    expect(run.stdout).toContain("ledger OK: every invariant holds");
    const chain = await sound.db.query<{ n: bigint }>("select count(*) as n from ledger_chain");
    expect(Number(chain.rows[0]!.n)).toBe(transfers);
    // A second run has nothing left to seal.
    const again = await verifyCli(sound.url);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("sealed 0 new transfer(s)");
  }, 60_000);

  it("exits 1 and prints each violation on a corrupted ledger (balance edited, forged chain link)", async () => {
    const first = await verifyCli(corrupted.url);
    expect(first.code, first.stdout).toBe(0);
    // A balance changed behind the ledger's back (the column has no trigger).
    await corrupted.db.query(
      "update ledger_account set balance = balance + 1 where kind = 'player_main' and member_id = (select id from member where account = 'demo01')",
    );
    // A forged chain link for a transfer that was never sealed this way.
    const { rows } = await corrupted.db.query<{ id: bigint }>(
      "insert into ledger_operation (idempotency_key, kind, fingerprint) values ('forged', 'adjustment', '\\x00') returning id",
    );
    await corrupted.db.query(
      `insert into ledger_transfer (operation_id, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after)
       select $1, a.id, b.id, 5, a.balance - 5, b.balance + 5 from ledger_account a, ledger_account b
        where a.kind = 'adjustments' and b.kind = 'player_main' limit 1`,
      [rows[0]!.id],
    );
    await corrupted.db.query(
      `insert into ledger_chain (seq, transfer_id, hash)
       select (select max(seq) + 1 from ledger_chain), max(id), sha256('forged') from ledger_transfer`,
    );
    const run = await verifyCli(corrupted.url);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^VIOLATION balances sum to zero per currency: balances in VND sum to 1, not 0$/m);
    expect(run.stdout).toMatch(
      /^VIOLATION stored balances equal the sum of their transfers: account #\d+ \(player_main of member demo01\): stored balance \d+, but its transfers sum to \d+$/m,
    );
    expect(run.stdout).toMatch(
      /^VIOLATION the hash chain recomputes: chain link \d+ \(transfer #\d+\): hash does not recompute$/m,
    );
    expect(run.stdout).toMatch(/^ledger NOT OK: \d+ violation line\(s\)$/m);
  }, 60_000);

  it("exits 2 with the usage on unknown arguments", async () => {
    const run = await verifyCli(sound.url, ["check"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Usage: npm run ledger:verify");
  });
});
