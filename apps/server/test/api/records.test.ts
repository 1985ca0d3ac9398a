import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAIN_WALLET,
  PATHS,
  RECORD_MAX_RANGE_DAYS,
  TRIAL_ACCOUNT_TYPE,
  type TransactionRow,
  type TransactionsValue,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import { bearer } from "../support/login.ts";
import { createMember } from "../support/members.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { createSession } from "../../src/modules/account/index.ts";
import {
  main,
  runOperation,
  system,
  withdrawalHold,
  type Leg,
  type OperationKind,
} from "../../src/modules/ledger/ledger.ts";
import { STATEMENT_SQL as RECORD_SQL } from "../../src/modules/ledger/index.ts";

/**
 * The account record (ODSFE2_MemTransDet) read from the ledger: every operation kind that touches
 * the main wallet with its member-facing type and sign, the balance after, reference and remark;
 * type filters, totals over the whole filtered range, paging, whole days in Asia/Ho_Chi_Minh,
 * privacy between members, and index use on a large ledger.
 */

let t: TestApp;
let member: bigint;
let headers: Record<string, string>;
let seq = 0;
const rid = () => `records-${Date.now().toString(36)}-${(seq++).toString().padStart(6, "0")}`;

/** Today in the brand's time zone (UTC+7). */
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function headersOf(memberId: bigint) {
  const session = await createSession(t.db, { memberId, method: "username", ip: "127.0.0.1", userAgent: "" });
  return bearer(session.token);
}

async function op(
  memberId: bigint,
  kind: OperationKind,
  legs: Leg[],
  extra: { reference?: string; remark?: string } = {},
) {
  await runOperation(t.db, { key: rid(), kind, memberId, fingerprint: {}, ...extra }, async (o) => {
    await o.transfer(legs);
    return null;
  });
}

function records(query: Record<string, string | number>, h = headers) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return get(t.app, `${PATHS.memberTransactions}?${search}`, h);
}

const todayRange = () => ({ startDate: today(), endDate: today() });

/** The rows we expect, newest first, as [type, amount, balanceAfter, wallet, reference, remark]. */
type Expected = [TransactionRow["type"], string, string, string, string, string];
const shape = (row: TransactionRow): Expected => [
  row.type,
  row.amount,
  row.balanceAfter,
  row.wallet,
  row.reference,
  row.remark,
];

beforeAll(async () => {
  t = await createTestApp();
  const created = await createMember(t.db);
  member = created.id;
  headers = await headersOf(member);
  const m = member;
  await op(m, "deposit_credit", [{ from: system("deposit_clearing", m), to: main(m), amount: 500_000n }], {
    reference: "D100001",
  });
  await op(m, "withdrawal_request", [{ from: main(m), to: withdrawalHold(m), amount: 100_000n }], {
    reference: "W100002",
  });
  await op(m, "withdrawal_reject", [{ from: withdrawalHold(m), to: main(m), amount: 100_000n }], {
    reference: "W100002",
  });
  await op(m, "withdrawal_request", [{ from: main(m), to: withdrawalHold(m), amount: 50_000n }], {
    reference: "W100003",
  });
  // Paid out from the hold: the main wallet is not touched, so the record does not show it.
  await op(m, "withdrawal_paid", [{ from: withdrawalHold(m), to: system("withdrawal_payout", m), amount: 50_000n }], {
    reference: "W100003",
  });
  await op(m, "withdrawal_refund", [{ from: system("withdrawal_payout", m), to: main(m), amount: 20_000n }], {
    reference: "W100003",
  });
  for (const body of [
    { from: MAIN_WALLET, to: "GPI", amount: "70000" },
    { from: "GPI", to: MAIN_WALLET, amount: "20000" },
    { from: MAIN_WALLET, to: "TF", amount: "1000" },
  ]) {
    okValue(
      await t.app.inject({
        method: "POST",
        url: PATHS.walletTransfer,
        headers,
        payload: { ...body, requestId: rid() },
      }),
    );
  }
  okValue(await t.app.inject({ method: "POST", url: PATHS.returnBalance, headers, payload: { requestId: rid() } }));
  await op(m, "adjustment", [{ from: system("adjustments", m), to: main(m), amount: 12_345n }], { remark: "Goodwill" });
  await op(m, "adjustment", [{ from: main(m), to: system("adjustments", m), amount: 345n }], { remark: "Correction" });
  await op(m, "trial_grant", [{ from: system("trial_funding", m), to: main(m), amount: 1_000n }]);
  await op(m, "bet", [{ from: main(m), to: system("vendor_clearing", m, "EVO"), amount: 3_000n }], {
    reference: "R-1",
  });
  await op(m, "win", [{ from: system("vendor_clearing", m, "EVO"), to: main(m), amount: 9_000n }], {
    reference: "R-1",
  });
  await op(m, "rollback", [{ from: system("vendor_clearing", m, "EVO"), to: main(m), amount: 3_000n }], {
    reference: "R-2",
  });
});
afterAll(async () => {
  await expectLedgerValid(t.db);
  await t.close();
});

