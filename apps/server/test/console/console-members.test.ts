import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, type ConsoleMember, type MemberEvent } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { createMember } from "../support/members.ts";
import { main, runOperation, vendorWallet } from "../../src/modules/ledger/ledger.ts";
import { ADMIN, auditRows, bearer, lastAuditId, operatorToken, requestId, touchSession } from "./console-support.ts";

let t: TestApp;
let admin: Record<string, string>;
let alice: { id: bigint; account: string };
let bob: { id: bigint; account: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  alice = await createMember(t.db, {
    account: "alice_console",
    email: "Alice.Console@example.test",
    mobile: { dialingCode: "+84", number: "912000123" },
    payeeName: "NGUYEN THI ALICE",
  });
  bob = await createMember(t.db, { account: "bob_console", email: "bob@example.test" });
});
afterAll(() => t.close());

type Page<T> = { total: number; list: T[] };
type LedgerRow = {
  transferId: string;
  operationId: string;
  kind: string;
  account: string;
  counterparty: string;
  amount: string;
  balanceAfter: string;
  reference: string;
  remark: string;
};

const search = async (q: string, extra = "") =>
  okValue<Page<ConsoleMember>>(await get(t.app, `${CONSOLE_PATHS.members}?q=${encodeURIComponent(q)}${extra}`, admin));
const memberUrl = (path: string, id: bigint) => path.replace(":id", id.toString());
const adjust = (id: bigint, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: memberUrl(CONSOLE_PATHS.memberAdjust, id), headers: admin, payload: body });
const detail = async (id: bigint) =>
  okValue<ConsoleMember>(await get(t.app, memberUrl(CONSOLE_PATHS.member, id), admin));
const ledger = async (id: bigint, query = "") =>
  okValue<Page<LedgerRow>>(await get(t.app, `${memberUrl(CONSOLE_PATHS.memberLedger, id)}${query}`, admin));

describe("member search", () => {
  it.each([
    ["an account prefix", "alice_con"],
    ["an account in capitals", "ALICE_CONSOLE"],
    ["an e-mail", "alice.console@example.test"],
    ["an e-mail prefix in any case", "ALICE.CONSOLE@"],
    ["a mobile number with the dialling code", "+84912000123"],
    ["a mobile number with the trunk 0", "0912000123"],
    ["a bare mobile number", "912000123"],
    ["a mobile number in pieces", "+84 912 000 123"],
  ])("finds a member by %s", async (_name, q) => {
    const { list } = await search(q);
    expect(list.map((m) => m.account)).toContain("alice_console");
    expect(list.map((m) => m.account)).not.toContain("bob_console");
  });

  it("finds a member by id, and gives the profile and balances", async () => {
    const { list, total } = await search(alice.id.toString());
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({
      id: alice.id.toString(),
      account: "alice_console",
      status: "active",
      isAgent: 0,
      mobile: "+84912000123",
      email: "Alice.Console@example.test",
      payeeName: "NGUYEN THI ALICE",
      mainBalance: "0",
      vendorBalance: "0",
      withdrawalHold: "0",
      lastLoginAt: null,
    });
  });

  it("treats LIKE wildcards as text", async () => {
    expect((await search("%")).total).toBe(0);
    expect((await search("_lice")).total).toBe(0);
  });

  it("lists every member, newest first, with paging, for an empty query", async () => {
    const first = await search("", "&size=2");
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.list).toHaveLength(2);
    expect(first.list[0]!.account).toBe("bob_console");
    const second = await search("", "&size=2&page=2");
    expect(second.list[0]!.account).not.toBe(first.list[0]!.account);
  });

  it("shows the demo member's opening balance", async () => {
    const { list } = await search("demo01");
    expect(list[0]).toMatchObject({ account: "demo01", mainBalance: "100000000" });
  });

  it("answers not_found for a member that does not exist", async () => {
    expectError(await get(t.app, memberUrl(CONSOLE_PATHS.member, 999_999_999n), admin), "not_found");
    expectError(await get(t.app, memberUrl(CONSOLE_PATHS.memberLedger, 999_999_999n), admin), "not_found");
  });
});

