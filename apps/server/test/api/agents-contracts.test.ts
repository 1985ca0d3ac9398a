import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PATHS,
  type AgentContract,
  type ContractListValue,
  type ContractPreviewValue,
  type ContractTerms,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import { buildMember, sessionFor, type BuiltMember } from "../support/factories.ts";
import { offerFromTemplate } from "../../src/modules/agents/index.ts";

/**
 * The four contract calls against a real database (issue 13, H2): the state machine (every allowed
 * and refused transition, by whom), the ratio rule (an offer above the upline's own rate is
 * refused; a lower offer's preview lists the downline's contracts it would end, and signing ends
 * them at the next boundary), who may act on which contract, and bad input on every call.
 */

let t: TestApp;
type Agent = BuiltMember & { headers: Record<string, string> };
let top: Agent;
let a: Agent;
let b: Agent;
let other: Agent;
let plain: Agent;

const daily = (ratePpm: number): ContractTerms => ({
  activeMemberMinBet: "0",
  tiers: [{ minTeamBet: "0", minActive: 0, ratePpm }],
});

async function agent(isAgent: number, uplineId?: bigint): Promise<Agent> {
  const member = await buildMember(t.db, { isAgent, uplineId });
  return { ...member, headers: (await sessionFor(t.db, member.id)).headers };
}

function call(who: Agent, body: Record<string, unknown>, path: string = PATHS.contractDailySalary) {
  return t.app.inject({ method: "POST", url: path, payload: body, headers: who.headers });
}
async function contract(who: Agent, body: Record<string, unknown>, path?: string): Promise<AgentContract> {
  return okValue<AgentContract>(await call(who, body, path));
}
const statusOf = async (id: string) =>
  (await t.db.query<{ status: string }>("select status from agent_contract where id = $1", [id])).rows[0]!.status;

beforeAll(async () => {
  t = await createTestApp();
  top = await agent(1);
  a = await agent(2, top.id);
  b = await agent(2, a.id);
  other = await agent(1);
  plain = await agent(0, a.id);
  // The house's contract with the top agent (set by the operator): 0.8 %, in force.
  await t.db.query(
    `insert into agent_contract (kind, upline_id, downline_id, period, terms, ratio_ppm, status, signed_at, effective_from)
     values ('daily_salary', null, $1, 'D', $2, 8000, 'signed', now(), now() - interval '1 day'),
            ('dividend', null, $1, 'W', $3, 200000, 'signed', now(), now() - interval '1 day')`,
    [
      top.id,
      JSON.stringify(daily(8000)),
      JSON.stringify({ activeMemberMinBet: "0", tiers: [{ minTeamBet: "0", minActive: 0, ratePpm: 200000 }] }),
    ],
  );
});
afterAll(() => t.close());

