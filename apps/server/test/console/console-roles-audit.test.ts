import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, CONSOLE_PERMISSIONS } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { createMember } from "../support/members.ts";
import { runAdminCommand } from "../../src/cli/admin-commands.ts";
import { CliError } from "../../src/cli/cli-database.ts";
import { verifyOperatorAudit } from "../../src/modules/operator/index.ts";
import {
  ADMIN,
  CASHIER,
  auditRows,
  bearer,
  lastAuditId,
  operatorToken,
  requestId,
  touchSession,
} from "./console-support.ts";

let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;
let memberId: bigint;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
  memberId = (await createMember(t.db, { account: "roles_member" })).id;
});
afterAll(() => t.close());

const at = (path: string, id: string | bigint) => path.replace(/:id\b/, String(id));
/** `:id` in a path stands for the test member (known only once the database is up). */
const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: method as "GET",
    url: url.replace(/:id\b/, String(memberId)),
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const cashierSettings = {
  deposit: { enabled: true, minAmount: "5000000", maxAmount: "50000000000", expiryMinutes: 30 },
  withdraw: { enabled: true, minAmount: "10000000", maxAmount: "20000000000", dailyCount: 5, autoReceiptMinutes: 60 },
};

/** Valid requests of every admin-only call (the cashier must get `forbidden` and change nothing). */
/** The operator the "create operator" call makes (the admin's run creates it before changing it). */
const madeOperator = (path: string) => path.replace(":username", "cashier.made");
const adminOnly = () => [
  {
    name: "adjustment",
    method: "POST",
    url: CONSOLE_PATHS.memberAdjust,
    payload: { direction: "credit", amount: "100", reason: "goodwill", requestId: requestId() },
  },
  { name: "receiving accounts", method: "GET", url: CONSOLE_PATHS.receivingAccounts },
  {
    name: "add receiving account",
    method: "POST",
    url: CONSOLE_PATHS.receivingAccounts,
    payload: { bankCode: "ACB", accountNumber: "12345678", accountName: "LOTUS", enabled: true },
  },
  {
    name: "change receiving account",
    method: "PUT",
    url: at(CONSOLE_PATHS.receivingAccount, "1"),
    payload: { bankCode: "VCB", accountNumber: "1023456789", accountName: "CONG TY LOTUS GAMING", enabled: false },
  },
  { name: "cashier settings", method: "GET", url: CONSOLE_PATHS.cashierSettings },
  { name: "change cashier settings", method: "PUT", url: CONSOLE_PATHS.cashierSettings, payload: cashierSettings },
  { name: "system", method: "GET", url: CONSOLE_PATHS.system },
  {
    name: "change system",
    method: "PUT",
    url: CONSOLE_PATHS.system,
    payload: { maintenance: true, restrictedCountries: [], loginRequired: false },
  },
  { name: "whitelabel", method: "GET", url: CONSOLE_PATHS.whitelabel },
  {
    name: "change whitelabel",
    method: "PUT",
    url: CONSOLE_PATHS.whitelabel,
    payload: { flags: [{ modId: "FREEPLAY3", enabled: false }] },
  },
  { name: "register rules", method: "GET", url: CONSOLE_PATHS.registerRules },
  { name: "change register rules", method: "PUT", url: CONSOLE_PATHS.registerRules, payload: { rules: [] } },
  { name: "audit", method: "GET", url: CONSOLE_PATHS.audit },
  { name: "ledger status", method: "GET", url: CONSOLE_PATHS.ledgerStatus },
  { name: "operators", method: "GET", url: CONSOLE_PATHS.operators },
  {
    name: "create operator",
    method: "POST",
    url: CONSOLE_PATHS.operators,
    payload: { username: "cashier.made", displayName: "x", role: "admin", password: "Long-Enough-9" },
  },
  { name: "change operator", method: "PATCH", url: madeOperator(CONSOLE_PATHS.operator), payload: { role: "cashier" } },
  { name: "reset operator", method: "POST", url: madeOperator(CONSOLE_PATHS.operatorReset), payload: { totp: true } },
  {
    name: "freeze member",
    method: "POST",
    url: CONSOLE_PATHS.memberState,
    payload: { action: "freeze", reason: "cashier tries" },
  },
];

