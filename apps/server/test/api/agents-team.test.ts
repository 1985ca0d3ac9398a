import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BRAND_TIME_ZONE,
  PATHS,
  WEAK_DEFAULT_PASSWORD,
  type AgentCentreValue,
  type ErrorCode,
  type TeamMemberDetailValue,
  type TeamMembersValue,
  type TeamOverviewValue,
  type TeamRegisterValue,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { buildMember, loggedInMember, type LoggedInMember } from "../support/factories.ts";
import type { Headers } from "../http.ts";

/**
 * The agent tree and the team calls against a real database (issue 13): the closure table kept by
 * the member insert trigger (self rows, depths, one indexed read), who may enter the agent centre,
 * and subtree isolation at every depth — every agent call naming a sibling team's member, an upline
 * or a member three levels down in another branch is refused with agent_not_in_team and nothing is
 * read or changed.
 *
 *   A (1) ─┬─ B (2) ─┬─ D (2) ─── F (0)
 *          │         └─ G (0)
 *          └─ C (2) ──── E (0)
 *   X (1) ──── Y (2) ──── Z (2) ─── W (0)
 */

let t: TestApp;
type Node = LoggedInMember;
let A: Node, B: Node, C: Node, D: Node, E: Node, F: Node, G: Node, X: Node, Y: Node, Z: Node, W: Node;

async function node(isAgent: number, upline?: Node): Promise<Node> {
  return loggedInMember(t.db, { isAgent, uplineId: upline?.id, withPaymentPassword: "Pay-Pass-1234" });
}

beforeAll(async () => {
  t = await createTestApp();
  A = await node(1);
  B = await node(2, A);
  C = await node(2, A);
  D = await node(2, B);
  E = await node(0, C);
  F = await node(0, D);
  G = await node(0, B);
  X = await node(1);
  Y = await node(2, X);
  Z = await node(2, Y);
  W = await node(0, Z);
});
afterAll(() => t.close());

// Today in the brand's time zone (the reports' days): from 17:00 UTC it is already tomorrow in Vietnam.
const today = new Intl.DateTimeFormat("en-CA", { timeZone: BRAND_TIME_ZONE }).format(new Date());
const range = `from=${today}&to=${today}`;

describe("closure table", () => {
  it("holds the self row and every ancestor with its depth after inserts", async () => {
    const { rows } = await t.db.query<{ ancestor_id: bigint; depth: number }>(
      "select ancestor_id, depth from member_tree where descendant_id = $1 order by depth",
      [F.id],
    );
    expect(rows.map((r) => [r.ancestor_id, r.depth])).toEqual([
      [F.id, 0],
      [D.id, 1],
      [B.id, 2],
      [A.id, 3],
    ]);
    const team = await t.db.query<{ descendant_id: bigint; depth: number }>(
      "select descendant_id, depth from member_tree where ancestor_id = $1 and depth > 0 order by descendant_id",
      [A.id],
    );
    expect(team.rows.map((r) => r.descendant_id).sort()).toEqual([B.id, C.id, D.id, E.id, F.id, G.id].sort());
    const roots = await t.db.query<{ n: number }>(
      "select count(*)::int as n from member_tree where descendant_id = $1",
      [X.id],
    );
    expect(roots.rows[0]!.n).toBe(1);
  });

  it("answers a team-membership question with one indexed read of member_tree", async () => {
    const client = await t.db.connect();
    try {
      await client.query("begin");
      // A test database is tiny: forbid the sequential scan so the plan shows what the index serves.
      await client.query("set local enable_seqscan = off");
      const { rows } = await client.query<{ "QUERY PLAN": string }>(
        "explain select depth from member_tree where ancestor_id = $1 and descendant_id = $2",
        [A.id, F.id],
      );
      const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect(plan).toMatch(/Index (Only )?Scan using member_tree_(pkey|descendant) on member_tree/);
      expect(plan).not.toMatch(/Seq Scan/);
      await client.query("rollback");
    } finally {
      client.release();
    }
  });

  it("refuses to move a member to another upline", async () => {
    await expect(t.db.query("update member set upline_id = $1 where id = $2", [C.id, F.id])).rejects.toThrow(
      /upline_id of an existing member cannot change/,
    );
  });
});