describe("offer, sign, reject", () => {
  it("refuses non-agents and offers above the upline's own rate or to someone not a direct downline", async () => {
    expectError(await call(plain, { action: "list" }), "error_not_agent");
    expectError(
      await call(top, { action: "offer", downlineId: a.id.toString(), terms: daily(8001) }),
      "contract_rate_above_own",
    );
    // A has no signed contract yet: it has nothing to offer.
    expectError(
      await call(a, { action: "offer", downlineId: b.id.toString(), terms: daily(1) }),
      "contract_rate_above_own",
    );
    expectError(
      await call(top, { action: "offer", downlineId: b.id.toString(), terms: daily(100) }),
      "contract_downline_not_direct",
    );
    expectError(
      await call(top, { action: "offer", downlineId: other.id.toString(), terms: daily(100) }),
      "agent_not_in_team",
    );
    // A plain member gets no contract.
    expectError(
      await call(a, { action: "offer", downlineId: plain.id.toString(), terms: daily(0) }),
      "contract_action_refused",
    );
  });

  it("only the named downline signs; signing starts at the next boundary; a signed contract is not signed again", async () => {
    const offer = await contract(top, { action: "offer", downlineId: a.id.toString(), terms: daily(5000) });
    expect(offer).toMatchObject({ status: "offered", ratioPpm: 5000, version: 1, uplineId: top.id.toString() });
    expect(offer.effectiveFrom).toBeNull();
    // The consolidated flags: one daily-salary offer waits for A, nothing for the top agent.
    const funds = async (who: Agent) =>
      okValue<Record<string, unknown>>(
        await t.app.inject({ method: "GET", url: PATHS.consolidatedFunds, headers: who.headers }),
      );
    expect(await funds(a)).toMatchObject({ dailysalreqtype: 1, dailysalinfotype: 0, divtypereq: 0 });
    expect(await funds(top)).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 1, divtypeinfo: 1 });
    expectError(await call(b, { action: "sign", contractId: offer.id }), "contract_not_found");
    expectError(await call(other, { action: "sign", contractId: offer.id }), "contract_not_found");
    expectError(await call(top, { action: "sign", contractId: offer.id }), "contract_action_refused");
    // The same id on another kind's path is not that contract.
    expectError(await call(a, { action: "sign", contractId: offer.id }, PATHS.contractDividend), "contract_not_found");
    expect(await statusOf(offer.id)).toBe("offered");
    const signed = await contract(a, { action: "sign", contractId: offer.id });
    expect(signed.status).toBe("signed");
    expect(await funds(a)).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 1, contractmrdailysalinfotype: 1 });
    expect(Date.parse(signed.effectiveFrom!)).toBeGreaterThan(Date.now());
    expectError(await call(a, { action: "sign", contractId: offer.id }), "contract_action_refused");
    expectError(await call(a, { action: "reject", contractId: offer.id }), "contract_action_refused");
  });

  it("the downline rejects an offer; a rejected offer accepts nothing", async () => {
    const terms = { activeMemberMinBet: "0", tiers: [{ minTeamBet: "0", minActive: 0, ratePpm: 100000 }] };
    const offer = await contract(
      top,
      { action: "offer", downlineId: a.id.toString(), period: "M", terms },
      PATHS.contractDividend,
    );
    expect(offer.period).toBe("M");
    expectError(
      await call(top, { action: "reject", contractId: offer.id }, PATHS.contractDividend),
      "contract_action_refused",
    );
    expect((await contract(a, { action: "reject", contractId: offer.id }, PATHS.contractDividend)).status).toBe(
      "rejected",
    );
    for (const action of ["sign", "reject", "terminate", "agreeTermination", "refuseTermination"]) {
      expectError(await call(a, { action, contractId: offer.id }, PATHS.contractDividend), "contract_action_refused");
    }
  });
});

