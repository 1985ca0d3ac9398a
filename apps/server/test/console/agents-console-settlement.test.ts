import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  PATHS,
  type ConsoleContractTemplate,
  type ConsoleHouseContracts,
  type ConsoleSettlementRunDetail,
  type ErrorCode,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { buildMember, sessionFor, type BuiltMember } from "../support/factories.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { balanceOf, main } from "../../src/modules/ledger/index.ts";
import { settle, verifySettlement } from "../../src/modules/agents/index.ts";
import { ADMIN, CASHIER, auditRows, bearer, lastAuditId, operatorToken, touchSession } from "./console-support.ts";

/*
 * The console's contract and settlement screens (issue 13 item 7): templates, caps and house
 * contracts of top agents; settlement runs computed for review, a statement held out of the run's
 * payment and paid alone when released. Every step is audited, every refusal changes nothing, the
 * job cannot pay a reviewed run twice, `settlement verify` stays clean and the ledger valid. The
 * day is in 2025, before any demo contract starts.
 */

let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;
let top: BuiltMember;
let sub: BuiltMember;
let player: BuiltMember;
let game: { id: number; vendor_code: string };
const DAY = "2025-04-10";
const noon = new Date(`${DAY}T12:00:00+07:00`);

const at = (path: string, id: bigint | string) => path.replace(":id", String(id));
const send = (method: "POST" | "PUT", url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as object });
const dailyTerms = (ratePpm: number) => ({
  activeMemberMinBet: "0",
  tiers: [{ minTeamBet: "0", minActive: 0, ratePpm }],
});
/** An agent's "my income" for the test's day and one statement of it, through the member calls. */
async function incomeOf(agent: BuiltMember, statementId: string) {
  const { headers } = await sessionFor(t.db, agent.id);
  const list = okValue<{ totalAmount: string }>(
    await get(t.app, `${PATHS.agentIncome}?from=${DAY}&to=${DAY}`, headers),
  );
  const detail = okValue<{ status: string; operationId: string | null; amount: string }>(
    await get(t.app, at(PATHS.agentIncomeDetail, statementId), headers),
  );
  return { totalAmount: list.totalAmount, detail };
}
const balances = async () =>
  Promise.all([top, sub].map((m) => balanceOf(t.db, main(m.id)))).then((list) => list.map(String));

async function expectRefused(run: () => Promise<{ statusCode: number; body: string }>, code: ErrorCode) {
  await touchSession(t.app, admin);
  await touchSession(t.app, cashier);
  const before = await snapshotDatabase(t.db);
  expectError((await run()) as Parameters<typeof expectError>[0], code);
  expect(await snapshotDatabase(t.db)).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
  game = (await t.db.query<{ id: number; vendor_code: string }>("select id, vendor_code from game order by id limit 1"))
    .rows[0]!;
  top = await buildMember(t.db, { isAgent: 1 });
  sub = await buildMember(t.db, { isAgent: 2, uplineId: top.id });
  player = await buildMember(t.db, { uplineId: sub.id });
  for (const [upline, downline, rate] of [
    [null, top.id, 8000],
    [top.id, sub.id, 5000],
  ] as const) {
    await t.db.query(
      `insert into agent_contract (kind, upline_id, downline_id, period, terms, ratio_ppm, status, signed_at, effective_from)
       values ('daily_salary', $1, $2, 'D', $3, $4, 'signed', '2025-01-01', '2025-01-01T00:00:00+07:00')`,
      [upline, downline, JSON.stringify(dailyTerms(rate)), rate],
    );
  }
  for (let i = 0; i < 10; i += 1) {
    await t.db.query(
      `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
       values ($1, $2, $3, $4, 'settled', 1000000, 0, $5, $5)`,
      [game.vendor_code, `h4-console-${process.pid}-${i}`, player.id, game.id, noon],
    );
  }
});
afterAll(() => t.close());

