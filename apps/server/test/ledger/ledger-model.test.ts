import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/pool.ts";
import {
  main,
  memberAccounts,
  runOperation,
  system,
  vendorWallet,
  withdrawalHold,
  type AccountRef,
  type OperationKind,
} from "../../src/modules/ledger/ledger.ts";
import { verifyLedger } from "../../src/modules/ledger/ledger.verify.ts";
import { createTestDatabase } from "../database.ts";
import { expectLedgerValid } from "../support/ledger.ts";

/*
 * Model-based test: random sequences of money commands on a few members, with retries of earlier
 * keys, run against the real ledger and an in-memory model; after each sequence the balances, the
 * number of transfers and verifyLedger must agree with the model.
 */

const VENDORS = ["GPI", "IBC"] as const;
type Vendor = (typeof VENDORS)[number];
type Wallet = "main" | "hold" | Vendor;
type Action = "deposit" | "hold" | "release" | "payout" | "toVendor" | "fromVendor";

type Command =
  | { type: "move"; action: Action; member: number; vendor: Vendor; amount: bigint }
  | { type: "retry"; pick: number; sameFields: boolean; otherAmount: bigint };

type Model = Map<bigint, Record<Wallet, bigint>>;

let db: Db;
let drop: () => Promise<void>;
const members: bigint[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  drop = database.drop;
  for (let i = 0; i < 3; i++) {
    const { rows } = await db.query<{ id: bigint }>(
      "insert into member (account, password_hash) values ($1, '!model') returning id",
      [`model${i}`],
    );
    members.push(rows[0]!.id);
  }
});
afterAll(() => drop());

/** The legs and operation kind of an action: the wallet it takes from and the one it fills. */
function legsOf(action: Action, m: bigint, vendor: Vendor): { kind: OperationKind; from: AccountRef; to: AccountRef } {
  switch (action) {
    case "deposit":
      return { kind: "deposit_credit", from: system("deposit_clearing", m), to: main(m) };
    case "hold":
      return { kind: "withdrawal_request", from: main(m), to: withdrawalHold(m) };
    case "release":
      return { kind: "withdrawal_reject", from: withdrawalHold(m), to: main(m) };
    case "payout":
      return { kind: "withdrawal_paid", from: withdrawalHold(m), to: system("withdrawal_payout", m) };
    case "toVendor":
      return { kind: "wallet_transfer", from: main(m), to: vendorWallet(m, vendor) };
    case "fromVendor":
      return { kind: "wallet_transfer", from: vendorWallet(m, vendor), to: main(m) };
  }
}

/** The model's view of the same action: [wallet debited or null for outside money, wallet credited or null]. */
function walletsOf(action: Action, vendor: Vendor): [Wallet | null, Wallet | null] {
  return {
    deposit: [null, "main"],
    hold: ["main", "hold"],
    release: ["hold", "main"],
    payout: ["hold", null],
    toVendor: ["main", vendor],
    fromVendor: [vendor, "main"],
  }[action] as [Wallet | null, Wallet | null];
}

async function readWallets(m: bigint): Promise<Record<Wallet, bigint>> {
  const wallets: Record<Wallet, bigint> = { main: 0n, hold: 0n, GPI: 0n, IBC: 0n };
  for (const account of await memberAccounts(db, m)) {
    if (account.kind === "player_main") wallets.main = account.balance;
    else if (account.kind === "player_withdrawal_hold") wallets.hold = account.balance;
    else wallets[account.vendorCode as Vendor] = account.balance;
  }
  return wallets;
}

async function transferCount(): Promise<number> {
  const { rows } = await db.query<{ n: bigint }>("select count(*) as n from ledger_transfer");
  return Number(rows[0]!.n);
}

type Sent = { key: string; action: Action; member: number; vendor: Vendor; amount: bigint };
type Stored = { amount: bigint; value: unknown };

let run = 0;