describe("manual adjustment", () => {
  it("credits the main wallet through the ledger, signals the member, and audits it", async () => {
    const events: MemberEvent[] = [];
    const stop = t.app.realtime.subscribe(alice.id, (event) => events.push(event));
    const since = await lastAuditId(t.db);
    const body = {
      direction: "credit",
      amount: "50000000",
      reason: "Welcome bonus, ticket 42",
      requestId: requestId(),
    };
    const member = okValue<ConsoleMember>(await adjust(alice.id, body));
    stop();
    expect(member.mainBalance).toBe("50000000");
    expect(events).toEqual([{ type: "balance_changed" }]);
    const { rows } = await t.db.query<{ kind: string; remark: string; reference: string }>(
      "select kind, remark, reference from ledger_operation where member_id = $1",
      [alice.id.toString()],
    );
    expect(rows).toEqual([{ kind: "adjustment", remark: "Welcome bonus, ticket 42", reference: "operator:admin01" }]);
    const audit = await auditRows(t.db, since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator: "admin01",
      action: "member.adjust",
      target: `member:${alice.id}`,
      detail: { direction: "credit", amount: "50000000", reason: "Welcome bonus, ticket 42", balanceAfter: "50000000" },
    });
    await expectLedgerValid(t.db);
  });

  it("is idempotent by requestId: a repeat moves nothing and answers the same balance", async () => {
    const body = { direction: "credit", amount: "1000000", reason: "double click", requestId: requestId() };
    const first = okValue<ConsoleMember>(await adjust(alice.id, body));
    const since = await lastAuditId(t.db);
    const transfers = (await t.db.query<{ n: number }>("select count(*)::int as n from ledger_transfer")).rows[0]!.n;
    const second = okValue<ConsoleMember>(await adjust(alice.id, body));
    expect(second.mainBalance).toBe(first.mainBalance);
    expect((await t.db.query<{ n: number }>("select count(*)::int as n from ledger_transfer")).rows[0]!.n).toBe(
      transfers,
    );
    expect(await auditRows(t.db, since)).toEqual([]);
  });

  it("refuses the same requestId with another amount (idempotency_conflict) and changes nothing", async () => {
    const body = { direction: "credit", amount: "2000000", reason: "first try", requestId: requestId() };
    okValue(await adjust(alice.id, body));
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    expectError(await adjust(alice.id, { ...body, amount: "3000000" }), "idempotency_conflict");
    expectError(await adjust(alice.id, { ...body, direction: "debit" }), "idempotency_conflict");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("scopes the requestId to the member: the same id for another member is another adjustment", async () => {
    const id = requestId();
    okValue(await adjust(alice.id, { direction: "credit", amount: "100", reason: "scoped", requestId: id }));
    const other = okValue<ConsoleMember>(
      await adjust(bob.id, { direction: "credit", amount: "700", reason: "scoped", requestId: id }),
    );
    expect(other.mainBalance).toBe("700");
  });

  it("debits the main wallet, and refuses a debit above the balance with insufficient_balance", async () => {
    const start = BigInt((await detail(bob.id)).mainBalance);
    const after = okValue<ConsoleMember>(
      await adjust(bob.id, { direction: "debit", amount: "200", reason: "correction", requestId: requestId() }),
    );
    expect(BigInt(after.mainBalance)).toBe(start - 200n);
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    const res = await adjust(bob.id, {
      direction: "debit",
      amount: (start - 200n + 1n).toString(),
      reason: "too much",
      requestId: requestId(),
    });
    expectError(res, "insufficient_balance");
    expect(await snapshotDatabase(t.db)).toEqual(before);
    await expectLedgerValid(t.db);
  });

  it.each([
    ["no reason", { reason: undefined }],
    ["an empty reason", { reason: "" }],
    ["a reason of spaces", { reason: "      " }],
    ["a two-letter reason", { reason: "ok" }],
  ])("needs a reason: %s is refused and changes nothing", async (_name, change) => {
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    const body: Record<string, unknown> = { direction: "credit", amount: "100", requestId: requestId() };
    if (change.reason !== undefined) body.reason = change.reason;
    expectError(await adjust(alice.id, body), "validation_failed");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("answers not_found for an adjustment of a member that does not exist, and writes nothing", async () => {
    await touchSession(t.app, admin);
    const before = await snapshotDatabase(t.db);
    const res = await adjust(999_999_999n, {
      direction: "credit",
      amount: "100",
      reason: "ghost",
      requestId: requestId(),
    });
    expectError(res, "not_found");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("member ledger", () => {
  it("lists the member's transfers newest first, each from the member's account's side", async () => {
    const carol = await createMember(t.db, { account: "carol_console" });
    okValue(await adjust(carol.id, { direction: "credit", amount: "9000", reason: "opening", requestId: requestId() }));
    // A wallet transfer between two of carol's own accounts shows from both sides.
    await runOperation(
      t.db,
      { key: "console-test-transfer", kind: "wallet_transfer", memberId: carol.id, fingerprint: { amount: 4000n } },
      async (op) => {
        await op.transfer([{ from: main(carol.id), to: vendorWallet(carol.id, "GPI"), amount: 4000n }]);
        return null;
      },
    );
    okValue(await adjust(carol.id, { direction: "debit", amount: "1000", reason: "fee back", requestId: requestId() }));

    const { total, list } = await ledger(carol.id);
    expect(total).toBe(4);
    expect(list.map((r) => [r.kind, r.account, r.counterparty, r.amount, r.balanceAfter, r.remark])).toEqual([
      ["adjustment", "main", "adjustments", "-1000", "4000", "fee back"],
      ["wallet_transfer", "vendor:GPI", "main", "4000", "4000", ""],
      ["wallet_transfer", "main", "vendor:GPI", "-4000", "5000", ""],
      ["adjustment", "main", "adjustments", "9000", "9000", "opening"],
    ]);
    expect(list[1]!.transferId).toBe(list[2]!.transferId);
    expect(list[0]!.reference).toBe("operator:admin01");

    const page2 = await ledger(carol.id, "?size=3&page=2");
    expect(page2.total).toBe(4);
    expect(page2.list.map((r) => r.remark)).toEqual(["opening"]);

    const member = await detail(carol.id);
    expect(member).toMatchObject({ mainBalance: "4000", vendorBalance: "4000", withdrawalHold: "0" });
    await expectLedgerValid(t.db);
  });

  it("is empty for a member without money", async () => {
    const dan = await createMember(t.db);
    expect(await ledger(dan.id)).toEqual({ total: 0, list: [] });
  });
});
