import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  WEAK_DEFAULT_PASSWORD,
  type ConsoleAffiliateApplication,
  type ConsoleAffiliateApproveValue,
  type ConsoleAgentDetail,
  type ConsoleAgentNode,
  type ConsoleAgentSettings,
  type ConsoleAgentTransfer,
  type ErrorCode,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { buildMember } from "../support/factories.ts";
import { verifyPassword } from "../../src/modules/account/index.ts";
import { ADMIN, CASHIER, auditRows, bearer, lastAuditId, operatorToken, touchSession } from "./console-support.ts";

/*
 * The console's agent screens (issue 13 item 7): tree browser, promotion, affiliate applications and
 * transfers. Every call needs the `agents` permission (admin), every change is audited, and a
 * refusal changes nothing.
 */

let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;
/** top (1) → sub (2) → leaf (0) → leafChild (0); loner (0) stands alone. */
const tree = { top: 0n, sub: 0n, leaf: 0n, leafChild: 0n, loner: 0n };
const PREFIX = "agc";

/** A member below `upline` (the closure rows come from the member_tree trigger). */
async function memberUnder(upline: bigint | null, account: string, isAgent: number): Promise<bigint> {
  return (
    await buildMember(t.db, { account: `${PREFIX}_${account}`, isAgent, ...(upline ? { uplineId: upline } : {}) })
  ).id;
}

async function application(name: string): Promise<string> {
  const { rows } = await t.db.query<{ id: bigint }>(
    `insert into affiliate_application (name, contact, channel, message, ip)
     values ($1, '{"telegram": "@partner"}', 'social', 'I run a fan page', '203.0.113.9') returning id`,
    [name],
  );
  return rows[0]!.id.toString();
}

/** Agent settings an operator saves (amounts in minor units: 100.00 đ, 2,000,000.00 đ, 5,000,000.00 đ, 500,000.00 đ). */
const SETTINGS: ConsoleAgentSettings = {
  announcement: "Thưởng tháng 12 đã được cộng.\nCảm ơn các đại lý!",
  transferMin: "10000",
  transferMax: "200000000",
  transferDailyMax: "500000000",
  activeMemberMinBet: "50000000",
};

const at = (path: string, id: bigint | string) => path.replace(":id", String(id));
const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: "POST", url, headers, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
  tree.top = await memberUnder(null, "top", 1);
  tree.sub = await memberUnder(tree.top, "sub", 2);
  tree.leaf = await memberUnder(tree.sub, "leaf", 0);
  tree.leafChild = await memberUnder(tree.leaf, "leafchild", 0);
  tree.loner = await memberUnder(null, "loner", 0);
});
afterAll(() => t.close());

/** A refused call changes nothing (no audit row either). */
async function expectRefused(run: () => Promise<{ statusCode: number; body: string }>, code: ErrorCode) {
  await touchSession(t.app, admin);
  await touchSession(t.app, cashier);
  const before = await snapshotDatabase(t.db);
  expectError((await run()) as Parameters<typeof expectError>[0], code);
  expect(await snapshotDatabase(t.db)).toEqual(before);
}