describe("roles", () => {
  it("the contract gives the cashier the dashboard, the queues, member views, the front desk's support and KYC work and read-only views only", () => {
    const cashierMay = Object.entries(CONSOLE_PERMISSIONS)
      .filter(([, roles]) => (roles as readonly string[]).includes("cashier"))
      .map(([permission]) => permission);
    // Issue 15 adds the engagement domains' read-only views (fortune, points, promotions, rewards, VIP);
    // issue 16 the front desk's work — answering feedback and support chats, reviewing KYC documents —
    // and read-only views of chat, content, messages and protection.
    expect(cashierMay.sort()).toEqual([
      "chatRead",
      "contentRead",
      "dashboard",
      "fortuneRead",
      "gamesRead",
      "kyc",
      "kycRead",
      "lotteryRead",
      "members",
      "messagesRead",
      "pointsRead",
      "promotionsRead",
      "protectionRead",
      "queues",
      "rewardsRead",
      "support",
      "supportRead",
      "vipRead",
    ]);
  });

  it.each(adminOnly().map((c) => [c.name, c] as const))(
    "refuses the cashier %s with forbidden, and nothing changes",
    async (_name, c) => {
      await touchSession(t.app, cashier);
      const before = await snapshotDatabase(t.db);
      expectError(await call(c.method, c.url, cashier, c.payload), "forbidden");
      expect(await snapshotDatabase(t.db)).toEqual(before);
    },
  );

  it("lets the cashier search members and read a member and its ledger", async () => {
    const list = okValue<{ list: { account: string }[] }>(
      await get(t.app, `${CONSOLE_PATHS.members}?q=roles_member`, cashier),
    );
    expect(list.list.map((m) => m.account)).toEqual(["roles_member"]);
    okValue(await get(t.app, at(CONSOLE_PATHS.member, memberId), cashier));
    okValue(await get(t.app, at(CONSOLE_PATHS.memberLedger, memberId), cashier));
  });

  it("lets the cashier work the deposit and withdrawal queues", async () => {
    okValue(await get(t.app, CONSOLE_PATHS.deposits, cashier));
    okValue(await get(t.app, `${CONSOLE_PATHS.withdrawals}?status=all`, cashier));
  });

  it("lets the admin do everything the cashier may not", async () => {
    for (const c of adminOnly()) {
      const res = await call(c.method, c.url, admin, c.payload);
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(200);
    }
  });
});

describe("documentation and ledger status", () => {
  it("/docs/json describes every console call with its error responses", async () => {
    const res = await get(t.app, "/docs/json");
    const paths = res.json<{ paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> }>().paths;
    for (const path of Object.values(CONSOLE_PATHS)) {
      const operations = Object.values(paths[path.replace(/:(\w+)/g, "{$1}")] ?? {});
      expect(operations.length, path).toBeGreaterThan(0);
      for (const operation of operations) {
        expect(Object.keys(operation.responses ?? {}), path).toEqual(expect.arrayContaining(["400", "401", "403"]));
      }
    }
  });

  it("the admin sees the ledger status of ledger:verify", async () => {
    const status = okValue<{ ok: boolean; violations: string[]; transfers: number }>(
      await get(t.app, CONSOLE_PATHS.ledgerStatus, admin),
    );
    expect(status).toMatchObject({ ok: true, violations: [] });
    expect(status.transfers).toBeGreaterThan(0);
  });
});

