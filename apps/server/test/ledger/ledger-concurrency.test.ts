import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, type Db } from "../../src/db/pool.ts";
import {
  balanceOf,
  type AccountRef,
  main,
  runOperation,
  system,
  vendorWallet,
  withdrawalHold,
} from "../../src/modules/ledger/ledger.ts";
import { createTestDatabase } from "../database.ts";
import { expectLedgerValid } from "../support/ledger.ts";

let db: Db;
/** A pool wide enough for every request of a burst to hold its own connection. */
let wide: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  drop = database.drop;
  wide = createPool(database.url, 24);
});
afterAll(async () => {
  await wide.end();
  await drop();
});

let nextMember = 0;
async function fundedMember(amount: bigint): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    "insert into member (account, password_hash) values ($1, '!concurrency') returning id",
    [`conc${++nextMember}`],
  );
  const id = rows[0]!.id;
  await runOperation(db, { key: "fund", kind: "deposit_credit", memberId: id, fingerprint: { amount } }, async (op) => {
    await op.transfer([{ from: system("deposit_clearing", id), to: main(id), amount }]);
    return null;
  });
  return id;
}

/** An AppError's code; for a database error its SQLSTATE and detail (e.g. 40P01 deadlock_detected). */
const codeOf = (error: unknown) => {
  const e = error as { code?: string; detail?: string };
  return e.detail ? `${e.code}: ${e.detail}` : (e.code ?? String(error));
};

