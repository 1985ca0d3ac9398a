import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MAIN_WALLET, PATHS, TRIAL_ACCOUNT_TYPE, type BalanceValue, type MemberEvent } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { bearer } from "../support/login.ts";
import { createMember } from "../support/members.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { createSession } from "../../src/modules/account/index.ts";
import {
  balanceOf,
  main,
  runOperation,
  system,
  vendorWallet,
  withdrawalHold,
} from "../../src/modules/ledger/ledger.ts";
import { DEMO_OPENING_BALANCE } from "../../src/seed/demo-money.ts";

/**
 * The wallet calls against a real database: balances, merchant wallet, consolidated funds, wallet
 * transfers between MAIN and the transfer-wallet vendors (GPI, IBC, TF in the demo), return-balance,
 * idempotency by requestId, the realtime signal after each change, and what another member or a
 * trial account may do. The ledger's invariants are checked after the money tests.
 */

let t: TestApp;
let demoId: bigint;
let demo: Record<string, string>;
let seq = 0;
/** A member without agent contracts: every consolidated contract flag is 0 (spec §3, issue 13). */
const NO_CONTRACT_FLAGS = {
  divtypereq: 0,
  dailysalreqtype: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  divtypeinfo: 0,
  dailysalinfotype: 0,
  contractmrdailysalinfotype: 0,
  contracthoursalinfo: 0,
  realtimesalinfotype: 0,
};
/** A fresh valid requestId. */
const rid = (label = "r") => `${label}-${Date.now().toString(36)}-${(seq++).toString().padStart(6, "0")}`;

beforeAll(async () => {
  t = await createTestApp();
  demoId = (await t.db.query<{ id: bigint }>("select id from member where account = 'demo01'")).rows[0]!.id;
  demo = await headersOf(demoId);
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerValid(t.db);
});

async function headersOf(memberId: bigint): Promise<Record<string, string>> {
  const session = await createSession(t.db, { memberId, method: "username", ip: "127.0.0.1", userAgent: "" });
  return bearer(session.token);
}

function post(url: string, payload: unknown, headers: Record<string, string>) {
  return t.app.inject({ method: "POST", url, payload: payload as object, headers });
}

const transfer = (body: { from: string; to: string; amount: string; requestId: string }, headers = demo) =>
  post(PATHS.walletTransfer, body, headers);

async function balanceOfDemo(): Promise<BalanceValue> {
  return okValue<BalanceValue>(await get(t.app, PATHS.balance, demo));
}

const walletOf = (value: BalanceValue, code: string) => value.wallets.find((w) => w.vendorCode === code)!.balance;

/**
 * Every table but the sessions' last-seen times (a call that got past authentication touches its
 * session): what a refused money call must leave unchanged.
 */
async function snapshot(): Promise<Record<string, unknown>> {
  const all = await snapshotDatabase(t.db);
  delete all.member_session;
  return all;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await t.db.query<{ n: string }>(`select count(*)::text as n from (${sql}) x`, params);
  return Number(rows[0]!.n);
}

/** Events the member's sockets would receive while `work` runs. */
async function eventsDuring(memberId: bigint, work: () => Promise<void>): Promise<MemberEvent[]> {
  const events: MemberEvent[] = [];
  const unsubscribe = t.app.realtime.subscribe(memberId, (event) => events.push(event));
  try {
    await work();
    // Delivery is synchronous in-process; a turn of the loop covers any asynchronous hop.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    unsubscribe();
  }
  return events;
}

