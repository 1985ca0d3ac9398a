import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type IncomeDetailValue, type IncomeValue } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { buildMember, sessionFor, type BuiltMember } from "../support/factories.ts";
import { balanceOf, main } from "../../src/modules/ledger/index.ts";
import { SETTLEMENT_JOB, settle, verifySettlement } from "../../src/modules/agents/index.ts";
import { runJobNow } from "../../src/modules/jobs/index.ts";
import { UsageError, runAdminCommand } from "../../src/cli/admin-commands.ts";
import { CliError } from "../../src/cli/cli-database.ts";

/**
 * Daily salary settlement against a real database (issue 13, H2): the level difference pays the
 * top rate once over the tree, running a period twice pays once (ledger unchanged), a round rolled
 * back after its period was paid comes back as a visible clawback next period, a terminated
 * contract pays nothing for later periods, verify finds a tampered statement, and the ledger stays
 * valid. The days are in 2025, before any demo contract starts.
 */

let t: TestApp;
let top: BuiltMember;
let a: BuiltMember;
let b: BuiltMember;
let player: BuiltMember;
let game: { id: number; vendor_code: string };
let roundSeq = 0;
const contracts: Record<string, bigint> = {};

/** Local (UTC+7) noon of a day: a time inside that day's period. */
const noon = (day: string) => new Date(`${day}T12:00:00+07:00`);
const D1 = "2025-03-10";
const D2 = "2025-03-11";
const D3 = "2025-03-12";

const terms = (ratePpm: number) =>
  JSON.stringify({ activeMemberMinBet: "0", tiers: [{ minTeamBet: "0", minActive: 0, ratePpm }] });

async function contract(uplineId: bigint | null, downlineId: bigint, ratePpm: number): Promise<bigint> {
  const { rows } = await t.db.query<{ id: bigint }>(
    `insert into agent_contract (kind, upline_id, downline_id, period, terms, ratio_ppm, status, signed_at, effective_from)
     values ('daily_salary', $1, $2, 'D', $3, $4, 'signed', '2025-01-01', '2025-01-01T00:00:00+07:00') returning id`,
    [uplineId, downlineId, terms(ratePpm), ratePpm],
  );
  return rows[0]!.id;
}

async function round(day: string, bet: bigint, win = 0n): Promise<string> {
  const roundId = `h2-settle-${process.pid}-${roundSeq++}`;
  await t.db.query(
    `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
     values ($1, $2, $3, $4, 'settled', $5, $6, $7, $7)`,
    [game.vendor_code, roundId, player.id, game.id, bet, win, noon(day)],
  );
  return roundId;
}

async function statementOf(contractId: bigint, day: string) {
  const { rows } = await t.db.query<{ amount: bigint; gross: bigint; clawback: bigint; status: string }>(
    `select amount, gross, clawback, status from agent_statement where contract_id = $1 and period_start = $2`,
    [contractId, new Date(`${day}T00:00:00+07:00`)],
  );
  return rows[0] ?? null;
}
const balances = async () =>
  Promise.all([top, a, b].map((m) => balanceOf(t.db, main(m.id)))).then((list) => list.map(String));

beforeAll(async () => {
  t = await createTestApp();
  game = (await t.db.query<{ id: number; vendor_code: string }>("select id, vendor_code from game order by id limit 1"))
    .rows[0]!;
  top = await buildMember(t.db, { isAgent: 1 });
  a = await buildMember(t.db, { isAgent: 2, uplineId: top.id });
  b = await buildMember(t.db, { isAgent: 2, uplineId: a.id });
  player = await buildMember(t.db, { uplineId: b.id });
  contracts.top = await contract(null, top.id, 8000);
  contracts.a = await contract(top.id, a.id, 5000);
  contracts.b = await contract(a.id, b.id, 3000);
});
afterAll(() => t.close());