describe("ratio rule", () => {
  it("a lower offer's preview lists exactly the contracts it would end, and signing ends them at the next boundary", async () => {
    // A (0.5 %) offers B 0.4 %, B signs.
    const ab = await contract(a, { action: "offer", downlineId: b.id.toString(), terms: daily(4000) });
    expectError(
      await call(a, { action: "offer", downlineId: b.id.toString(), terms: daily(5001) }),
      "contract_rate_above_own",
    );
    await contract(b, { action: "sign", contractId: ab.id });
    // The top agent would lower A to 0.45 %: A→B (0.4 %) stays; to 0.3 %: A→B ends.
    const keep = okValue<ContractPreviewValue>(
      await call(top, { action: "preview", downlineId: a.id.toString(), terms: daily(4500) }),
    );
    expect(keep.wouldEnd).toEqual([]);
    expect(keep.ownRatioPpm).toBe(8000);
    const lower = okValue<ContractPreviewValue>(
      await call(top, { action: "preview", downlineId: a.id.toString(), terms: daily(3000) }),
    );
    expect(lower.wouldEnd.map((c) => c.id)).toEqual([ab.id]);
    // A preview stores nothing; the offer does, as version 2 beside the signed version 1.
    const offer = await contract(top, { action: "offer", downlineId: a.id.toString(), terms: daily(3000) });
    expect(offer.version).toBe(2);
    expect(offer.replacesId).not.toBeNull();
    // The named downline sees the same list before it signs; nobody else may ask.
    const seen = okValue<ContractPreviewValue>(await call(a, { action: "preview", contractId: offer.id }));
    expect(seen.wouldEnd.map((c) => c.id)).toEqual([ab.id]);
    expect(seen).toMatchObject({ ratioPpm: 3000, ownRatioPpm: 5000 });
    for (const other of [top, b]) {
      expectError(await call(other, { action: "preview", contractId: offer.id }), "contract_not_found");
    }
    expectError(await call(a, { action: "preview", contractId: ab.id }), "contract_not_found");
    await contract(a, { action: "sign", contractId: offer.id });
    expectError(await call(a, { action: "preview", contractId: offer.id }), "contract_action_refused");
    const ended = (
      await t.db.query<{ status: string; ended_at: Date; cancelled_by_id: bigint }>(
        "select status, ended_at, cancelled_by_id from agent_contract where id = $1",
        [ab.id],
      )
    ).rows[0]!;
    expect(ended.status).toBe("cancelled_by_rule");
    expect(ended.cancelled_by_id.toString()).toBe(offer.id);
    expect(ended.ended_at.getTime()).toBeGreaterThan(Date.now());
    expect(await statusOf(offer.replacesId!)).toBe("superseded");
    const events = await t.db.query("select action from agent_contract_event where contract_id = $1", [ab.id]);
    expect(events.rows.map((row) => row.action)).toContain("cancelled_by_rule");
    // The list shows both sides with the current period's figures.
    const list = okValue<ContractListValue>(await call(a, { action: "list" }));
    expect(list.asDownline[0]).toMatchObject({ id: offer.id, status: "signed" });
    expect(list.asDownline[0]!.figures.validBet).toBe("0");
    expect(list.asUpline.map((c) => c.id)).toContain(ab.id);
  });
});

describe("termination", () => {
  it("either party asks; only the other agrees or refuses; agreeing ends it at the next boundary", async () => {
    // The top agent has no real-time contract of its own: nothing to offer.
    expectError(
      await call(
        top,
        {
          action: "offer",
          downlineId: a.id.toString(),
          terms: { winRatePpm: 1000, lossRatePpm: 2000, minBetPerWindow: "0" },
        },
        PATHS.contractRealtimeSalary,
      ),
      "contract_rate_above_own",
    );
    const id = (
      await t.db.query<{ id: bigint }>(
        "select id from agent_contract where kind = 'daily_salary' and downline_id = $1 and status = 'signed'",
        [a.id],
      )
    ).rows[0]!.id.toString();
    expectError(await call(b, { action: "terminate", contractId: id }), "contract_not_found");
    expect((await contract(top, { action: "terminate", contractId: id })).status).toBe("termination_requested");
    expectError(await call(top, { action: "agreeTermination", contractId: id }), "contract_action_refused");
    expectError(await call(top, { action: "terminate", contractId: id }), "contract_action_refused");
    const refused = await contract(a, { action: "refuseTermination", contractId: id });
    expect(refused).toMatchObject({ status: "signed", terminationRequestedBy: null });
    expect((await contract(a, { action: "terminate", contractId: id })).terminationRequestedBy).toBe(a.id.toString());
    expectError(await call(a, { action: "refuseTermination", contractId: id }), "contract_action_refused");
    const ended = await contract(top, { action: "agreeTermination", contractId: id });
    expect(ended.status).toBe("terminated");
    expect(Date.parse(ended.endedAt!)).toBeGreaterThan(Date.now());
    expectError(await call(top, { action: "terminate", contractId: id }), "contract_action_refused");
  });
});