describe("permission", () => {
  // Paths with ids known only once the database is up: `:top` stands for the top agent.
  const calls = [
    { method: "GET", url: CONSOLE_PATHS.agentTemplates },
    {
      method: "POST",
      url: CONSOLE_PATHS.agentTemplates,
      payload: { name: "x", kind: "daily_salary", terms: dailyTerms(1) },
    },
    { method: "GET", url: at(CONSOLE_PATHS.agentHouseContracts, ":top") },
    {
      method: "POST",
      url: at(CONSOLE_PATHS.agentHouseContracts, ":top"),
      payload: { kind: "daily_salary", terms: dailyTerms(1) },
    },
    { method: "PUT", url: at(CONSOLE_PATHS.agentCaps, ":top"), payload: { kind: "daily_salary", maxRatioPpm: 1 } },
    { method: "GET", url: CONSOLE_PATHS.agentRuns },
    { method: "POST", url: CONSOLE_PATHS.agentRuns, payload: { kind: "daily_salary", period: DAY } },
    { method: "GET", url: at(CONSOLE_PATHS.agentRun, "1") },
    { method: "POST", url: at(CONSOLE_PATHS.agentRunPay, "1"), payload: {} },
    { method: "POST", url: at(CONSOLE_PATHS.agentStatementHold, "1"), payload: { reason: "check it" } },
    { method: "POST", url: at(CONSOLE_PATHS.agentStatementRelease, "1"), payload: {} },
  ];

  it.each(calls.map((call) => [`${call.method} ${call.url}`, call] as const))(
    "refuses %s to a cashier and to a caller without a session, nothing changed",
    async (_name, call) => {
      const request = (headers: Record<string, string>) => () =>
        t.app.inject({
          method: call.method as "GET",
          url: call.url.replace(":top", top.id.toString()),
          headers,
          payload: call.payload,
        });
      await expectRefused(request(cashier), "forbidden");
      await expectRefused(request({}), "please_login_first");
    },
  );
});

describe("contract templates, caps and house contracts", () => {
  it("adds a template whose terms the contract rules accept, audited", async () => {
    const since = await lastAuditId(t.db);
    const template = okValue<ConsoleContractTemplate>(
      await send("POST", CONSOLE_PATHS.agentTemplates, admin, {
        name: "Dividend 15 %",
        kind: "dividend",
        period: "W",
        terms: { activeMemberMinBet: "20000000", tiers: [{ minTeamBet: "0", minActive: 0, ratePpm: 150000 }] },
      }),
    );
    expect(template).toMatchObject({ kind: "dividend", period: "W", ratioPpm: 150000, createdBy: ADMIN.username });
    const list = okValue<ConsoleContractTemplate[]>(await get(t.app, CONSOLE_PATHS.agentTemplates, admin));
    expect(list.map((row) => row.id)).toContain(template.id);
    expect(await auditRows(t.db, since)).toMatchObject([
      { action: "agent_template.create", detail: { name: "Dividend 15 %", kind: "dividend", ratioPpm: 150000 } },
    ]);
  });

  it("refuses terms that do not fit the kind or the tier order, and malformed bodies, nothing stored", async () => {
    const descending = {
      activeMemberMinBet: "0",
      tiers: [
        { minTeamBet: "100", minActive: 1, ratePpm: 5000 },
        { minTeamBet: "200", minActive: 2, ratePpm: 3000 },
      ],
    };
    for (const [body, code] of [
      [{ name: "Bad order", kind: "daily_salary", terms: descending }, "contract_terms_invalid"],
      [{ name: "Rates", kind: "realtime_salary", terms: dailyTerms(1000) }, "contract_terms_invalid"],
      [{ name: "No period", kind: "dividend", terms: dailyTerms(1000) }, "contract_terms_invalid"],
      [{ name: "", kind: "daily_salary", terms: dailyTerms(1000) }, "validation_failed"],
      [{ name: "Kind", kind: "weekly_bonus", terms: dailyTerms(1000) }, "validation_failed"],
      [{ name: "Rate", kind: "daily_salary", terms: dailyTerms(1_000_001) }, "validation_failed"],
    ] as const) {
      await expectRefused(() => send("POST", CONSOLE_PATHS.agentTemplates, admin, body), code);
    }
  });

  it("sets a top agent's cap, audited with the previous value; a sub-agent has none", async () => {
    const since = await lastAuditId(t.db);
    const value = okValue<ConsoleHouseContracts>(
      await send("PUT", at(CONSOLE_PATHS.agentCaps, top.id), admin, { kind: "dividend", maxRatioPpm: 200000 }),
    );
    expect(value.topAgent).toBe(true);
    expect(value.caps.find((cap) => cap.kind === "dividend")).toEqual({ kind: "dividend", maxRatioPpm: 200000 });
    expect(value.caps.find((cap) => cap.kind === "hourly_salary")).toEqual({
      kind: "hourly_salary",
      maxRatioPpm: null,
    });
    expect(await auditRows(t.db, since)).toMatchObject([
      { action: "agent_cap.set", target: `member:${top.id}`, detail: { kind: "dividend", from: null, to: 200000 } },
    ]);
    await expectRefused(
      () => send("PUT", at(CONSOLE_PATHS.agentCaps, sub.id), admin, { kind: "dividend", maxRatioPpm: 1000 }),
      "contract_action_refused",
    );
    await expectRefused(
      () => send("PUT", at(CONSOLE_PATHS.agentCaps, top.id), admin, { kind: "dividend", maxRatioPpm: 1_000_001 }),
      "validation_failed",
    );
  });

  it("offers a top agent a house contract within its cap, audited; above the cap nothing is offered", async () => {
    await expectRefused(
      () =>
        send("POST", at(CONSOLE_PATHS.agentHouseContracts, top.id), admin, {
          kind: "dividend",
          period: "W",
          terms: { activeMemberMinBet: "0", tiers: [{ minTeamBet: "0", minActive: 0, ratePpm: 250000 }] },
        }),
      "agent_cap_exceeded",
    );
    await expectRefused(
      () =>
        send("POST", at(CONSOLE_PATHS.agentHouseContracts, sub.id), admin, {
          kind: "daily_salary",
          terms: dailyTerms(1),
        }),
      "contract_action_refused",
    );
    const templates = okValue<ConsoleContractTemplate[]>(await get(t.app, CONSOLE_PATHS.agentTemplates, admin));
    const dividend = templates.find((row) => row.name === "Dividend 15 %")!;
    await expectRefused(
      () =>
        send("POST", at(CONSOLE_PATHS.agentHouseContracts, top.id), admin, {
          kind: "daily_salary",
          templateId: dividend.id,
        }),
      "contract_terms_invalid",
    );
    const since = await lastAuditId(t.db);
    const value = okValue<ConsoleHouseContracts>(
      await send("POST", at(CONSOLE_PATHS.agentHouseContracts, top.id), admin, {
        kind: "dividend",
        templateId: dividend.id,
      }),
    );
    const offered = value.contracts.find((c) => c.kind === "dividend")!;
    expect(offered).toMatchObject({ uplineId: null, status: "offered", period: "W", ratioPpm: 150000, version: 1 });
    expect(await auditRows(t.db, since)).toMatchObject([
      { action: "agent_contract.offer", detail: { kind: "dividend", ratioPpm: 150000, contractId: offered.id } },
    ]);
    const { rows } = await t.db.query<{ actor_operator_id: bigint | null; action: string }>(
      "select actor_operator_id, action from agent_contract_event where contract_id = $1",
      [offered.id],
    );
    expect(rows).toEqual([{ actor_operator_id: expect.any(BigInt), action: "offered" }]);
  });
});