describe("account record", () => {
  it("lists every main-wallet transfer, newest first, typed, signed, with the balance after", async () => {
    const value = okValue<TransactionsValue>(await records({ ...todayRange(), size: 100 }));
    const list = value.list.map(shape);
    // return_balance brought GPI (50000) and TF (1000) back in one operation, legs in vendor-code order.
    expect(list).toEqual([
      ["rollback", "3000", "492000", "EVO", "R-2", ""],
      ["win", "9000", "489000", "EVO", "R-1", ""],
      ["bet", "-3000", "480000", "EVO", "R-1", ""],
      ["trial_grant", "1000", "483000", "", "", ""],
      ["adjustment", "-345", "482000", "", "", "Correction"],
      ["adjustment", "12345", "482345", "", "", "Goodwill"],
      ["transfer_in", "1000", "470000", "TF", "", ""],
      ["transfer_in", "50000", "469000", "GPI", "", ""],
      ["transfer_out", "-1000", "419000", "TF", "", ""],
      ["transfer_in", "20000", "420000", "GPI", "", ""],
      ["transfer_out", "-70000", "400000", "GPI", "", ""],
      ["withdrawal_refund", "20000", "470000", "", "W100003", ""],
      ["withdrawal", "-50000", "450000", "", "W100003", ""],
      ["withdrawal_refund", "100000", "500000", "", "W100002", ""],
      ["withdrawal", "-100000", "400000", "", "W100002", ""],
      ["deposit", "500000", "500000", "", "D100001", ""],
    ]);
    expect(value).toMatchObject({ total: 16, page: 1, size: 100 });
    expect(value.totalIn).toBe(
      String(500_000 + 100_000 + 20_000 + 20_000 + 50_000 + 1_000 + 12_345 + 1_000 + 9_000 + 3_000),
    );
    expect(value.totalOut).toBe(String(100_000 + 50_000 + 70_000 + 1_000 + 345 + 3_000));
    // Ids are the ledger transfer ids, times ISO instants of today.
    for (const row of value.list) {
      expect(row.id).toMatch(/^[1-9][0-9]*$/);
      expect(new Date(row.at).toISOString()).toBe(row.at);
    }
    const newestFirst = value.list.map((r) => [r.at, BigInt(r.id)] as const);
    for (let i = 1; i < newestFirst.length; i++) {
      const [at, id] = newestFirst[i]!;
      const [prevAt, prevId] = newestFirst[i - 1]!;
      expect(at < prevAt || (at === prevAt && id < prevId)).toBe(true);
    }
  });

  it("filters by type; the totals cover the whole filtered range, not one page", async () => {
    const value = okValue<TransactionsValue>(await records({ ...todayRange(), types: "withdrawal,withdrawal_refund" }));
    expect(value.list.map((r) => [r.type, r.amount])).toEqual([
      ["withdrawal_refund", "20000"],
      ["withdrawal", "-50000"],
      ["withdrawal_refund", "100000"],
      ["withdrawal", "-100000"],
    ]);
    expect(value).toMatchObject({ total: 4, totalIn: "120000", totalOut: "150000" });

    const transfers = okValue<TransactionsValue>(await records({ ...todayRange(), types: "transfer_out", size: 1 }));
    expect(transfers).toMatchObject({ total: 2, totalIn: "0", totalOut: "71000" });
    expect(transfers.list).toHaveLength(1);

    const repeated = okValue<TransactionsValue>(await records({ ...todayRange(), types: "bet,bet,win" }));
    expect(repeated.list.map((r) => r.type)).toEqual(["win", "bet"]);

    const none = okValue<TransactionsValue>(await records({ ...todayRange(), types: "trial_grant" }));
    expect(none.list.map((r) => r.amount)).toEqual(["1000"]);
    const all = okValue<TransactionsValue>(await records({ ...todayRange(), types: "" }));
    expect(all.total).toBe(16);
  });

  it("pages through the same order; past the end: an empty page with the totals", async () => {
    const everything = okValue<TransactionsValue>(await records({ ...todayRange(), size: 100 })).list.map((r) => r.id);
    const pages: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const value = okValue<TransactionsValue>(await records({ ...todayRange(), page, size: 5 }));
      expect(value).toMatchObject({ total: 16, page, size: 5 });
      pages.push(...value.list.map((r) => r.id));
    }
    expect(pages).toEqual(everything);
    const beyond = okValue<TransactionsValue>(await records({ ...todayRange(), page: 9, size: 5 }));
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(16);
    expect(beyond.totalIn).not.toBe("0");
    const defaults = okValue<TransactionsValue>(await records(todayRange()));
    expect(defaults).toMatchObject({ page: 1, size: 20 });
  });

  it("another member sees only their own record; a member with no account yet sees an empty one", async () => {
    const other = await createMember(t.db);
    const value = okValue<TransactionsValue>(await records(todayRange(), await headersOf(other.id)));
    expect(value).toEqual({ total: 0, page: 1, size: 20, list: [], totalIn: "0", totalOut: "0" });
    // demo01 has its opening balance today; this member's record shows none of it.
    const demo = (await t.db.query<{ id: bigint }>("select id from member where account = 'demo01'")).rows[0]!.id;
    const demoRecord = okValue<TransactionsValue>(await records(todayRange(), await headersOf(demo)));
    expect(demoRecord.list.map((r) => r.type)).toEqual(["adjustment"]);
    const mine = okValue<TransactionsValue>(await records({ ...todayRange(), size: 100 }));
    const demoIds = new Set(demoRecord.list.map((r) => r.id));
    expect(mine.list.some((r) => demoIds.has(r.id))).toBe(false);
  });

  it("a trial account sees its demo money's record; no token → please_login_first", async () => {
    const trial = await createMember(t.db, { isAgent: TRIAL_ACCOUNT_TYPE });
    await op(trial.id, "trial_grant", [
      { from: system("trial_funding", trial.id), to: main(trial.id), amount: 2_000_000n },
    ]);
    const value = okValue<TransactionsValue>(await records(todayRange(), await headersOf(trial.id)));
    expect(value.list.map(shape)).toEqual([["trial_grant", "2000000", "2000000", "", "", ""]]);
    expectError(
      await get(t.app, `${PATHS.memberTransactions}?startDate=${today()}&endDate=${today()}`),
      "please_login_first",
    );
  });
});

