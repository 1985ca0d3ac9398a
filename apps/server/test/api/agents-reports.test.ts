import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PATHS,
  type TeamBetsValue,
  type TeamOverviewValue,
  type TeamProfitLossValue,
  type TeamTransactionsValue,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get, okValue } from "../http.ts";
import { creditMain, loggedInMember, type LoggedInMember } from "../support/factories.ts";
import { insertRound, today } from "../game-records/rounds.ts";

/**
 * The agent centre's reports with numbers (issue 13): settled rounds count at their end (local
 * day of Asia/Ho_Chi_Minh), rolled-back and open rounds do not; "active" follows the brand's
 * active_member_min_bet; each agent sees its own subtree's figures only.
 *
 *   A (1) ─┬─ B (2) ── F (0)
 *          └─ C (2) ── E (0)
 */

let t: TestApp;
let A: LoggedInMember, B: LoggedInMember, C: LoggedInMember, E: LoggedInMember, F: LoggedInMember;
let game: { id: number; vendor_code: string };
let n = 0;

async function round(
  member: LoggedInMember,
  status: "settled" | "rolled_back" | "open",
  bet: bigint,
  win: bigint,
  at: string,
) {
  await insertRound(t.db, {
    memberId: member.id,
    vendorCode: game.vendor_code,
    roundId: `agents-report-${n++}`,
    gameId: game.id,
    status,
    bet,
    win,
    startedAt: at,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  game = (await t.db.query<{ id: number; vendor_code: string }>("select id, vendor_code from game order by id limit 1"))
    .rows[0]!;
  A = await loggedInMember(t.db, { isAgent: 1 });
  B = await loggedInMember(t.db, { isAgent: 2, uplineId: A.id });
  C = await loggedInMember(t.db, { isAgent: 2, uplineId: A.id });
  F = await loggedInMember(t.db, { uplineId: B.id });
  E = await loggedInMember(t.db, { uplineId: C.id });
  // 2026-10-10 local (UTC+7): 05:00Z = 12:00 local. 2026-10-09 20:00Z = 2026-10-10 03:00 local.
  await round(F, "settled", 25_000_000n, 5_000_000n, "2026-10-10T05:00:00Z");
  await round(F, "settled", 1_000_000n, 3_000_000n, "2026-10-09T20:00:00Z");
  await round(F, "rolled_back", 9_000_000n, 0n, "2026-10-10T06:00:00Z");
  await round(F, "open", 7_000_000n, 0n, "2026-10-10T07:00:00Z");
  await round(E, "settled", 4_000_000n, 0n, "2026-10-11T05:00:00Z");
  // 2026-10-09 16:59:59Z is still 2026-10-09 23:59:59 local: outside the range.
  await round(E, "settled", 8_000_000n, 0n, "2026-10-09T16:59:56Z");
});
afterAll(() => t.close());

const range = "from=2026-10-10&to=2026-10-11";

describe("team reports", () => {
  it("overview: valid bet and P&L of settled rounds by local day; active members by the brand's minimum", async () => {
    const value = okValue<TeamOverviewValue>(await get(t.app, `${PATHS.agentTeamOverview}?${range}`, A.headers));
    expect(value.totals).toMatchObject({
      teamSize: 4,
      validBet: "30000000",
      profitLoss: (30_000_000 - 8_000_000).toString(),
      activeMembers: 1,
    });
    expect(value.series.map((d) => [d.date, d.validBet, d.profitLoss, d.activeMembers])).toEqual([
      ["2026-10-10", "26000000", "18000000", 1],
      ["2026-10-11", "4000000", "4000000", 0],
    ]);
    const b = okValue<TeamOverviewValue>(await get(t.app, `${PATHS.agentTeamOverview}?${range}`, B.headers));
    expect(b.totals).toMatchObject({ teamSize: 1, validBet: "26000000", activeMembers: 1 });
    const c = okValue<TeamOverviewValue>(await get(t.app, `${PATHS.agentTeamOverview}?${range}`, C.headers));
    expect(c.totals).toMatchObject({ teamSize: 1, validBet: "4000000", activeMembers: 0 });
  });

  it("team betting per member and day, and only the caller's subtree", async () => {
    const value = okValue<TeamBetsValue>(await get(t.app, `${PATHS.agentTeamBets}?${range}`, A.headers));
    expect(value.list.map((r) => [r.account, r.date, r.rounds, r.validBet, r.payout])).toEqual([
      [E.account, "2026-10-11", 1, "4000000", "0"],
      [F.account, "2026-10-10", 2, "26000000", "8000000"],
    ]);
    expect(value).toMatchObject({ total: 2, totalValidBet: "30000000", totalPayout: "8000000" });
    const b = okValue<TeamBetsValue>(await get(t.app, `${PATHS.agentTeamBets}?${range}`, B.headers));
    expect(b.list.map((r) => r.account)).toEqual([F.account]);
    const one = okValue<TeamBetsValue>(await get(t.app, `${PATHS.agentTeamBets}?${range}&memberId=${E.id}`, A.headers));
    expect(one.list.map((r) => r.account)).toEqual([E.account]);
  });

  it("profit and loss per member (the member's result: payout − stake)", async () => {
    const value = okValue<TeamProfitLossValue>(await get(t.app, `${PATHS.agentTeamProfitLoss}?${range}`, A.headers));
    const byAccount = Object.fromEntries(value.list.map((r) => [r.account, r]));
    expect(byAccount[F.account]).toMatchObject({ validBet: "26000000", payout: "8000000", profitLoss: "-18000000" });
    expect(byAccount[E.account]).toMatchObject({ validBet: "4000000", payout: "0", profitLoss: "-4000000" });
    expect(value.total).toBe(2);
  });

  it("a downline's transactions come from its ledger lines", async () => {
    await creditMain(t.db, F.id, 1_234_500n);
    const day = today();
    const value = okValue<TeamTransactionsValue>(
      await get(t.app, `${PATHS.agentTeamTransactions}?from=${day}&to=${day}&memberId=${F.id}`, A.headers),
    );
    expect(value.list.map((r) => [r.account, r.type, r.amount, r.balanceAfter])).toEqual([
      [F.account, "adjustment", "1234500", "1234500"],
    ]);
    const none = okValue<TeamTransactionsValue>(
      await get(t.app, `${PATHS.agentTeamTransactions}?from=${day}&to=${day}&memberId=${F.id}&type=deposit`, B.headers),
    );
    expect(none.total).toBe(0);
  });
});