describe("settlement runs", () => {
  let run: ConsoleSettlementRunDetail;
  const statementOf = (detail: ConsoleSettlementRunDetail, agent: BuiltMember) =>
    detail.statements.find((s) => s.agent.id === agent.id.toString())!;

  it("computes a run for review without moving money, audited", async () => {
    const since = await lastAuditId(t.db);
    run = okValue<ConsoleSettlementRunDetail>(
      await send("POST", CONSOLE_PATHS.agentRuns, admin, { kind: "daily_salary", period: DAY }),
    );
    expect(run.run).toMatchObject({ kind: "daily_salary", status: "computed", operationId: null, statements: 2 });
    expect(run.run.periodStart).toBe(new Date(`${DAY}T00:00:00+07:00`).toISOString());
    // Level difference: the sub-agent 0.5 % of 10,000,000; the top agent 0.8 % minus that.
    expect(statementOf(run, sub)).toMatchObject({ gross: "50000", amount: "50000", operationId: null, hold: null });
    expect(statementOf(run, top)).toMatchObject({ gross: "80000", amount: "30000" });
    expect(statementOf(run, top).hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await balances()).toEqual(["0", "0"]);
    expect(await auditRows(t.db, since)).toMatchObject([
      { action: "agent_run.compute", detail: { kind: "daily_salary", statements: 2, amount: "80000" } },
    ]);
    const list = okValue<{ list: { id: string }[] }>(
      await get(t.app, `${CONSOLE_PATHS.agentRuns}?kind=daily_salary&status=computed`, admin),
    );
    expect(list.list.map((r) => r.id)).toContain(run.run.id);
  });

  it("refuses a period that already has a run or has not ended, and bad periods", async () => {
    for (const [body, code] of [
      [{ kind: "daily_salary", period: DAY }, "agent_settlement_state_invalid"],
      [{ kind: "daily_salary", period: "2099-01-01" }, "agent_settlement_state_invalid"],
      [{ kind: "daily_salary", period: "10/04/2025" }, "validation_failed"],
      [{ kind: "salary", period: DAY }, "validation_failed"],
    ] as const) {
      await expectRefused(() => send("POST", CONSOLE_PATHS.agentRuns, admin, body), code);
    }
    // The job finds the reviewed run and pays nothing for it.
    const job = await settle(t.db, "daily_salary", noon);
    expect(job.replayed).toBe(true);
    expect(await balances()).toEqual(["0", "0"]);
  });

  it("holds a statement, and pays the run without it in one ledger operation", async () => {
    const held = statementOf(run, sub);
    let since = await lastAuditId(t.db);
    const afterHold = okValue<ConsoleSettlementRunDetail>(
      await send("POST", at(CONSOLE_PATHS.agentStatementHold, held.id), admin, { reason: "team under review" }),
    );
    expect(statementOf(afterHold, sub).hold).toMatchObject({ reason: "team under review", by: ADMIN.username });
    expect(afterHold.run.held).toBe(1);
    expect(await auditRows(t.db, since)).toMatchObject([
      { action: "agent_statement.hold", target: `agent_statement:${held.id}`, detail: { amount: "50000" } },
    ]);
    await expectRefused(
      () => send("POST", at(CONSOLE_PATHS.agentStatementHold, held.id), admin, { reason: "twice" }),
      "agent_settlement_state_invalid",
    );

    since = await lastAuditId(t.db);
    const paid = okValue<ConsoleSettlementRunDetail>(
      await send("POST", at(CONSOLE_PATHS.agentRunPay, run.run.id), admin, {}),
    );
    expect(paid.run).toMatchObject({ status: "held", held: 1, operationId: expect.any(String) });
    expect(statementOf(paid, top).operationId).toBe(paid.run.operationId);
    expect(statementOf(paid, sub).operationId).toBeNull();
    expect(await balances()).toEqual(["30000", "0"]);
    // The agents see it the same way in "my income": the held statement is held and not counted.
    const subIncome = await incomeOf(sub, held.id);
    expect(subIncome.detail).toMatchObject({ status: "held", operationId: null, amount: "50000" });
    expect(subIncome.totalAmount).toBe("0");
    const topIncome = await incomeOf(top, statementOf(paid, top).id);
    expect(topIncome.detail).toMatchObject({ status: "paid", operationId: paid.run.operationId });
    expect(topIncome.totalAmount).toBe("30000");
    expect(await auditRows(t.db, since)).toMatchObject([
      { action: "agent_run.pay", detail: { statements: 1, held: 1, amount: "30000" } },
    ]);
    await expectRefused(
      () => send("POST", at(CONSOLE_PATHS.agentRunPay, run.run.id), admin, {}),
      "agent_settlement_state_invalid",
    );
    await expectRefused(
      () =>
        send("POST", at(CONSOLE_PATHS.agentStatementHold, statementOf(paid, top).id), admin, { reason: "too late" }),
      "agent_settlement_state_invalid",
    );
  });

  it("releasing the held statement pays it alone and completes the run; once only", async () => {
    const held = statementOf(run, sub);
    const since = await lastAuditId(t.db);
    const released = okValue<ConsoleSettlementRunDetail>(
      await send("POST", at(CONSOLE_PATHS.agentStatementRelease, held.id), admin, { reason: "checked" }),
    );
    expect(released.run).toMatchObject({ status: "paid", held: 0 });
    expect(statementOf(released, sub)).toMatchObject({ hold: null, operationId: expect.any(String) });
    expect(statementOf(released, sub).operationId).not.toBe(released.run.operationId);
    expect(await balances()).toEqual(["30000", "50000"]);
    const subIncome = await incomeOf(sub, held.id);
    expect(subIncome.detail).toMatchObject({ status: "paid", operationId: statementOf(released, sub).operationId });
    expect(subIncome.totalAmount).toBe("50000");
    expect(await auditRows(t.db, since)).toMatchObject([
      { action: "agent_statement.release", detail: { reason: "checked", paid: true, amount: "50000" } },
    ]);
    await expectRefused(
      () => send("POST", at(CONSOLE_PATHS.agentStatementRelease, held.id), admin, {}),
      "agent_settlement_state_invalid",
    );
    await expectRefused(() => send("POST", at(CONSOLE_PATHS.agentRunPay, "999999999"), admin, {}), "not_found");
    expectError(await get(t.app, at(CONSOLE_PATHS.agentRun, "999999999"), admin), "not_found");
  });

  it("leaves settlement verify clean and the ledger valid", async () => {
    const report = await verifySettlement(
      t.db,
      new Date(`${DAY}T00:00:00+07:00`),
      new Date(`${DAY}T23:59:59+07:00`),
      "daily_salary",
    );
    expect(report).toMatchObject({ runs: 1, statements: 2, mismatches: [] });
    await expectLedgerValid(t.db);
  });
});