describe("demo tree (seed)", () => {
  it("agent01 → agent02/agent03 → members, agent02 → agent04 → members (depth 3)", async () => {
    const { rows } = await t.db.query<{ account: string; depth: number; is_agent: number }>(
      `select m.account, t.depth, m.is_agent from member_tree t
         join member a on a.id = t.ancestor_id and a.account = 'agent01'
         join member m on m.id = t.descendant_id
        where t.depth > 0`,
    );
    const depth = Object.fromEntries(rows.map((r) => [r.account, [r.depth, r.is_agent]]));
    expect(depth).toMatchObject({
      agent02: [1, 2],
      agent03: [1, 2],
      agent04: [2, 2],
      newbie01: [1, 0],
      player101: [1, 0],
      player201: [2, 0],
      player301: [2, 0],
      player401: [3, 0],
    });
    expect(rows.length).toBeGreaterThanOrEqual(24);
  });
});

describe("who enters the agent centre", () => {
  it("an agent gets its centre; a member gets error_not_agent; a trial account member_no_enter", async () => {
    const centre = okValue<AgentCentreValue>(await get(t.app, PATHS.agentCentre, A.headers));
    expect(centre).toMatchObject({ isAgent: 1, account: A.account });
    expect(centre.flags).toEqual({ enableCt: false, salary: false, hourSalary: false, realtimeSalary: false });
    expectError(await get(t.app, PATHS.agentCentre, F.headers), "error_not_agent");
    const trial = await loggedInMember(t.db, { isAgent: 4 });
    expectError(await get(t.app, PATHS.agentCentre, trial.headers), "member_no_enter");
    expectError(await get(t.app, `${PATHS.agentTeamMembers}`, F.headers), "error_not_agent");
    expectError(await get(t.app, PATHS.agentCentre), "please_login_first");
  });
});

describe("centre flags", () => {
  it("show a kind when the agent or one of its team has an offered or signed contract of it", async () => {
    await t.db.query(
      `insert into agent_contract (kind, upline_id, downline_id, period, terms, ratio_ppm, status)
       values ('daily_salary', $1, $2, 'D', '{}', 5000, 'offered'),
              ('realtime_salary', $1, $2, 'R5', '{}', 3000, 'rejected')`,
      [B.id, D.id],
    );
    const flags = async (m: Node) => okValue<AgentCentreValue>(await get(t.app, PATHS.agentCentre, m.headers)).flags;
    const salaryOnly = { enableCt: false, salary: true, hourSalary: false, realtimeSalary: false };
    expect(await flags(A)).toEqual(salaryOnly);
    expect(await flags(B)).toEqual(salaryOnly);
    expect(await flags(D)).toEqual(salaryOnly);
    expect((await flags(C)).salary).toBe(false);
    expect((await flags(X)).salary).toBe(false);
    const list = okValue<TeamMembersValue>(await get(t.app, `${PATHS.agentTeamMembers}?parentId=${B.id}`, A.headers));
    expect(list.list.find((r) => r.id === D.id.toString())!.contracts).toEqual([
      { kind: "daily_salary", ratioPpm: 5000, status: "offered" },
    ]);
    await t.db.query("delete from agent_contract where downline_id = $1", [D.id]);
  });
});