describe("offer from a link's template", () => {
  it("offers the template to the new sub-agent when the ratio rule allows it, otherwise nothing", async () => {
    const template = async (ratePpm: number) =>
      (
        await t.db.query<{ id: bigint }>(
          "insert into agent_contract_template (name, kind, period, terms) values ('t', 'daily_salary', 'D', $1) returning id",
          [JSON.stringify(daily(ratePpm))],
        )
      ).rows[0]!.id;
    const sub = await agent(2, top.id);
    expect(await offerFromTemplate(t.db, await template(900_000), top.id, sub.id)).toBeNull();
    const offered = await offerFromTemplate(t.db, await template(1000), top.id, sub.id);
    expect(offered).toMatchObject({ status: "offered", ratioPpm: 1000, downlineId: sub.id.toString() });
    expect((await contract(sub, { action: "sign", contractId: offered!.id })).status).toBe("signed");
  });
});

describe("bad input", () => {
  it("answers 4xx with a catalogue code on every call and stores nothing", async () => {
    const before = await snapshotDatabase(t.db);
    const bad: [Record<string, unknown>, string][] = [
      [{}, "validation_failed"],
      [{ action: "steal" }, "validation_failed"],
      [{ action: "list", extra: 1 }, "validation_failed"],
      [{ action: "offer" }, "validation_failed"],
      [{ action: "offer", downlineId: a.id.toString() }, "validation_failed"],
      [{ action: "offer", downlineId: "-1", terms: daily(1) }, "validation_failed"],
      [{ action: "offer", downlineId: a.id.toString(), terms: daily(1_000_001) }, "validation_failed"],
      [{ action: "offer", downlineId: a.id.toString(), terms: { ...daily(1), tiers: [] } }, "validation_failed"],
      [
        { action: "offer", downlineId: a.id.toString(), terms: { activeMemberMinBet: "1.5", tiers: [] } },
        "validation_failed",
      ],
      [
        {
          action: "offer",
          downlineId: a.id.toString(),
          terms: { winRatePpm: 1, lossRatePpm: 1, minBetPerWindow: "0" },
        },
        "contract_terms_invalid",
      ],
      [
        {
          action: "offer",
          downlineId: a.id.toString(),
          terms: {
            activeMemberMinBet: "0",
            tiers: [
              { minTeamBet: "100", minActive: 0, ratePpm: 2000 },
              { minTeamBet: "10", minActive: 0, ratePpm: 3000 },
            ],
          },
        },
        "contract_terms_invalid",
      ],
      [{ action: "preview", downlineId: a.id.toString() }, "validation_failed"],
      [{ action: "sign" }, "validation_failed"],
      [{ action: "sign", contractId: "abc" }, "validation_failed"],
      [{ action: "sign", contractId: "999999999" }, "contract_not_found"],
      [{ action: "reject", contractId: 12 }, "validation_failed"],
      [{ action: "terminate" }, "validation_failed"],
      [{ action: "agreeTermination", contractId: "" }, "validation_failed"],
      [{ action: "refuseTermination", contractId: "999999999" }, "contract_not_found"],
      [{ action: "offer", downlineId: a.id.toString(), period: "X", terms: daily(1) }, "validation_failed"],
    ];
    for (const [body, code] of bad) {
      const res = await call(top, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expectError(res, code as never);
    }
    // A dividend without its period; an hourly salary without minBetPerHour.
    expectError(
      await call(top, { action: "offer", downlineId: a.id.toString(), terms: daily(1) }, PATHS.contractDividend),
      "contract_terms_invalid",
    );
    expectError(
      await call(top, { action: "offer", downlineId: a.id.toString(), terms: daily(1) }, PATHS.contractHourlySalary),
      "contract_terms_invalid",
    );
    const after = await snapshotDatabase(t.db);
    // Sessions' last-seen times may move; the contracts and their history may not.
    for (const table of ["agent_contract", "agent_contract_event", "agent_statement", "agent_settlement_run"]) {
      expect(after[table], table).toEqual(before[table]);
    }
  });
});