describe("permission", () => {
  // `:leaf`, `:top` and `:loner` stand for the tree's members (known once the database is up).
  const calls = [
    { method: "GET", url: `${CONSOLE_PATHS.agentTree}?q=${PREFIX}` },
    { method: "GET", url: at(CONSOLE_PATHS.agentNode, ":leaf") },
    { method: "GET", url: at(CONSOLE_PATHS.agentDownlines, ":top") },
    { method: "POST", url: at(CONSOLE_PATHS.agentPromote, ":loner"), payload: { reason: "good partner" } },
    { method: "GET", url: CONSOLE_PATHS.agentApplications },
    { method: "POST", url: at(CONSOLE_PATHS.agentApplicationApprove, "1"), payload: { account: "agc_nobody" } },
    { method: "POST", url: at(CONSOLE_PATHS.agentApplicationReject, "1"), payload: { reason: "no website" } },
    { method: "GET", url: CONSOLE_PATHS.agentTransfers },
    { method: "GET", url: CONSOLE_PATHS.agentSettings },
    { method: "PUT", url: CONSOLE_PATHS.agentSettings, payload: SETTINGS },
  ];
  const urlOf = (url: string) =>
    url.replace(":leaf", String(tree.leaf)).replace(":top", String(tree.top)).replace(":loner", String(tree.loner));

  beforeAll(() => application("Cashier Try"));

  it.each(calls.map((call) => [`${call.method} ${call.url}`, call] as const))(
    "refuses %s to a cashier, a caller without a session and an unknown token, nothing changed",
    async (_name, call) => {
      const send = (headers: Record<string, string>) => () =>
        t.app.inject({ method: call.method as "GET", url: urlOf(call.url), headers, payload: call.payload });
      await expectRefused(send(cashier), "forbidden");
      await expectRefused(send({}), "please_login_first");
      await expectRefused(send(bearer("not-a-token")), "session_expired");
    },
  );
});

describe("tree browser", () => {
  it("finds members by account prefix with their team size, direct downlines and balance", async () => {
    const found = okValue<{ total: number; list: ConsoleAgentNode[] }>(
      await get(t.app, `${CONSOLE_PATHS.agentTree}?q=${PREFIX}_`, admin),
    );
    const byAccount = Object.fromEntries(found.list.map((node) => [node.account, node]));
    expect(byAccount[`${PREFIX}_top`]).toMatchObject({
      isAgent: 1,
      uplineId: null,
      teamSize: 3,
      directCount: 1,
      balance: "0",
      status: "active",
    });
    expect(byAccount[`${PREFIX}_leaf`]).toMatchObject({ isAgent: 0, uplineId: tree.sub.toString(), teamSize: 1 });
    const exact = okValue<{ list: ConsoleAgentNode[] }>(
      await get(t.app, `${CONSOLE_PATHS.agentTree}?q=${PREFIX}_LEAF`, admin),
    );
    expect(exact.list[0]!.account).toBe(`${PREFIX}_leaf`);
  });

  it("lists the top-level agents when the search is empty", async () => {
    const roots = okValue<{ list: ConsoleAgentNode[] }>(await get(t.app, `${CONSOLE_PATHS.agentTree}?size=100`, admin));
    const accounts = roots.list.map((node) => node.account);
    expect(accounts).toContain(`${PREFIX}_top`);
    expect(accounts).not.toContain(`${PREFIX}_sub`);
    expect(accounts).not.toContain(`${PREFIX}_loner`);
    expect(roots.list.every((node) => node.uplineId === null && [1, 41].includes(node.isAgent))).toBe(true);
  });

  it("shows a member's upline chain from the top and its direct downlines", async () => {
    const detail = okValue<ConsoleAgentDetail>(await get(t.app, at(CONSOLE_PATHS.agentNode, tree.leafChild), admin));
    expect(detail.member.account).toBe(`${PREFIX}_leafchild`);
    expect(detail.chain.map((node) => node.account)).toEqual([`${PREFIX}_top`, `${PREFIX}_sub`, `${PREFIX}_leaf`]);
    const downlines = okValue<{ total: number; list: ConsoleAgentNode[] }>(
      await get(t.app, at(CONSOLE_PATHS.agentDownlines, tree.top), admin),
    );
    expect(downlines).toMatchObject({ total: 1, list: [{ account: `${PREFIX}_sub`, teamSize: 2 }] });
  });

  it("answers not_found for an unknown member and validation_failed for a bad id", async () => {
    expectError(await get(t.app, at(CONSOLE_PATHS.agentNode, "999999999"), admin), "not_found");
    expectError(await get(t.app, at(CONSOLE_PATHS.agentDownlines, "999999999"), admin), "not_found");
    expectError(await get(t.app, at(CONSOLE_PATHS.agentNode, "abc"), admin), "validation_failed");
    expectError(await get(t.app, `${CONSOLE_PATHS.agentTree}?size=1000`, admin), "validation_failed");
  });
});