describe("daily salary settlement", () => {
  it("pays the level difference: the top rate once over the tree", async () => {
    for (let i = 0; i < 10; i += 1) await round(D1, 1_000_000n, i % 2 === 0 ? 0n : 2_000_000n);
    const result = await settle(t.db, "daily_salary", noon(D1));
    expect(result.replayed).toBe(false);
    expect(await statementOf(contracts.b!, D1)).toMatchObject({ gross: 30_000n, amount: 30_000n, status: "paid" });
    expect(await statementOf(contracts.a!, D1)).toMatchObject({ gross: 50_000n, amount: 20_000n });
    expect(await statementOf(contracts.top!, D1)).toMatchObject({ gross: 80_000n, amount: 30_000n });
    expect(await balances()).toEqual(["30000", "20000", "30000"]);
  });

  it("running the same period again pays nothing more and leaves the ledger unchanged", async () => {
    const ops = async () => (await t.db.query("select count(*)::int as n from ledger_operation")).rows[0]!.n as number;
    const before = [await balances(), await ops()];
    const again = await settle(t.db, "daily_salary", noon(D1));
    expect(again.replayed).toBe(true);
    expect([await balances(), await ops()]).toEqual(before);
    const count = await t.db.query(
      "select count(*)::int as n from agent_settlement_run where kind = 'daily_salary' and period_start = $1",
      [new Date(`${D1}T00:00:00+07:00`)],
    );
    expect(count.rows[0]!.n).toBe(1);
  });

  it("a round rolled back after its period was paid is clawed back next period, visibly", async () => {
    const first = (
      await t.db.query<{ round_id: string }>(
        "select round_id from game_round where member_id = $1 and ended_at < $2 order by id limit 1",
        [player.id, new Date(`${D2}T00:00:00+07:00`)],
      )
    ).rows[0]!.round_id;
    await t.db.query("update game_round set status = 'rolled_back' where round_id = $1", [first]);
    for (let i = 0; i < 10; i += 1) await round(D2, 1_000_000n);
    await settle(t.db, "daily_salary", noon(D2));
    // D1 credited B 30,000 for 10,000,000 of stake: 3,000 for the rolled-back 1,000,000.
    expect(await statementOf(contracts.b!, D2)).toMatchObject({ gross: 30_000n, clawback: 3_000n, amount: 27_000n });
    expect(await statementOf(contracts.a!, D2)).toMatchObject({ clawback: 2_000n, amount: 18_000n });
    expect(await statementOf(contracts.top!, D2)).toMatchObject({ clawback: 3_000n, amount: 27_000n });
    // D1's statements still verify: they are recomputed as of the time they were computed.
    const headers = (await sessionFor(t.db, b.id)).headers;
    const income = okValue<IncomeValue>(await get(t.app, `${PATHS.agentIncome}?from=${D1}&to=${D3}`, headers));
    expect(income.list.map((row) => row.amount)).toEqual(["27000", "30000"]);
    expect(income.list[0]!.clawback).toBe("3000");
    const detail = okValue<IncomeDetailValue>(await get(t.app, `${PATHS.agentIncome}/${income.list[0]!.id}`, headers));
    expect(detail.tier?.ratePpm).toBe(3000);
    expect(detail.hash).toMatch(/^[0-9a-f]{64}$/);
    // Bad queries: 400 validation_failed; a non-agent: error_not_agent.
    for (const q of [
      `from=${D3}&to=${D1}`,
      "from=2025-3-1&to=2025-03-02",
      `from=${D1}&to=${D3}&kind=weekly`,
      "page=0",
    ]) {
      expectError(await get(t.app, `${PATHS.agentIncome}?${q}`, headers), "validation_failed");
    }
    expectError(await get(t.app, `${PATHS.agentIncome}/abc`, headers), "validation_failed");
    expectError(
      await get(t.app, `${PATHS.agentIncome}?from=${D1}&to=${D3}`, (await sessionFor(t.db, player.id)).headers),
      "error_not_agent",
    );
    // Someone else's statement is not found.
    const other = (await sessionFor(t.db, a.id)).headers;
    expect((await get(t.app, `${PATHS.agentIncome}/${income.list[0]!.id}`, other)).statusCode).toBe(404);
  });

  it("a terminated contract pays nothing for the periods after its end", async () => {
    await t.db.query("update agent_contract set status = 'terminated', ended_at = $2 where id = $1", [
      contracts.b,
      new Date(`${D3}T00:00:00+07:00`),
    ]);
    for (let i = 0; i < 10; i += 1) await round(D3, 1_000_000n);
    await settle(t.db, "daily_salary", noon(D3));
    expect(await statementOf(contracts.b!, D3)).toBeNull();
    // A no longer has a contract child: it gets its whole rate.
    expect(await statementOf(contracts.a!, D3)).toMatchObject({ gross: 50_000n, amount: 50_000n });
  });

  it("refuses a period that has not ended", async () => {
    await expect(settle(t.db, "daily_salary", new Date())).rejects.toMatchObject({
      code: "agent_settlement_state_invalid",
    });
  });

  it("verify recomputes every statement and finds a tampered one", async () => {
    const from = new Date(`${D1}T00:00:00+07:00`);
    const to = new Date(`2025-03-13T00:00:00+07:00`);
    const clean = await verifySettlement(t.db, from, to, "daily_salary");
    expect(clean.mismatches).toEqual([]);
    expect(clean.statements).toBe(8);
    const cli = (...args: string[]) => runAdminCommand(t.db, ["settlement", ...args], { actor: "test" });
    const verifyArgs = ["verify", "--period", D1, "--to", D3, "--kind", "daily_salary"];
    expect(await cli(...verifyArgs)).toBe("3 runs, 8 statements checked: all match");
    await t.db.query("update agent_statement set amount = amount + 1 where contract_id = $1 and period_start = $2", [
      contracts.a,
      from,
    ]);
    const tampered = await verifySettlement(t.db, from, to, "daily_salary");
    // The CLI fails (exit status 1 through CliError) and names the contract.
    await expect(cli(...verifyArgs)).rejects.toThrow(CliError);
    await expect(cli(...verifyArgs)).rejects.toThrow(`contract ${contracts.a!.toString()}`);
    expect(tampered.mismatches).toEqual([
      expect.objectContaining({
        contractId: contracts.a!.toString(),
        reason: "stored statement does not match its hash",
      }),
    ]);
    await t.db.query("update agent_statement set amount = amount - 1 where contract_id = $1 and period_start = $2", [
      contracts.a,
      from,
    ]);
    expect((await verifySettlement(t.db, from, to, "daily_salary")).mismatches).toEqual([]);
    // The run command: an already settled day answers as such; wrong arguments are usage errors.
    expect(await cli("run", "--kind", "daily_salary", "--period", D1)).toContain("already settled");
    await expect(cli("run", "--kind", "weekly", "--period", D1)).rejects.toThrow(UsageError);
    await expect(cli("run", "--kind", "daily_salary", "--period", "10/03/2025")).rejects.toThrow(UsageError);
    await expect(cli("rerun")).rejects.toThrow(UsageError);
  });

  it("real-time salary: loss and win rates per round once the window's team bet reaches the minimum", async () => {
    const rt = await t.db.query<{ id: bigint }>(
      `insert into agent_contract (kind, upline_id, downline_id, period, terms, ratio_ppm, status, signed_at, effective_from)
       values ('realtime_salary', null, $1, 'R5', $2, 2000, 'signed', '2025-01-01', '2025-01-01T00:00:00+07:00') returning id`,
      [top.id, JSON.stringify({ winRatePpm: 1000, lossRatePpm: 2000, minBetPerWindow: "2000000" })],
    );
    const window = (at: string) => new Date(`2025-04-01T${at}:00+07:00`);
    const place = async (at: string, bet: bigint, win: bigint) =>
      t.db.query(
        `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
         values ($1, $2, $3, $4, 'settled', $5, $6, $7, $7)`,
        [game.vendor_code, `h2-rt-${process.pid}-${roundSeq++}`, player.id, game.id, bet, win, window(at)],
      );
    await place("10:01", 1_000_000n, 0n); // lost
    await place("10:03", 1_000_000n, 2_000_000n); // won
    await place("10:07", 1_000_000n, 0n); // the next window: below the minimum
    const before = await balanceOf(t.db, main(top.id));
    await settle(t.db, "realtime_salary", window("10:02"));
    await settle(t.db, "realtime_salary", window("10:06"));
    const rows = await t.db.query<{ period_start: Date; gross: bigint; amount: bigint; status: string }>(
      "select period_start, gross, amount, status from agent_statement where contract_id = $1 order by period_start",
      [rt.rows[0]!.id],
    );
    expect(rows.rows.map((r) => [r.gross, r.amount, r.status])).toEqual([
      [3000n, 3000n, "paid"],
      [0n, 0n, "zero"],
    ]);
    expect((await balanceOf(t.db, main(top.id))) - before).toBe(3000n);
    // "My income" lists the paying window, not the empty one (still readable by its id).
    const { headers } = await sessionFor(t.db, top.id);
    const income = okValue<IncomeValue>(
      await get(t.app, `${PATHS.agentIncome}?from=2025-04-01&to=2025-04-01&kind=realtime_salary`, headers),
    );
    expect(income.list.map((row) => [row.amount, row.status])).toEqual([["3000", "paid"]]);
    const zero = await t.db.query<{ id: bigint }>(
      "select id from agent_statement where contract_id = $1 and status = 'zero'",
      [rt.rows[0]!.id],
    );
    expect(
      okValue<IncomeDetailValue>(await get(t.app, `${PATHS.agentIncome}/${zero.rows[0]!.id}`, headers)).status,
    ).toBe("zero");
  });

  it("the job settles the real-time windows that ended a minute ago", async () => {
    expect(await runJobNow(t.app, SETTLEMENT_JOB)).toBe(true);
    const latest = await t.db.query<{ period_end: Date }>(
      "select max(period_end) as period_end from agent_settlement_run where kind = 'realtime_salary'",
    );
    const end = latest.rows[0]!.period_end.getTime();
    expect(end).toBeLessThanOrEqual(Date.now() - 60_000);
    expect(end).toBeGreaterThan(Date.now() - 11 * 60_000);
    // Again: nothing new is paid.
    const runs = async () => (await t.db.query("select count(*)::int as n from agent_settlement_run")).rows[0]!.n;
    const count = await runs();
    await runJobNow(t.app, SETTLEMENT_JOB);
    expect(await runs()).toBeLessThanOrEqual(count + 1);
  });

  it("hourly salary counts only the hours whose team bet reaches minBetPerHour", async () => {
    const boss = await buildMember(t.db, { isAgent: 1 });
    const gambler = await buildMember(t.db, { uplineId: boss.id });
    const c = await t.db.query<{ id: bigint }>(
      `insert into agent_contract (kind, upline_id, downline_id, period, terms, ratio_ppm, status, signed_at, effective_from)
       values ('hourly_salary', null, $1, 'D', $2, 5000, 'signed', '2025-01-01', '2025-01-01T00:00:00+07:00') returning id`,
      [
        boss.id,
        JSON.stringify({
          activeMemberMinBet: "0",
          minBetPerHour: "2000000",
          tiers: [{ minTeamBet: "0", minActive: 0, ratePpm: 5000 }],
        }),
      ],
    );
    const at = (time: string) => new Date(`2025-05-01T${time}:00+07:00`);
    for (const [time, bet] of [
      ["10:05", 1_500_000n],
      ["10:40", 1_500_000n],
      ["11:10", 1_000_000n],
    ] as const) {
      await t.db.query(
        `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
         values ($1, $2, $3, $4, 'settled', $5, 0, $6, $6)`,
        [game.vendor_code, `h2-hour-${process.pid}-${roundSeq++}`, gambler.id, game.id, bet, at(time)],
      );
    }
    await settle(t.db, "hourly_salary", at("12:00"));
    const row = await t.db.query<{ gross: bigint; amount: bigint; inputs: { qualifiedHours: number; base: string } }>(
      "select gross, amount, inputs from agent_statement where contract_id = $1",
      [c.rows[0]!.id],
    );
    // 10:00–11:00 (3,000,000) counts; 11:00–12:00 (1,000,000) does not: 0.5 % of 3,000,000.
    expect(row.rows[0]).toMatchObject({
      gross: 15_000n,
      amount: 15_000n,
      inputs: { qualifiedHours: 1, base: "3000000" },
    });
  });

  it("dividend: the team's net loss times the rate; a negative base is carried into the next period", async () => {
    const boss = await buildMember(t.db, { isAgent: 1 });
    const gambler = await buildMember(t.db, { uplineId: boss.id });
    const c = await t.db.query<{ id: bigint }>(
      `insert into agent_contract (kind, upline_id, downline_id, period, terms, ratio_ppm, status, signed_at, effective_from)
       values ('dividend', null, $1, 'D', $2, 200000, 'signed', '2025-01-01', '2025-01-01T00:00:00+07:00') returning id`,
      [boss.id, terms(200_000)],
    );
    const play = async (day: string, bet: bigint, win: bigint) =>
      t.db.query(
        `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
         values ($1, $2, $3, $4, 'settled', $5, $6, $7, $7)`,
        [game.vendor_code, `h2-div-${process.pid}-${roundSeq++}`, gambler.id, game.id, bet, win, noon(day)],
      );
    await play("2025-06-01", 1_000_000n, 0n); // the team lost 1,000,000
    await play("2025-06-02", 1_000_000n, 3_000_000n); // the team won 2,000,000
    await play("2025-06-03", 3_000_000n, 0n); // lost 3,000,000
    for (const day of ["2025-06-01", "2025-06-02", "2025-06-03"]) await settle(t.db, "dividend", noon(day));
    const rows = await t.db.query<{ gross: bigint; amount: bigint; carried_in: bigint; carried_out: bigint }>(
      "select gross, amount, carried_in, carried_out from agent_statement where contract_id = $1 order by period_start",
      [c.rows[0]!.id],
    );
    expect(rows.rows.map((r) => [r.gross, r.amount, r.carried_in, r.carried_out])).toEqual([
      [200_000n, 200_000n, 0n, 0n],
      [0n, 0n, 0n, -2_000_000n],
      // 3,000,000 − 2,000,000 carried = 1,000,000 at 20 %.
      [200_000n, 200_000n, -2_000_000n, 0n],
    ]);
  });

  it("the demo seed paid agent01's tree daily salaries and dividends that verify intact", async () => {
    const paid = await t.db.query<{ account: string; kind: string; n: number; sum: bigint }>(
      `select m.account, r.kind, count(*)::int as n, sum(s.amount)::bigint as sum
         from agent_statement s join member m on m.id = s.agent_id join agent_settlement_run r on r.id = s.run_id
        where m.account in ('agent01', 'agent02', 'agent04') and s.status = 'paid'
        group by 1, 2 order by 1, 2`,
    );
    const byKey = new Map(paid.rows.map((row) => [`${row.account}:${row.kind}`, row]));
    for (const key of ["agent01:daily_salary", "agent02:daily_salary", "agent04:daily_salary"]) {
      expect(byKey.get(key)?.n, key).toBeGreaterThanOrEqual(25);
    }
    const to = new Date();
    const report = await verifySettlement(t.db, new Date(to.getTime() - 32 * 86_400_000), to);
    expect(report.statements).toBeGreaterThan(100);
    expect(report.mismatches).toEqual([]);
  });

  it("leaves the ledger valid", async () => {
    await expectLedgerValid(t.db);
  });
});