describe("audit log", () => {
  it("every console action appends a row, in order, and the chain verifies", async () => {
    const since = await lastAuditId(t.db);
    const token = await operatorToken(t.app, t.db, ADMIN);
    const headers = bearer(token);
    okValue(
      await call("PUT", CONSOLE_PATHS.system, headers, {
        maintenance: false,
        restrictedCountries: ["US"],
        loginRequired: false,
      }),
    );
    okValue(await call("PUT", CONSOLE_PATHS.whitelabel, headers, { flags: [{ modId: "FREEPLAY3", enabled: true }] }));
    const account = okValue<{ id: string }>(
      await call("POST", CONSOLE_PATHS.receivingAccounts, headers, {
        bankCode: "BIDV",
        accountNumber: "99887766",
        accountName: "LOTUS AUDIT",
        enabled: true,
      }),
    );
    okValue(
      await call("PUT", at(CONSOLE_PATHS.receivingAccount, account.id), headers, {
        bankCode: "BIDV",
        accountNumber: "99887766",
        accountName: "LOTUS AUDIT",
        enabled: false,
      }),
    );
    okValue(await call("PUT", CONSOLE_PATHS.cashierSettings, headers, cashierSettings));
    okValue(
      await call("PUT", CONSOLE_PATHS.registerRules, headers, {
        rules: [{ field: "nickname", enabled: true, required: false, patternId: 0, minLength: 0, maxLength: 20 }],
      }),
    );
    okValue(
      await call("POST", at(CONSOLE_PATHS.memberAdjust, memberId), headers, {
        direction: "credit",
        amount: "250000",
        reason: "audit check",
        requestId: requestId(),
      }),
    );
    okValue(await call("DELETE", CONSOLE_PATHS.logout, headers));

    const rows = await auditRows(t.db, since);
    expect(rows.map((r) => r.action)).toEqual([
      "login",
      "system.update",
      "whitelabel.update",
      "receiving_account.create",
      "receiving_account.update",
      "cashier_setting.update",
      "register_rules.update",
      "member.adjust",
      "logout",
    ]);
    expect(new Set(rows.map((r) => r.operator))).toEqual(new Set(["admin01"]));
    expect(rows.find((r) => r.action === "member.adjust")).toMatchObject({
      target: `member:${memberId}`,
      detail: { direction: "credit", amount: "250000", reason: "audit check" },
    });
    // Only what changed (maintenance was switched on by the test before).
    expect(rows.find((r) => r.action === "system.update")!.detail).toEqual({
      maintenance: { from: true, to: false },
      restrictedCountries: { from: [], to: ["US"] },
    });

    const audit = okValue<{ total: number; list: { action: string }[]; chainValid: boolean }>(
      await get(t.app, `${CONSOLE_PATHS.audit}?size=3`, admin),
    );
    expect(audit.chainValid).toBe(true);
    expect(audit.list.map((r) => r.action)).toEqual(["logout", "member.adjust", "register_rules.update"]);
    expect(audit.total).toBeGreaterThanOrEqual(rows.length);
    expect(await verifyOperatorAudit(t.db)).toMatchObject({ brokenAt: null });
    expect(await runAdminCommand(t.db, ["operator-audit", "verify"], { actor: "cli:test" })).toMatch(
      /^operator_audit chain intact: \d+ rows$/,
    );
  });

  it("the log refuses updates and deletes", async () => {
    await expect(t.db.query("update operator_audit set action = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.db.query("delete from operator_audit")).rejects.toThrow(/append-only/);
  });

  it("detects a row edited behind the trigger's back (console badge and CLI)", async () => {
    const { rows } = await t.db.query<{ id: bigint }>(
      "select id from operator_audit where action = 'member.adjust' order by id limit 1",
    );
    const tampered = rows[0]!.id;
    await t.db.query("alter table operator_audit disable trigger operator_audit_immutable");
    await t.db.query(`update operator_audit set detail = jsonb_set(detail, '{amount}', '"999999999"') where id = $1`, [
      tampered.toString(),
    ]);
    await t.db.query("alter table operator_audit enable trigger operator_audit_immutable");

    expect(await verifyOperatorAudit(t.db)).toMatchObject({ brokenAt: tampered });
    const audit = okValue<{ chainValid: boolean }>(await get(t.app, CONSOLE_PATHS.audit, admin));
    expect(audit.chainValid).toBe(false);
    const failure = runAdminCommand(t.db, ["operator-audit", "verify"], { actor: "cli:test" });
    await expect(failure).rejects.toBeInstanceOf(CliError);
    await expect(failure).rejects.toThrow(`operator_audit chain BROKEN at id ${tampered} `);
  });

  it("detects a deleted row", async () => {
    // A fresh chain piece: the break found is the first row after the one removed.
    await t.db.query("alter table operator_audit disable trigger operator_audit_immutable");
    const { rows } = await t.db.query<{ id: bigint }>("select id from operator_audit order by id limit 2");
    await t.db.query("delete from operator_audit where id = $1", [rows[0]!.id.toString()]);
    await t.db.query("alter table operator_audit enable trigger operator_audit_immutable");
    expect(await verifyOperatorAudit(t.db)).toMatchObject({ brokenAt: rows[1]!.id });
  });
});