describe("promotion", () => {
  it("makes a member below an agent a sub-agent (2) and audits it with the reason", async () => {
    const since = await lastAuditId(t.db);
    const detail = okValue<ConsoleAgentDetail>(
      await post(at(CONSOLE_PATHS.agentPromote, tree.leaf), admin, { reason: "runs a team" }),
    );
    expect(detail.member).toMatchObject({ account: `${PREFIX}_leaf`, isAgent: 2 });
    expect(await auditRows(t.db, since)).toMatchObject([
      {
        operator: ADMIN.username,
        action: "agent.promote",
        target: `member:${tree.leaf}`,
        detail: { from: 0, to: 2, reason: "runs a team" },
      },
    ]);
  });

  it("makes a member without an agent above a top agent (1)", async () => {
    const detail = okValue<ConsoleAgentDetail>(
      await post(at(CONSOLE_PATHS.agentPromote, tree.loner), admin, { reason: "appointed" }),
    );
    expect(detail.member.isAgent).toBe(1);
    const { rows } = await t.db.query<{ is_agent: number }>("select is_agent from member where id = $1", [tree.loner]);
    expect(rows[0]!.is_agent).toBe(1);
  });

  it("refuses an agent, a trial account and a closed account with agent_promote_invalid, nothing changed", async () => {
    const trial = (await buildMember(t.db, { isAgent: 4 })).id;
    const closed = (await buildMember(t.db, { status: "closed" })).id;
    for (const id of [tree.top, tree.sub, trial, closed]) {
      await expectRefused(
        () => post(at(CONSOLE_PATHS.agentPromote, id), admin, { reason: "try again" }),
        "agent_promote_invalid",
      );
    }
  });

  it("refuses a missing or short reason and an unknown member, nothing changed", async () => {
    const plain = (await buildMember(t.db)).id;
    await expectRefused(() => post(at(CONSOLE_PATHS.agentPromote, plain), admin, {}), "validation_failed");
    await expectRefused(() => post(at(CONSOLE_PATHS.agentPromote, plain), admin, { reason: "x" }), "validation_failed");
    await expectRefused(
      () => post(at(CONSOLE_PATHS.agentPromote, plain), admin, { reason: "fine", extra: 1 }),
      "validation_failed",
    );
    await expectRefused(
      () => post(at(CONSOLE_PATHS.agentPromote, "999999999"), admin, { reason: "nobody" }),
      "not_found",
    );
  });
});

