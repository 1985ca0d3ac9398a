import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../database.ts";
import type { Db } from "../../src/db/pool.ts";
import { balanceOf, main, runOperation, system, vendorWallet } from "../../src/modules/ledger/ledger.ts";

let db: Db;
let drop: () => Promise<void>;
let memberId: bigint;

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  drop = database.drop;
  const { rows } = await db.query<{ id: bigint }>("select id from member where account = 'demo01'");
  memberId = rows[0]!.id;
});
afterAll(async () => drop());

describe("ledger core", () => {
  it("moves money between accounts and keeps the books balanced", async () => {
    const before = await balanceOf(db, main(memberId));
    const outcome = await runOperation(
      db,
      { key: "core-1", kind: "adjustment", memberId, fingerprint: { amount: 5000n } },
      async (op) => {
        await op.transfer([{ from: system("adjustments", memberId), to: main(memberId), amount: 5000n }]);
        return { ok: true };
      },
    );
    expect(outcome.replayed).toBe(false);
    expect(await balanceOf(db, main(memberId))).toBe(before + 5000n);
    const { rows } = await db.query<{ sum: string }>("select sum(balance)::text as sum from ledger_account");
    expect(rows[0]!.sum).toBe("0");
  });

  it("returns the first result on a repeat and refuses another fingerprint", async () => {
    const spec = { key: "core-2", kind: "wallet_transfer" as const, memberId, fingerprint: { amount: 100n } };
    const work = async (op: Parameters<Parameters<typeof runOperation>[2]>[0]) => {
      const [row] = await op.transfer([{ from: main(memberId), to: vendorWallet(memberId, "EVO"), amount: 100n }]);
      return { transferId: row!.id.toString() };
    };
    const first = await runOperation(db, spec, work);
    const again = await runOperation(db, spec, work);
    expect(again.replayed).toBe(true);
    expect(again.value).toEqual(first.value);
    expect(await balanceOf(db, vendorWallet(memberId, "EVO"))).toBe(100n);
    await expect(runOperation(db, { ...spec, fingerprint: { amount: 101n } }, work)).rejects.toMatchObject({
      code: "idempotency_conflict",
    });
  });

  it("refuses a debit above the balance and writes nothing", async () => {
    const balance = await balanceOf(db, main(memberId));
    await expect(
      runOperation(db, { key: "core-3", kind: "wallet_transfer", memberId, fingerprint: {} }, async (op) => {
        await op.transfer([{ from: main(memberId), to: vendorWallet(memberId, "EVO"), amount: balance + 1n }]);
        return null;
      }),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    const { rows } = await db.query("select 1 from ledger_operation where idempotency_key like '%core-3'");
    expect(rows).toHaveLength(0);
  });
});