describe("dates in Asia/Ho_Chi_Minh", () => {
  let dated: bigint;
  let datedHeaders: Record<string, string>;
  beforeAll(async () => {
    const created = await createMember(t.db);
    dated = created.id;
    datedHeaders = await headersOf(dated);
    const m = dated;
    for (let i = 0; i < 5; i++) {
      await op(
        m,
        "deposit_credit",
        [{ from: system("deposit_clearing", m), to: main(m), amount: BigInt(1000 * (i + 1)) }],
        {
          reference: `D20000${i}`,
        },
      );
    }
    // Transfers are immutable; to have a past, these five are moved back in time (triggers off for
    // this one statement, before anything is sealed): 2026-01-10 23:59:59.999 and 2026-01-11 00:00
    // in Vietnam, 2025-10-12, 2026-01-11 noon, and today.
    const client = await t.db.connect();
    try {
      await client.query("begin");
      await client.query("set local session_replication_role = replica");
      await client.query(
        `update ledger_transfer t set created_at = v.at::timestamptz
           from (values ('D200000', '2026-01-10T16:59:59.999Z'), ('D200001', '2026-01-10T17:00:00Z'),
                        ('D200002', '2025-10-12T05:00:00Z'), ('D200003', '2026-01-11T05:00:00Z')) v (ref, at),
                ledger_operation o
          where o.id = t.operation_id and o.reference = v.ref and o.member_id = $1`,
        [m],
      );
      await client.query("commit");
    } finally {
      client.release();
    }
  });

  const refsOf = (value: TransactionsValue) => value.list.map((r) => r.reference);

  it("counts whole days at UTC+7, both ends inclusive", async () => {
    const day10 = okValue<TransactionsValue>(
      await records({ startDate: "2026-01-10", endDate: "2026-01-10" }, datedHeaders),
    );
    expect(refsOf(day10)).toEqual(["D200000"]);
    const day11 = okValue<TransactionsValue>(
      await records({ startDate: "2026-01-11", endDate: "2026-01-11" }, datedHeaders),
    );
    expect(refsOf(day11)).toEqual(["D200003", "D200001"]);
    const both = okValue<TransactionsValue>(
      await records({ startDate: "2026-01-10", endDate: "2026-01-11" }, datedHeaders),
    );
    expect(refsOf(both)).toEqual(["D200003", "D200001", "D200000"]);
    expect(both.totalIn).toBe(String(4000 + 2000 + 1000));
    const now = okValue<TransactionsValue>(await records(todayRange(), datedHeaders));
    expect(refsOf(now)).toEqual(["D200004"]);
  });

  it(`accepts ${RECORD_MAX_RANGE_DAYS} days inclusive, no more`, async () => {
    const end = "2026-01-11";
    const start = shiftDay(end, -(RECORD_MAX_RANGE_DAYS - 1));
    expect(start).toBe("2025-10-12");
    const widest = okValue<TransactionsValue>(await records({ startDate: start, endDate: end }, datedHeaders));
    expect(refsOf(widest)).toEqual(["D200003", "D200001", "D200000", "D200002"]);
    expectError(await records({ startDate: shiftDay(start, -1), endDate: end }, datedHeaders), "validation_failed");
    // The future is allowed (the next-7/30-days presets): nothing there yet.
    const next = okValue<TransactionsValue>(
      await records({ startDate: shiftDay(today(), 1), endDate: shiftDay(today(), 30) }, datedHeaders),
    );
    expect(next.total).toBe(0);
  });
});