describe("the ledger under concurrency", () => {
  it("20 parallel withdrawal holds above the balance: exactly the ones that fit succeed", async () => {
    const balance = 100_000n;
    const m = await fundedMember(balance);
    const amounts = Array.from({ length: 20 }, (_, i) => 7_000n + BigInt((i * 2_357) % 9_000));
    expect(amounts.reduce((a, b) => a + b, 0n)).toBeGreaterThan(balance);
    const outcomes = await Promise.all(
      amounts.map((amount, i) =>
        runOperation(
          wide,
          { key: `hold-${i}`, kind: "withdrawal_request", memberId: m, fingerprint: { amount } },
          async (op) => {
            await op.transfer([{ from: main(m), to: withdrawalHold(m), amount }]);
            return { amount: amount.toString() };
          },
        ).then(
          () => "ok",
          (error: unknown) => codeOf(error),
        ),
      ),
    );
    const succeeded = amounts.filter((_, i) => outcomes[i] === "ok");
    const failed = amounts.filter((_, i) => outcomes[i] !== "ok");
    expect(new Set(outcomes.filter((o) => o !== "ok"))).toEqual(new Set(failed.length ? ["insufficient_balance"] : []));
    const held = succeeded.reduce((a, b) => a + b, 0n);
    const left = await balanceOf(db, main(m));
    expect(held).toBeLessThanOrEqual(balance);
    expect(left).toBe(balance - held);
    expect(await balanceOf(db, withdrawalHold(m))).toBe(held);
    // Refusals only when the request did not fit: none of them would fit even now.
    expect(failed.length).toBeGreaterThan(0);
    for (const amount of failed) expect(amount).toBeGreaterThan(left);
    const { rows } = await db.query<{ n: bigint }>(
      "select count(*) as n from ledger_operation where member_id = $1 and kind = 'withdrawal_request'",
      [m],
    );
    expect(Number(rows[0]!.n)).toBe(succeeded.length);
    await expectLedgerValid(db);
  });

  it("10 concurrent requests with one key: one operation, one transfer, the same result for all", async () => {
    const m = await fundedMember(50_000n);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        runOperation(
          wide,
          { key: "same-key", kind: "wallet_transfer", memberId: m, fingerprint: { amount: 1_234n } },
          async (op) => {
            const [row] = await op.transfer([{ from: main(m), to: vendorWallet(m, "GPI"), amount: 1_234n }]);
            // Hold the transaction a moment so that the others really queue on the key.
            await op.client.query("select pg_sleep(0.05)");
            return { transferId: row!.id.toString() };
          },
        ),
      ),
    );
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => JSON.stringify(o.value))).size).toBe(1);
    expect(new Set(outcomes.map((o) => o.operationId)).size).toBe(1);
    const { rows } = await db.query<{ n: bigint }>(
      "select count(*) as n from ledger_transfer where operation_id = $1",
      [outcomes[0]!.operationId],
    );
    expect(Number(rows[0]!.n)).toBe(1);
    expect(await balanceOf(db, vendorWallet(m, "GPI"))).toBe(1_234n);
    await expectLedgerValid(db);
  });

  it("crossing transfers between many members (A→B with B→A) finish without a deadlock", async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => fundedMember(1_000_000n)));
    const total = async () => {
      let sum = 0n;
      for (const p of people) sum += (await balanceOf(db, main(p))) + (await balanceOf(db, vendorWallet(p, "IBC")));
      return sum;
    };
    const before = await total();
    const jobs = Array.from({ length: 120 }, (_, i) => {
      const a = people[i % people.length]!;
      const b = people[(i * 7 + 1) % people.length]!;
      const [x, y] = a === b ? [a, people[(i + 1) % people.length]!] : [a, b];
      // Every operation touches both members' accounts, in both directions; half of them list the
      // legs the other way round.
      const legs = [
        { from: main(x), to: vendorWallet(y, "IBC"), amount: 100n + BigInt(i) },
        { from: main(y), to: vendorWallet(x, "IBC"), amount: 50n + BigInt(i) },
        { from: main(x), to: main(y), amount: 10n },
      ];
      return i % 2 ? legs.reverse() : legs;
    });
    const results = await Promise.all(
      jobs.map((legs, i) =>
        runOperation(wide, { key: `cross-${i}`, kind: "wallet_transfer", fingerprint: {} }, async (op) => {
          await op.transfer(legs);
          return null;
        }).then(
          () => "ok",
          (error: unknown) => codeOf(error),
        ),
      ),
    );
    expect(results.filter((r) => r !== "ok")).toEqual([]);
    expect(await total()).toBe(before);
    await expectLedgerValid(db);
  });

  it("writes the legs of one operation in their order, with each balance after", async () => {
    const m = await fundedMember(10_000n);
    const outcome = await runOperation(
      db,
      { key: "legs", kind: "wallet_transfer", memberId: m, fingerprint: {} },
      async (op) => {
        const rows = await op.transfer([
          { from: main(m), to: vendorWallet(m, "GPI"), amount: 1_000n },
          { from: vendorWallet(m, "GPI"), to: vendorWallet(m, "IBC"), amount: 400n },
          { from: main(m), to: vendorWallet(m, "IBC"), amount: 10n },
          { from: vendorWallet(m, "IBC"), to: main(m), amount: 5n },
        ]);
        return rows.map((r) => [r.amount.toString(), r.debitBalanceAfter.toString(), r.creditBalanceAfter.toString()]);
      },
    );
    expect(outcome.value).toEqual([
      ["1000", "9000", "1000"],
      ["400", "600", "400"],
      ["10", "8990", "410"],
      ["5", "405", "8995"],
    ]);
    const { rows } = await db.query<{ amount: bigint }>(
      "select amount from ledger_transfer where operation_id = $1 order by id",
      [outcome.operationId],
    );
    expect(rows.map((r) => r.amount)).toEqual([1_000n, 400n, 10n, 5n]);
    await expectLedgerValid(db);
  });

  it("refuses legs whose order would take a player account below zero in between", async () => {
    const m = await fundedMember(100n);
    await expect(
      runOperation(db, { key: "order", kind: "wallet_transfer", memberId: m, fingerprint: {} }, async (op) => {
        await op.transfer([
          { from: vendorWallet(m, "GPI"), to: main(m), amount: 50n },
          { from: main(m), to: vendorWallet(m, "GPI"), amount: 50n },
        ]);
        return null;
      }),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    expect(await balanceOf(db, main(m))).toBe(100n);
  });

  it("follows many legs (the set-wise path, above 16 legs) in their order, as it follows a few", async () => {
    const m = await fundedMember(10_000n);
    // The four legs of the test above, five times over: 20 legs, every balance after each leg.
    const round = [
      { from: main(m), to: vendorWallet(m, "GPI"), amount: 1_000n },
      { from: vendorWallet(m, "GPI"), to: vendorWallet(m, "IBC"), amount: 400n },
      { from: main(m), to: vendorWallet(m, "IBC"), amount: 10n },
      { from: vendorWallet(m, "IBC"), to: main(m), amount: 5n },
    ];
    const legs = Array.from({ length: 5 }, () => round).flat();
    const outcome = await runOperation(
      db,
      { key: "many-legs", kind: "wallet_transfer", memberId: m, fingerprint: {} },
      async (op) =>
        (await op.transfer(legs)).map((r) => [r.debitBalanceAfter.toString(), r.creditBalanceAfter.toString()]),
    );
    // The same balances followed one leg at a time here.
    const balances = new Map<string, bigint>([
      ["main", 10_000n],
      ["GPI", 0n],
      ["IBC", 0n],
    ]);
    const name = (ref: AccountRef) => (ref.kind === "player_vendor" ? ref.vendorCode : "main");
    const expected = legs.map((leg) => {
      balances.set(name(leg.from), balances.get(name(leg.from))! - leg.amount);
      balances.set(name(leg.to), balances.get(name(leg.to))! + leg.amount);
      return [balances.get(name(leg.from))!.toString(), balances.get(name(leg.to))!.toString()];
    });
    expect(outcome.value).toEqual(expected);
    expect(await balanceOf(db, main(m))).toBe(balances.get("main"));
    expect(await balanceOf(db, vendorWallet(m, "IBC"))).toBe(balances.get("IBC"));
    await expectLedgerValid(db);
  });

  it("refuses many legs (the set-wise path) whose order would take a player account below zero in between", async () => {
    const m = await fundedMember(100n);
    // Twenty legs whose net change is zero; the eleventh takes the main account below zero.
    const legs = [
      ...Array.from({ length: 10 }, () => ({ from: main(m), to: vendorWallet(m, "GPI"), amount: 10n })),
      { from: main(m), to: vendorWallet(m, "IBC"), amount: 1n },
      { from: vendorWallet(m, "IBC"), to: main(m), amount: 1n },
      ...Array.from({ length: 10 }, () => ({ from: vendorWallet(m, "GPI"), to: main(m), amount: 10n })),
    ];
    await expect(
      runOperation(db, { key: "many-order", kind: "wallet_transfer", memberId: m, fingerprint: {} }, async (op) => {
        await op.transfer(legs);
        return null;
      }),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    expect(await balanceOf(db, main(m))).toBe(100n);
    // Without the leg that overdraws, the same order passes and nets to nothing.
    const fine = legs.filter((_, i) => i !== 10 && i !== 11);
    await runOperation(db, { key: "many-fine", kind: "wallet_transfer", memberId: m, fingerprint: {} }, async (op) => {
      await op.transfer(fine);
      return null;
    });
    expect(await balanceOf(db, main(m))).toBe(100n);
    await expectLedgerValid(db);
  });

  it("a refused operation that created an account leaves no stale id behind", async () => {
    const m = await fundedMember(100n);
    // The TF wallet is created inside the refused (rolled back) operation.
    await expect(
      runOperation(db, { key: "stale-1", kind: "wallet_transfer", memberId: m, fingerprint: {} }, async (op) => {
        await op.transfer([{ from: vendorWallet(m, "TF"), to: main(m), amount: 1n }]);
        return null;
      }),
    ).rejects.toMatchObject({ code: "insufficient_balance" });
    await runOperation(db, { key: "stale-2", kind: "wallet_transfer", memberId: m, fingerprint: {} }, async (op) => {
      await op.transfer([{ from: main(m), to: vendorWallet(m, "TF"), amount: 60n }]);
      return null;
    });
    expect(await balanceOf(db, vendorWallet(m, "TF"))).toBe(60n);
    await expectLedgerValid(db);
  });
});