describe("team calls", () => {
  it("lists the caller's subtree with levels, and only it", async () => {
    const value = okValue<TeamMembersValue>(await get(t.app, PATHS.agentTeamMembers, B.headers));
    expect(value.total).toBe(3);
    expect(value.list.map((r) => [r.id, r.level]).sort()).toEqual(
      [
        [D.id.toString(), 1],
        [G.id.toString(), 1],
        [F.id.toString(), 2],
      ].sort(),
    );
    const d = value.list.find((r) => r.id === D.id.toString())!;
    expect(d).toMatchObject({ isAgent: 2, teamSize: 1, balance: "0", status: "active", contracts: [] });
    const level2 = okValue<TeamMembersValue>(await get(t.app, `${PATHS.agentTeamMembers}?level=2`, A.headers));
    expect(level2.list.map((r) => r.id).sort()).toEqual([D.id.toString(), E.id.toString(), G.id.toString()].sort());
    const under = okValue<TeamMembersValue>(await get(t.app, `${PATHS.agentTeamMembers}?parentId=${D.id}`, A.headers));
    expect(under.list.map((r) => r.id)).toEqual([F.id.toString()]);
    const search = okValue<TeamMembersValue>(
      await get(t.app, `${PATHS.agentTeamMembers}?search=${F.account.slice(1, 8)}`, A.headers),
    );
    expect(search.list.map((r) => r.id)).toEqual([F.id.toString()]);
    const wildcard = okValue<TeamMembersValue>(await get(t.app, `${PATHS.agentTeamMembers}?search=%25`, A.headers));
    expect(wildcard.total).toBe(0);
  });

  it("shows a member's details with the upline chain inside the caller's team only", async () => {
    const detail = okValue<TeamMemberDetailValue>(await get(t.app, `${PATHS.agentTeamMembers}/${F.id}`, B.headers));
    expect(detail.level).toBe(2);
    expect(detail.uplineChain.map((u) => u.id)).toEqual([B.id.toString(), D.id.toString()]);
  });

  it("overview counts the team and gives one point per day", async () => {
    const value = okValue<TeamOverviewValue>(
      await get(t.app, `${PATHS.agentTeamOverview}?from=2026-01-01&to=2026-01-07`, A.headers),
    );
    expect(value.totals.teamSize).toBe(6);
    expect(value.series).toHaveLength(7);
    expect(value.series[0]!.date).toBe("2026-01-01");
    const now = okValue<TeamOverviewValue>(await get(t.app, `${PATHS.agentTeamOverview}?${range}`, A.headers));
    expect(now.totals.newMembers).toBe(6);
  });

  it("registers a direct downline with the weak default password; a retry answers the first result", async () => {
    const body = { account: `dl${Date.now().toString(36)}`, isAgent: 2, requestId: "register-request-0001" };
    const res = await t.app.inject({ method: "POST", url: PATHS.agentTeamRegister, headers: B.headers, payload: body });
    const created = okValue<TeamRegisterValue>(res);
    expect(created).toMatchObject({ account: body.account, isAgent: 2, mustChangePassword: true });
    const again = okValue<TeamRegisterValue>(
      await t.app.inject({ method: "POST", url: PATHS.agentTeamRegister, headers: B.headers, payload: body }),
    );
    expect(again.id).toBe(created.id);
    const { rows } = await t.db.query<{ upline_id: bigint; must_change_password: boolean; depth: number }>(
      `select m.upline_id, m.must_change_password, t.depth from member m
         join member_tree t on t.descendant_id = m.id and t.ancestor_id = $2
        where m.id = $1`,
      [created.id, A.id],
    );
    expect(rows[0]).toMatchObject({ upline_id: B.id, must_change_password: true, depth: 2 });
    expect(WEAK_DEFAULT_PASSWORD).toBe("123456");
    const taken = await t.app.inject({
      method: "POST",
      url: PATHS.agentTeamRegister,
      headers: C.headers,
      payload: { ...body, requestId: "register-request-0002" },
    });
    expectError(taken, "username_taken");
  });
});

/* ---- Subtree isolation ---- */

type Call = {
  name: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: (id: bigint) => string;
  body?: (id: bigint) => object;
};
const AGENT_CALLS: Call[] = [
  { name: "member details", method: "GET", url: (id) => `${PATHS.agentTeamMembers}/${id}` },
  { name: "members of parentId", method: "GET", url: (id) => `${PATHS.agentTeamMembers}?parentId=${id}` },
  { name: "bets of memberId", method: "GET", url: (id) => `${PATHS.agentTeamBets}?${range}&memberId=${id}` },
  {
    name: "profit-loss of memberId",
    method: "GET",
    url: (id) => `${PATHS.agentTeamProfitLoss}?${range}&memberId=${id}`,
  },
  {
    name: "transactions of memberId",
    method: "GET",
    url: (id) => `${PATHS.agentTeamTransactions}?${range}&memberId=${id}`,
  },
  {
    name: "transfer to memberId",
    method: "POST",
    url: () => PATHS.agentTransfer,
    body: (id) => ({
      toMemberId: id.toString(),
      amount: "1000000",
      paymentPassword: "Pay-Pass-1234",
      requestId: `iso-${id}-000000000001`,
    }),
  },
];