async function execute(
  sent: Sent,
): Promise<{ outcome: "ok"; value: unknown; replayed: boolean } | { outcome: string }> {
  const m = members[sent.member]!;
  const { kind, from, to } = legsOf(sent.action, m, sent.vendor);
  try {
    const result = await runOperation(
      db,
      {
        key: sent.key,
        kind,
        memberId: m,
        fingerprint: { action: sent.action, vendor: sent.vendor, amount: sent.amount },
      },
      async (op) => {
        const [row] = await op.transfer([{ from, to, amount: sent.amount }]);
        return { transferId: row!.id.toString(), creditAfter: row!.creditBalanceAfter.toString() };
      },
    );
    return { outcome: "ok", value: result.value, replayed: result.replayed };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (!code) throw error;
    return { outcome: code };
  }
}

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant("move" as const),
      action: fc.constantFrom<Action>("deposit", "deposit", "hold", "release", "payout", "toVendor", "fromVendor"),
      member: fc.integer({ min: 0, max: 2 }),
      vendor: fc.constantFrom(...VENDORS),
      amount: fc.bigInt({ min: 1n, max: 6_000n }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("retry" as const),
      pick: fc.nat(),
      sameFields: fc.boolean(),
      otherAmount: fc.bigInt({ min: 1n, max: 6_000n }),
    }),
  },
);

describe("the ledger against an in-memory model", () => {
  it("agrees on balances, transfer counts and invariants after random command sequences with retries", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 25 }), async (commands) => {
        const prefix = `r${++run}`;
        const model: Model = new Map();
        for (const m of members) model.set(m, await readWallets(m));
        const transfersBefore = await transferCount();
        let expectedTransfers = 0;
        const sentLog: Sent[] = [];
        const stored = new Map<string, Stored>();

        for (const [index, command] of commands.entries()) {
          let sent: Sent;
          if (command.type === "move") {
            sent = { key: `${prefix}-${index}`, ...command };
          } else {
            if (sentLog.length === 0) continue;
            const earlier = sentLog[command.pick % sentLog.length]!;
            sent =
              command.sameFields || command.otherAmount === earlier.amount
                ? earlier
                : { ...earlier, amount: command.otherAmount };
          }
          const m = members[sent.member]!;
          const wallets = model.get(m)!;
          const [debit, credit] = walletsOf(sent.action, sent.vendor);
          const first = stored.get(sent.key);
          const outcome = await execute(sent);

          if (first) {
            // A stored key: the same fields replay the first result, other fields are refused.
            if (first.amount === sent.amount) {
              expect(outcome).toEqual({ outcome: "ok", value: first.value, replayed: true });
            } else {
              expect(outcome).toEqual({ outcome: "idempotency_conflict" });
            }
            continue;
          }
          const fits = debit === null || wallets[debit] >= sent.amount;
          if (!fits) {
            // Refused and not stored: a later retry of this key runs afresh.
            expect(outcome).toEqual({ outcome: "insufficient_balance" });
          } else {
            expect(outcome).toMatchObject({ outcome: "ok", replayed: false });
            if (debit) wallets[debit] -= sent.amount;
            if (credit) wallets[credit] += sent.amount;
            expectedTransfers += 1;
            stored.set(sent.key, { amount: sent.amount, value: (outcome as { value: unknown }).value });
            if (credit) {
              expect((outcome as { value: { creditAfter: string } }).value.creditAfter).toBe(
                wallets[credit].toString(),
              );
            }
          }
          if (command.type === "move") sentLog.push(sent);
        }

        for (const m of members) expect(await readWallets(m)).toEqual(model.get(m));
        expect((await transferCount()) - transfersBefore).toBe(expectedTransfers);
        const report = await verifyLedger(db);
        expect(report.violations).toEqual([]);
      }),
      { numRuns: 25 },
    );
    await expectLedgerValid(db);
  }, 120_000);
});