describe("affiliate applications", () => {
  it("lists pending applications with their contact", async () => {
    const id = await application("Fan Page Owner");
    const list = okValue<{ list: ConsoleAffiliateApplication[] }>(
      await get(t.app, `${CONSOLE_PATHS.agentApplications}?size=100`, admin),
    );
    expect(list.list.find((a) => a.id === id)).toMatchObject({
      name: "Fan Page Owner",
      contact: { telegram: "@partner" },
      channel: "social",
      status: "pending",
      member: null,
      reason: "",
      ip: "203.0.113.9",
    });
  });

  it("approves by creating the account as affiliate partner 41 with the temporary password it must change", async () => {
    const id = await application("New Partner");
    const since = await lastAuditId(t.db);
    const value = okValue<ConsoleAffiliateApproveValue>(
      await post(at(CONSOLE_PATHS.agentApplicationApprove, id), admin, { account: " AGC_Partner1 " }),
    );
    expect(value).toMatchObject({
      created: true,
      temporaryPassword: WEAK_DEFAULT_PASSWORD,
      application: { status: "approved", reviewedBy: ADMIN.username, member: { account: "agc_partner1", isAgent: 41 } },
    });
    const { rows } = await t.db.query<{ is_agent: number; must_change_password: boolean; password_hash: string }>(
      "select is_agent, must_change_password, password_hash from member where account = 'agc_partner1'",
    );
    expect(rows[0]).toMatchObject({ is_agent: 41, must_change_password: true });
    expect(await verifyPassword(rows[0]!.password_hash, WEAK_DEFAULT_PASSWORD)).toBe(true);
    expect(await auditRows(t.db, since)).toMatchObject([
      {
        action: "agent_application.approve",
        target: `affiliate_application:${id}`,
        detail: { account: "agc_partner1", isAgent: 41, created: true },
      },
    ]);
    await expectRefused(
      () => post(at(CONSOLE_PATHS.agentApplicationApprove, id), admin, { account: "agc_partner2" }),
      "agent_application_reviewed",
    );
    await expectRefused(
      () => post(at(CONSOLE_PATHS.agentApplicationReject, id), admin, { reason: "changed my mind" }),
      "agent_application_reviewed",
    );
  });

  it("approves an existing plain member by promoting it (42 below an agent), without a new password", async () => {
    const id = await application("Existing Member");
    const value = okValue<ConsoleAffiliateApproveValue>(
      await post(at(CONSOLE_PATHS.agentApplicationApprove, id), admin, { account: `${PREFIX}_leafchild` }),
    );
    expect(value).toMatchObject({ created: false, temporaryPassword: null, application: { member: { isAgent: 42 } } });
  });

  it("refuses to approve with an agent's account, a bad account name or an unknown application", async () => {
    const id = await application("Agent Again");
    await expectRefused(
      () => post(at(CONSOLE_PATHS.agentApplicationApprove, id), admin, { account: `${PREFIX}_top` }),
      "agent_promote_invalid",
    );
    for (const account of ["ab", "bad name", "-dash", "x".repeat(40), 42]) {
      await expectRefused(
        () => post(at(CONSOLE_PATHS.agentApplicationApprove, id), admin, { account }),
        "validation_failed",
      );
    }
    await expectRefused(
      () => post(at(CONSOLE_PATHS.agentApplicationApprove, "999999999"), admin, { account: "agc_ghost" }),
      "not_found",
    );
  });

  it("rejects with the reason, shown in the list and audited", async () => {
    const id = await application("No Website");
    await expectRefused(
      () => post(at(CONSOLE_PATHS.agentApplicationReject, id), admin, { reason: "" }),
      "validation_failed",
    );
    const since = await lastAuditId(t.db);
    const rejected = okValue<ConsoleAffiliateApplication>(
      await post(at(CONSOLE_PATHS.agentApplicationReject, id), admin, { reason: "No audience shown" }),
    );
    expect(rejected).toMatchObject({ status: "rejected", reason: "No audience shown", member: null });
    expect(await auditRows(t.db, since)).toMatchObject([
      { action: "agent_application.reject", detail: { reason: "No audience shown" } },
    ]);
    const list = okValue<{ list: ConsoleAffiliateApplication[] }>(
      await get(t.app, `${CONSOLE_PATHS.agentApplications}?status=rejected&size=100`, admin),
    );
    expect(list.list.map((a) => a.id)).toContain(id);
    expect(list.list.every((a) => a.status === "rejected")).toBe(true);
    expectError(await get(t.app, `${CONSOLE_PATHS.agentApplications}?status=maybe`, admin), "validation_failed");
  });
});