async function snapshot() {
  const all = await snapshotDatabase(t.db);
  // Authentication touches the caller's last-seen time; nothing else may move.
  delete all.member_session;
  return all;
}

async function expectRefused(caller: Headers, call: Call, id: bigint, code: ErrorCode = "agent_not_in_team") {
  const before = await snapshot();
  const res = await t.app.inject({
    method: call.method,
    url: call.url(id),
    headers: caller,
    ...(call.body ? { payload: call.body(id) } : {}),
  });
  expectError(res, code);
  expect(JSON.parse(res.body).value ?? null).toBeNull();
  expect(await snapshot()).toEqual(before);
}

// Each test snapshots the whole database around a dozen calls: room for a loaded machine.
describe("subtree isolation at every depth", { timeout: 120_000 }, () => {
  const targets = () => [
    { caller: B, who: "a sibling team's agent (C)", id: C.id },
    { caller: B, who: "a sibling team's member (E)", id: E.id },
    { caller: B, who: "its upline (A)", id: A.id },
    { caller: B, who: "a member three levels down in another branch (W)", id: W.id },
    { caller: D, who: "its upline (B)", id: B.id },
    { caller: D, who: "its upline's upline (A)", id: A.id },
    { caller: D, who: "a sibling under its upline (G)", id: G.id },
    { caller: A, who: "another top agent (X)", id: X.id },
    { caller: A, who: "a member three levels down in another branch (W)", id: W.id },
    { caller: A, who: "itself", id: A.id },
    { caller: Z, who: "a member in another tree (F)", id: F.id },
    { caller: A, who: "an id that does not exist", id: 9_000_000_000n },
  ];
  for (const call of AGENT_CALLS) {
    it(`${call.name}: refused for every id outside the caller's team, nothing read or changed`, async () => {
      for (const { caller, who, id } of targets()) {
        // parentId = the caller itself is its own direct downlines: allowed.
        if (call.name === "members of parentId" && who === "itself") continue;
        await expectRefused(caller.headers, call, id);
      }
    });
  }

  it("another agent's link cannot be changed or deleted", async () => {
    const link = okValue<{ id: string }>(
      await t.app.inject({
        method: "POST",
        url: PATHS.agentLinks,
        headers: C.headers,
        payload: { label: "C", accountType: 0 },
      }),
    );
    const patch: Call = {
      name: "patch link",
      method: "PATCH",
      url: () => `${PATHS.agentLinks}/${link.id}`,
      body: () => ({ label: "mine" }),
    };
    const remove: Call = { name: "delete link", method: "DELETE", url: () => `${PATHS.agentLinks}/${link.id}` };
    for (const caller of [A, B, X]) {
      await expectRefused(caller.headers, patch, BigInt(link.id), "agent_link_not_found");
      await expectRefused(caller.headers, remove, BigInt(link.id), "agent_link_not_found");
    }
  });

  it("a downline's own view never contains its upline or sibling teams", async () => {
    const value = okValue<TeamMembersValue>(await get(t.app, `${PATHS.agentTeamMembers}?pageSize=100`, D.headers));
    expect(value.list.map((r) => r.id)).toEqual([F.id.toString()]);
  });
});

describe("registration through codes", () => {
  it("an affiliate link's account type and a member's referral code put the new member under them", async () => {
    const member = await buildMember(t.db, {});
    const { rows } = await t.db.query<{ invite_code: string }>("select invite_code from member where id = $1", [
      member.id,
    ]);
    expect(rows[0]!.invite_code).toMatch(/^R[0-9A-Z]{8}$/);
    const other = await t.db.query<{ n: number }>("select count(distinct invite_code)::int as n from member");
    const all = await t.db.query<{ n: number }>("select count(*)::int as n from member");
    expect(other.rows[0]!.n).toBe(all.rows[0]!.n);
  });
});