describe("balance, merchant wallet, consolidated funds", () => {
  it("shows the opening balance and one zero wallet per transfer vendor, in the vendor list's order", async () => {
    const value = await balanceOfDemo();
    expect(value.mainBalance).toBe(DEMO_OPENING_BALANCE.toString());
    expect(value.sumBalance).toBe(DEMO_OPENING_BALANCE.toString());
    const { rows } = await t.db.query<{ vendor_code: string; display_name: string }>(
      "select vendor_code, display_name from game_vendor where enabled and wallet_mode = 'transfer' order by sort, id",
    );
    expect(rows.map((r) => r.vendor_code).sort()).toEqual(["GPI", "IBC", "TF"]);
    expect(value.wallets).toEqual(
      rows.map((r) => ({ vendorCode: r.vendor_code, displayName: r.display_name, balance: "0" })),
    );
  });

  it("follows the operator's vendor order and hides disabled and seamless vendors", async () => {
    await t.db.query("update game_vendor set sort = -1 where vendor_code = 'TF'");
    await t.db.query("update game_vendor set enabled = false where vendor_code = 'IBC'");
    try {
      const value = await balanceOfDemo();
      expect(value.wallets.map((w) => w.vendorCode)).toEqual(["TF", "GPI"]);
    } finally {
      await t.db.query("update game_vendor set sort = 0 where vendor_code = 'TF'");
      await t.db.query("update game_vendor set enabled = true where vendor_code = 'IBC'");
    }
  });

  it("merchant wallet: isSingle only when no enabled vendor keeps its own wallet (no token needed)", async () => {
    expect(okValue(await get(t.app, PATHS.merchantWallet))).toEqual({ isSingle: false });
    await t.db.query("update game_vendor set enabled = false where wallet_mode = 'transfer'");
    try {
      expect(okValue(await get(t.app, PATHS.merchantWallet))).toEqual({ isSingle: true });
      const value = await balanceOfDemo();
      expect(value.wallets).toEqual([]);
    } finally {
      await t.db.query("update game_vendor set enabled = true where wallet_mode = 'transfer'");
    }
  });

  it("consolidated funds: main, vendor wallets, withdrawal hold and only pending unexpired deposits", async () => {
    const member = await createMember(t.db);
    const headers = await headersOf(member.id);
    expect(okValue(await get(t.app, PATHS.consolidatedFunds, headers))).toEqual({
      sumBalance: "0",
      mainBalance: "0",
      vendorBalance: "0",
      withdrawalHold: "0",
      pendingDeposits: "0",
      ...NO_CONTRACT_FLAGS,
    });
    await runOperation(t.db, { key: "cf-1", kind: "adjustment", memberId: member.id, fingerprint: {} }, async (op) => {
      await op.transfer([
        { from: system("adjustments", member.id), to: main(member.id), amount: 900_000n },
        { from: main(member.id), to: vendorWallet(member.id, "GPI"), amount: 150_000n },
        { from: main(member.id), to: vendorWallet(member.id, "TF"), amount: 50_000n },
        { from: main(member.id), to: withdrawalHold(member.id), amount: 200_000n },
      ]);
      return null;
    });
    const method = (await t.db.query<{ id: bigint }>("select id from deposit_method limit 1")).rows[0]!.id;
    const account = (await t.db.query<{ id: bigint }>("select id from receiving_account limit 1")).rows[0]!.id;
    const orders: [string, bigint, string, string][] = [
      ["D900001", 1_000_000n, "pending", "now() + interval '10 minutes'"],
      ["D900002", 2_000_000n, "pending", "now() + interval '20 minutes'"],
      ["D900003", 4_000_000n, "pending", "now() - interval '1 minute'"],
      ["D900004", 8_000_000n, "credited", "now() + interval '10 minutes'"],
      ["D900005", 16_000_000n, "expired", "now() - interval '1 minute'"],
    ];
    for (const [orderNo, amount, status, expires] of orders) {
      await t.db.query(
        `insert into deposit_order (order_no, member_id, method_id, receiving_account_id, amount, memo, status, request_id, expires_at)
         values ($1, $2, $3, $4, $5, $1, $6, $1, ${expires})`,
        [orderNo, member.id, method, account, amount, status],
      );
    }
    // Another member's pending deposit is not this member's.
    const other = await createMember(t.db);
    await t.db.query(
      `insert into deposit_order (order_no, member_id, method_id, receiving_account_id, amount, memo, request_id, expires_at)
       values ('D900006', $1, $2, $3, 32000000, 'D900006', 'D900006', now() + interval '10 minutes')`,
      [other.id, method, account],
    );
    expect(okValue(await get(t.app, PATHS.consolidatedFunds, headers))).toEqual({
      sumBalance: "700000",
      mainBalance: "500000",
      vendorBalance: "200000",
      withdrawalHold: "200000",
      pendingDeposits: "3000000",
      ...NO_CONTRACT_FLAGS,
    });
    const balance = okValue<BalanceValue>(await get(t.app, PATHS.balance, headers));
    expect(balance.sumBalance).toBe("700000");
    expect(walletOf(balance, "GPI")).toBe("150000");
    expect(walletOf(balance, "TF")).toBe("50000");
    expect(walletOf(balance, "IBC")).toBe("0");
  });
});