describe("transfers between agents", () => {
  beforeAll(async () => {
    const rows: [number, bigint, bigint, string, string, string][] = [
      [910_001, tree.top, tree.sub, "5000000", "down", "2026-11-20T03:00:00Z"],
      [910_002, tree.sub, tree.top, "1000000", "up", "2026-11-21T16:30:00Z"],
      [910_003, tree.sub, tree.leaf, "250000", "down", "2026-11-22T05:00:00Z"],
    ];
    for (const [operation, from, to, amount, direction, createdAt] of rows) {
      await t.db.query(
        `insert into agent_transfer (operation_id, from_id, to_id, amount, direction, created_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [operation, from, to, amount, direction, createdAt],
      );
    }
  });

  const list = async (query: string) =>
    okValue<{ total: number; sum: string; list: ConsoleAgentTransfer[] }>(
      await get(t.app, `${CONSOLE_PATHS.agentTransfers}?${query}`, admin),
    );

  it("lists them newest first by either side's account with their sum", async () => {
    const sub = await list(`account=${PREFIX}_SUB`);
    expect(sub.list.map((r) => r.operationId)).toEqual(["910003", "910002", "910001"]);
    expect(sub).toMatchObject({ total: 3, sum: "6250000" });
    expect(sub.list[0]).toMatchObject({
      from: { account: `${PREFIX}_sub`, isAgent: 2 },
      to: { account: `${PREFIX}_leaf` },
      amount: "250000",
      direction: "down",
    });
    expect((await list(`account=${PREFIX}_top&direction=up`)).list.map((r) => r.operationId)).toEqual(["910002"]);
    expect(await list("account=agc_nobody_at_all")).toEqual({ total: 0, sum: "0", list: [] });
  });

  it("filters by days of the brand's time zone (GMT+7)", async () => {
    // 2026-11-21T16:30Z is 2026-11-21 23:30 in Ho Chi Minh City; 2026-11-22T05:00Z is the 22nd.
    const day = await list(`account=${PREFIX}_sub&from=2026-11-21&to=2026-11-21`);
    expect(day.list.map((r) => r.operationId)).toEqual(["910002"]);
    expectError(
      await get(t.app, `${CONSOLE_PATHS.agentTransfers}?from=2026-11-22&to=2026-11-21`, admin),
      "validation_failed",
    );
    expectError(await get(t.app, `${CONSOLE_PATHS.agentTransfers}?direction=sideways`, admin), "validation_failed");
  });
});

describe("agent settings", () => {
  const put = (payload: unknown, headers = admin) =>
    t.app.inject({ method: "PUT", url: CONSOLE_PATHS.agentSettings, headers, payload: payload as object });

  it("reads and saves the announcement, transfer limits and active-member threshold, audited with before and after", async () => {
    const before = okValue<ConsoleAgentSettings>(await get(t.app, CONSOLE_PATHS.agentSettings, admin));
    const since = await lastAuditId(t.db);
    expect(okValue<ConsoleAgentSettings>(await put(SETTINGS))).toEqual(SETTINGS);
    expect(okValue<ConsoleAgentSettings>(await get(t.app, CONSOLE_PATHS.agentSettings, admin))).toEqual(SETTINGS);
    const { rows } = await t.db.query(
      `select agent_announcement, agent_transfer_min::text, agent_transfer_max::text, agent_transfer_daily_max::text,
              active_member_min_bet::text from brand where id = 1`,
    );
    expect(rows[0]).toEqual({
      agent_announcement: SETTINGS.announcement,
      agent_transfer_min: "10000",
      agent_transfer_max: "200000000",
      agent_transfer_daily_max: "500000000",
      active_member_min_bet: "50000000",
    });
    expect(await auditRows(t.db, since)).toMatchObject([
      {
        operator: ADMIN.username,
        action: "agent_settings.set",
        target: "brand:agents",
        detail: { from: before, to: SETTINGS },
      },
    ]);
  });

  it.each([
    ["a smallest transfer of zero", "validation_failed", { transferMin: "0" }],
    ["a smallest transfer above the largest", "validation_failed", { transferMin: "300000000" }],
    ["a largest transfer above the daily limit", "validation_failed", { transferMax: "600000000" }],
    ["a negative amount", "validation_failed", { activeMemberMinBet: "-1" }],
    ["a fraction", "validation_failed", { transferMax: "1000.5" }],
    ["a number instead of digits", "validation_failed", { transferMin: 10000 }],
    ["an amount above int8", "validation_failed", { transferDailyMax: "9223372036854775808" }],
    ["an announcement with a NUL", "text_invalid", { announcement: "hello\u0000" }],
    ["an announcement too long", "validation_failed", { announcement: "x".repeat(2001) }],
    ["an unknown field", "validation_failed", { extra: true }],
    ["a missing field", "validation_failed", { announcement: undefined }],
  ] as const)("refuses %s with %s, nothing changed", async (_name, code, change: Record<string, unknown>) => {
    const body = JSON.parse(JSON.stringify({ ...SETTINGS, ...change })) as object;
    await expectRefused(() => put(body), code);
  });
});