describe("index use", () => {
  it("reads one member's record by index range on a large ledger, never a sequential scan of transfers", async () => {
    const client = await t.db.connect();
    try {
      await client.query("begin");
      // Two years of history (rolled back at the end): 20 000 operations of one transfer each, every
      // 45 minutes, half of them crediting or debiting this member's main wallet; then fresh
      // statistics. The record of one week must come from an index range, not from scanning it all.
      const { rows: accounts } = await client.query<{ id: bigint }>(
        `select id from ledger_account where kind = 'player_main' and member_id = $1
         union all (select id from ledger_account where not is_player order by id limit 2)`,
        [member],
      );
      const [mainId, a, b] = accounts.map((r) => r.id);
      await client.query(
        `with ops as (
           insert into ledger_operation (idempotency_key, kind, member_id, fingerprint, created_at)
           select 'sys:index-probe-' || g, 'adjustment', null, '\\x00', now() - make_interval(mins => 45 * g)
             from generate_series(1, 20000) g
           returning id, created_at, right(idempotency_key, -16)::int as g
         )
         insert into ledger_transfer (operation_id, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after, created_at)
         select id,
                case g % 4 when 0 then $1::int8 when 1 then $2::int8 when 2 then $2::int8 else $3::int8 end,
                case g % 4 when 0 then $2::int8 when 1 then $1::int8 when 2 then $3::int8 else $2::int8 end,
                1, 0, 0, created_at
           from ops`,
        [mainId, a, b],
      );
      await client.query("analyze ledger_transfer");
      await client.query("analyze ledger_operation");
      await client.query("analyze ledger_account");
      const from = new Date(Date.now() - 7 * 86_400_000);
      const { rows } = await client.query<{ "QUERY PLAN": unknown }>(`explain (format json) ${RECORD_SQL}`, [
        member.toString(),
        from,
        new Date(),
        null,
        20,
        0,
      ]);
      const plan = JSON.stringify(rows[0]!["QUERY PLAN"]);
      expect(plan).toContain('"Index Name":"ledger_transfer_credit_time"');
      expect(plan).toContain('"Index Name":"ledger_transfer_debit_time"');
      const seqScans = [...plan.matchAll(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"(\w+)"/g)].map((m) => m[1]);
      expect(seqScans).not.toContain("ledger_transfer");
      expect(seqScans).not.toContain("ledger_operation");
    } finally {
      await client.query("rollback");
      client.release();
    }
  });
});