describe("wallet transfer", () => {
  it("moves money MAIN → vendor and back, answers the balances after and signals the member", async () => {
    const before = await balanceOfDemo();
    let answer: BalanceValue | undefined;
    const events = await eventsDuring(demoId, async () => {
      answer = okValue<BalanceValue>(
        await transfer({ from: MAIN_WALLET, to: "GPI", amount: "1234567", requestId: rid() }),
      );
    });
    expect(events).toEqual([{ type: "balance_changed" }]);
    expect(answer!.mainBalance).toBe((BigInt(before.mainBalance) - 1_234_567n).toString());
    expect(walletOf(answer!, "GPI")).toBe((BigInt(walletOf(before, "GPI")) + 1_234_567n).toString());
    expect(answer!.sumBalance).toBe(before.sumBalance);
    expect(await balanceOfDemo()).toEqual(answer);

    const back = okValue<BalanceValue>(
      await transfer({ from: "GPI", to: MAIN_WALLET, amount: "234567", requestId: rid() }),
    );
    expect(back.mainBalance).toBe((BigInt(before.mainBalance) - 1_000_000n).toString());
    expect(walletOf(back, "GPI")).toBe((BigInt(walletOf(before, "GPI")) + 1_000_000n).toString());
    expect(await balanceOf(t.db, vendorWallet(demoId, "GPI"))).toBe(BigInt(walletOf(back, "GPI")));
  });

  it("writes one wallet_transfer operation with one transfer between the member's own accounts", async () => {
    const requestId = rid("one");
    okValue(await transfer({ from: MAIN_WALLET, to: "TF", amount: "5000", requestId }));
    const { rows } = await t.db.query<{
      kind: string;
      debit_kind: string;
      credit_kind: string;
      vendor: string;
      amount: bigint;
    }>(
      `select o.kind, d.kind as debit_kind, c.kind as credit_kind, c.vendor_code as vendor, tr.amount
         from ledger_operation o join ledger_transfer tr on tr.operation_id = o.id
         join ledger_account d on d.id = tr.debit_account_id join ledger_account c on c.id = tr.credit_account_id
        where o.idempotency_key = $1 and o.member_id = $2 and d.member_id = $2 and c.member_id = $2`,
      [`m${demoId}:${requestId}`, demoId],
    );
    expect(rows).toEqual([
      { kind: "wallet_transfer", debit_kind: "player_main", credit_kind: "player_vendor", vendor: "TF", amount: 5000n },
    ]);
  });

  it("refuses more than the wallet holds with insufficient_balance and changes nothing", async () => {
    const value = await balanceOfDemo();
    const before = await snapshot();
    const events = await eventsDuring(demoId, async () => {
      expectError(
        await transfer({
          from: MAIN_WALLET,
          to: "IBC",
          amount: (BigInt(value.mainBalance) + 1n).toString(),
          requestId: rid(),
        }),
        "insufficient_balance",
      );
      expectError(
        await transfer({
          from: "GPI",
          to: MAIN_WALLET,
          amount: (BigInt(walletOf(value, "GPI")) + 1n).toString(),
          requestId: rid(),
        }),
        "insufficient_balance",
      );
    });
    expect(events).toEqual([]);
    // The vendor accounts may now exist (empty); no operation, transfer or balance changed.
    const after = await snapshot();
    for (const table of Object.keys(before)) {
      if (table === "ledger_account") continue;
      expect(after[table], table).toEqual(before[table]);
    }
    expect(await balanceOfDemo()).toEqual(value);
  });

  it("a first transfer that failed (no money in a new vendor wallet) does not block the next one", async () => {
    const member = await createMember(t.db);
    const headers = await headersOf(member.id);
    await runOperation(t.db, { key: "fund", kind: "adjustment", memberId: member.id, fingerprint: {} }, async (op) => {
      await op.transfer([{ from: system("adjustments", member.id), to: main(member.id), amount: 10_000n }]);
      return null;
    });
    expectError(
      await transfer({ from: "IBC", to: MAIN_WALLET, amount: "1", requestId: rid() }, headers),
      "insufficient_balance",
    );
    expectError(
      await transfer({ from: MAIN_WALLET, to: "TF", amount: "10001", requestId: rid() }, headers),
      "insufficient_balance",
    );
    const value = okValue<BalanceValue>(
      await transfer({ from: MAIN_WALLET, to: "IBC", amount: "4000", requestId: rid() }, headers),
    );
    expect(walletOf(value, "IBC")).toBe("4000");
    const tf = okValue<BalanceValue>(
      await transfer({ from: MAIN_WALLET, to: "TF", amount: "6000", requestId: rid() }, headers),
    );
    expect(walletOf(tf, "TF")).toBe("6000");
    expect(tf.mainBalance).toBe("0");
    expect(tf.sumBalance).toBe("10000");
  });

  it("unknown, disabled and seamless vendors → wallet_not_found; MAIN↔MAIN, X↔X, vendor↔vendor → wallet_transfer_invalid", async () => {
    const seamless = (
      await t.db.query<{ vendor_code: string }>(
        "select vendor_code from game_vendor where enabled and wallet_mode = 'seamless' limit 1",
      )
    ).rows[0]!.vendor_code;
    await t.db.query("update game_vendor set enabled = false where vendor_code = 'IBC'");
    try {
      const before = await snapshot();
      const cases: [string, string, "wallet_not_found" | "wallet_transfer_invalid"][] = [
        [MAIN_WALLET, "NOPE", "wallet_not_found"],
        ["NOPE", MAIN_WALLET, "wallet_not_found"],
        [MAIN_WALLET, "IBC", "wallet_not_found"],
        ["IBC", MAIN_WALLET, "wallet_not_found"],
        [MAIN_WALLET, seamless, "wallet_not_found"],
        [MAIN_WALLET, "gpi", "wallet_not_found"],
        [MAIN_WALLET, "main", "wallet_not_found"],
        [MAIN_WALLET, MAIN_WALLET, "wallet_transfer_invalid"],
        ["GPI", "GPI", "wallet_transfer_invalid"],
        ["GPI", "TF", "wallet_transfer_invalid"],
        ["NOPE", "GPI", "wallet_transfer_invalid"],
      ];
      for (const [from, to, code] of cases) {
        expectError(await transfer({ from, to, amount: "100", requestId: rid() }), code);
        expectError(
          await transfer({ from, to, amount: "100", requestId: rid() }, { ...demo, language: "en" }),
          code,
          "en",
        );
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.db.query("update game_vendor set enabled = true where vendor_code = 'IBC'");
    }
  });

  it("localizes the refusal by the Language header", async () => {
    const res = await transfer(
      { from: MAIN_WALLET, to: "NOPE", amount: "100", requestId: rid() },
      { ...demo, language: "en" },
    );
    expectError(res, "wallet_not_found", "en");
  });
});

describe("idempotency by requestId", () => {
  it("the same request twice moves the money once and answers the same", async () => {
    const requestId = rid("twice");
    const body = { from: MAIN_WALLET, to: "GPI", amount: "7777", requestId };
    const before = await balanceOfDemo();
    const events = await eventsDuring(demoId, async () => {
      const first = okValue<BalanceValue>(await transfer(body));
      // Something else moves in between: the retry still answers the first result.
      okValue(await transfer({ from: MAIN_WALLET, to: "TF", amount: "1", requestId: rid() }));
      const again = okValue<BalanceValue>(await transfer(body));
      expect(again).toEqual(first);
      expect(first.mainBalance).toBe((BigInt(before.mainBalance) - 7777n).toString());
    });
    expect(events).toEqual([{ type: "balance_changed" }, { type: "balance_changed" }]);
    expect(
      await count(
        "select 1 from ledger_transfer tr join ledger_operation o on o.id = tr.operation_id where o.idempotency_key = $1",
        [`m${demoId}:${requestId}`],
      ),
    ).toBe(1);
    expect((await balanceOfDemo()).mainBalance).toBe((BigInt(before.mainBalance) - 7778n).toString());
  });

  it("the same requestId with another amount, direction or vendor → 409 idempotency_conflict, nothing moved", async () => {
    const requestId = rid("conflict");
    okValue(await transfer({ from: MAIN_WALLET, to: "GPI", amount: "500", requestId }));
    const before = await snapshot();
    for (const body of [
      { from: MAIN_WALLET, to: "GPI", amount: "501", requestId },
      { from: "GPI", to: MAIN_WALLET, amount: "500", requestId },
      { from: MAIN_WALLET, to: "TF", amount: "500", requestId },
    ]) {
      const res = await transfer(body);
      expect(res.statusCode).toBe(409);
      expectError(res, "idempotency_conflict");
    }
    // A return-balance under a wallet transfer's key is another request too.
    expectError(await post(PATHS.returnBalance, { requestId }, demo), "idempotency_conflict");
    expect(await snapshot()).toEqual(before);
  });

  it("concurrent retries of one request move the money once and all get the first answer", async () => {
    const body = { from: MAIN_WALLET, to: "IBC", amount: "31415", requestId: rid("race") };
    const before = await balanceOfDemo();
    const answers = await Promise.all(Array.from({ length: 6 }, () => transfer(body)));
    const values = answers.map((res) => okValue<BalanceValue>(res));
    for (const value of values) expect(value).toEqual(values[0]);
    expect(values[0]!.mainBalance).toBe((BigInt(before.mainBalance) - 31415n).toString());
    expect((await balanceOfDemo()).mainBalance).toBe(values[0]!.mainBalance);
  });

  it("a retry answers its first result even after the vendor was disabled", async () => {
    const body = { from: MAIN_WALLET, to: "TF", amount: "900", requestId: rid("disabled") };
    const first = okValue<BalanceValue>(await transfer(body));
    await t.db.query("update game_vendor set enabled = false where vendor_code = 'TF'");
    try {
      expect(okValue<BalanceValue>(await transfer(body))).toEqual(first);
      expectError(await transfer({ ...body, requestId: rid() }), "wallet_not_found");
    } finally {
      await t.db.query("update game_vendor set enabled = true where vendor_code = 'TF'");
    }
  });

  it("keys are the member's own: another member's request with demo01's requestId is a new request", async () => {
    const requestId = rid("shared");
    okValue(await transfer({ from: MAIN_WALLET, to: "GPI", amount: "100", requestId }));
    const other = await createMember(t.db);
    const headers = await headersOf(other.id);
    const demoBefore = await balanceOfDemo();
    // Not demo01's stored answer, and not demo01's money: the other member has none.
    expectError(
      await transfer({ from: MAIN_WALLET, to: "GPI", amount: "100", requestId }, headers),
      "insufficient_balance",
    );
    expectError(
      await transfer({ from: "GPI", to: MAIN_WALLET, amount: "100", requestId: rid() }, headers),
      "insufficient_balance",
    );
    const otherBalance = okValue<BalanceValue>(await get(t.app, PATHS.balance, headers));
    expect(otherBalance.sumBalance).toBe("0");
    expect(otherBalance.wallets.every((w) => w.balance === "0")).toBe(true);
    const returned = okValue<BalanceValue>(await post(PATHS.returnBalance, { requestId: rid() }, headers));
    expect(returned.sumBalance).toBe("0");
    expect(await balanceOfDemo()).toEqual(demoBefore);
  });
});

describe("return balance", () => {
  it("brings every vendor wallet back to MAIN in one operation; a retry answers the same", async () => {
    okValue(await transfer({ from: MAIN_WALLET, to: "GPI", amount: "2000", requestId: rid() }));
    okValue(await transfer({ from: MAIN_WALLET, to: "TF", amount: "3000", requestId: rid() }));
    const before = await balanceOfDemo();
    const vendorSum = before.wallets.reduce((sum, w) => sum + BigInt(w.balance), 0n);
    expect(vendorSum).toBeGreaterThan(5000n);
    const requestId = rid("return");
    let answer: BalanceValue | undefined;
    const events = await eventsDuring(demoId, async () => {
      answer = okValue<BalanceValue>(await post(PATHS.returnBalance, { requestId }, demo));
    });
    expect(events).toEqual([{ type: "balance_changed" }]);
    expect(answer!.mainBalance).toBe(before.sumBalance);
    expect(answer!.sumBalance).toBe(before.sumBalance);
    expect(answer!.wallets.every((w) => w.balance === "0")).toBe(true);
    const { rows } = await t.db.query<{ kind: string; transfers: string }>(
      `select o.kind, count(tr.id)::text as transfers from ledger_operation o
         left join ledger_transfer tr on tr.operation_id = o.id
        where o.idempotency_key = $1 group by o.kind`,
      [`m${demoId}:${requestId}`],
    );
    const nonEmpty = before.wallets.filter((w) => w.balance !== "0").length;
    expect(rows).toEqual([{ kind: "return_balance", transfers: String(nonEmpty) }]);

    okValue(await transfer({ from: MAIN_WALLET, to: "GPI", amount: "10", requestId: rid() }));
    const again = okValue<BalanceValue>(await post(PATHS.returnBalance, { requestId }, demo));
    expect(again).toEqual(answer);
    expect(walletOf(await balanceOfDemo(), "GPI")).toBe("10");
  });

  it("returns money from a vendor no longer listed too, and nothing to return is still a success", async () => {
    okValue(await transfer({ from: MAIN_WALLET, to: "IBC", amount: "4321", requestId: rid() }));
    okValue(await post(PATHS.returnBalance, { requestId: rid() }, demo));
    okValue(await transfer({ from: MAIN_WALLET, to: "IBC", amount: "4321", requestId: rid() }));
    await t.db.query("update game_vendor set wallet_mode = 'seamless' where vendor_code = 'IBC'");
    try {
      const before = await balanceOfDemo();
      expect(before.wallets.map((w) => w.vendorCode)).not.toContain("IBC");
      const answer = okValue<BalanceValue>(await post(PATHS.returnBalance, { requestId: rid() }, demo));
      expect(answer.mainBalance).toBe(before.sumBalance);
      expect(await balanceOf(t.db, vendorWallet(demoId, "IBC"))).toBe(0n);
    } finally {
      await t.db.query("update game_vendor set wallet_mode = 'transfer' where vendor_code = 'IBC'");
    }
    const transfersBefore = await count("select 1 from ledger_transfer");
    const events = await eventsDuring(demoId, async () => {
      const empty = okValue<BalanceValue>(await post(PATHS.returnBalance, { requestId: rid() }, demo));
      expect(empty.mainBalance).toBe(empty.sumBalance);
    });
    expect(events).toEqual([]);
    expect(await count("select 1 from ledger_transfer")).toBe(transfersBefore);
  });
});

describe("trial accounts and sessions", () => {
  it("a trial account sees and moves its demo money", async () => {
    const trial = await createMember(t.db, { isAgent: TRIAL_ACCOUNT_TYPE });
    const headers = await headersOf(trial.id);
    await runOperation(t.db, { key: "grant", kind: "trial_grant", memberId: trial.id, fingerprint: {} }, async (op) => {
      await op.transfer([{ from: system("trial_funding", trial.id), to: main(trial.id), amount: 50_000n }]);
      return null;
    });
    expect(okValue<BalanceValue>(await get(t.app, PATHS.balance, headers)).mainBalance).toBe("50000");
    const moved = okValue<BalanceValue>(
      await transfer({ from: MAIN_WALLET, to: "GPI", amount: "20000", requestId: rid() }, headers),
    );
    expect(walletOf(moved, "GPI")).toBe("20000");
    const back = okValue<BalanceValue>(await post(PATHS.returnBalance, { requestId: rid() }, headers));
    expect(back.mainBalance).toBe("50000");
    expect(okValue(await get(t.app, PATHS.consolidatedFunds, headers))).toMatchObject({ mainBalance: "50000" });
  });

  it("without a token → please_login_first; an unknown token → session_expired; nothing moves", async () => {
    const before = await snapshot();
    const body = { from: MAIN_WALLET, to: "GPI", amount: "100", requestId: rid() };
    for (const [method, url, payload] of [
      ["GET", PATHS.balance, undefined],
      ["GET", PATHS.consolidatedFunds, undefined],
      ["POST", PATHS.walletTransfer, body],
      ["POST", PATHS.returnBalance, { requestId: rid() }],
    ] as const) {
      expectError(await t.app.inject({ method, url, ...(payload ? { payload } : {}) }), "please_login_first");
      expectError(
        await t.app.inject({ method, url, headers: bearer("x".repeat(43)), ...(payload ? { payload } : {}) }),
        "session_expired",
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});
