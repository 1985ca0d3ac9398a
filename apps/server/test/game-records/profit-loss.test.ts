import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, RECORD_MAX_RANGE_DAYS, TRIAL_ACCOUNT_TYPE, type ProfitValue } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import { createMember } from "../support/members.ts";
import { datesOf } from "../../src/modules/game-records/game-records.service.ts";
import { parseRecordQuery } from "../../src/modules/records/records.service.ts";
import {
  ESPORTS,
  GAMES,
  LIVE,
  SLOTS,
  SPORTS,
  headersOf,
  insertCatalogue,
  insertRound,
  query,
  shiftDay,
  today,
} from "./rounds.ts";

/**
 * Profit and loss (ODSFE2_MemProfitLoss) from game_round: one entry per brand day of the range
 * (zeros included), per category and vendor, and in total; rolled-back rounds count nothing;
 * the category and vendor filters; privacy between members.
 */

let t: TestApp;
let member: bigint;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;

function profit(params: Record<string, string | number>, h = headers) {
  return get(t.app, `${PATHS.profitLoss}?${query(params)}`, h);
}
const RANGE = { startDate: "2026-03-01", endDate: "2026-03-05" };
const dayRow = (date: string, rounds: number, bet: number, win: number) => ({
  date,
  rounds,
  bet: String(bet),
  win: String(win),
  profit: String(win - bet),
});

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.db);
  member = (await createMember(t.db)).id;
  const other = (await createMember(t.db)).id;
  headers = await headersOf(t.db, member);
  otherHeaders = await headersOf(t.db, other);
  const rounds = [
    // 2026-03-01 23:30 in Vietnam (16:30Z) and 2026-03-02 00:00 (17:00Z on the 1st).
    {
      vendorCode: SLOTS.code,
      gameId: GAMES.slot,
      status: "settled",
      bet: 1_000n,
      win: 0n,
      startedAt: "2026-03-01T16:30:00Z",
    },
    {
      vendorCode: SLOTS.code,
      gameId: GAMES.slot,
      status: "settled",
      bet: 2_000n,
      win: 5_000n,
      startedAt: "2026-03-01T17:00:00Z",
    },
    {
      vendorCode: LIVE.code,
      gameId: GAMES.live,
      status: "settled",
      bet: 10_000n,
      win: 4_000n,
      startedAt: "2026-03-02T03:00:00Z",
    },
    {
      vendorCode: LIVE.code,
      gameId: GAMES.live,
      status: "rolled_back",
      bet: 70_000n,
      win: 0n,
      startedAt: "2026-03-02T04:00:00Z",
    },
    {
      vendorCode: ESPORTS.code,
      gameId: GAMES.esports,
      status: "open",
      bet: 3_000n,
      win: 0n,
      startedAt: "2026-03-04T09:00:00Z",
    },
    {
      vendorCode: SPORTS.code,
      gameId: GAMES.sports,
      status: "settled",
      bet: 6_000n,
      win: 9_000n,
      startedAt: "2026-03-04T10:00:00Z",
    },
    // Outside the range: 2026-03-06 00:00 in Vietnam, and the last instant of 2026-02-28.
    {
      vendorCode: SLOTS.code,
      gameId: GAMES.slot,
      status: "settled",
      bet: 999n,
      win: 0n,
      startedAt: "2026-03-05T17:00:00Z",
    },
    {
      vendorCode: SLOTS.code,
      gameId: GAMES.slot,
      status: "settled",
      bet: 888n,
      win: 0n,
      startedAt: "2026-02-28T16:59:59.999Z",
    },
  ] as const;
  for (const [i, r] of rounds.entries()) {
    await insertRound(t.db, { ...r, memberId: member, roundId: `M-${i}` });
    await insertRound(t.db, { ...r, memberId: other, roundId: `O-${i}`, bet: 1n, win: 1_000_000n });
  }
});
afterAll(() => t.close());

describe("profit and loss", () => {
  it("has one entry per day of the range, zeros included, summed in the brand's days", async () => {
    const value = okValue<ProfitValue>(await profit(RANGE));
    expect(value.days).toEqual([
      dayRow("2026-03-01", 1, 1_000, 0),
      dayRow("2026-03-02", 2, 2_000 + 10_000, 5_000 + 4_000),
      dayRow("2026-03-03", 0, 0, 0),
      dayRow("2026-03-04", 2, 3_000 + 6_000, 9_000),
      dayRow("2026-03-05", 0, 0, 0),
    ]);
  });

  it("totals the counted rounds (rolled back left out, open counted) and the days add up to them", async () => {
    const value = okValue<ProfitValue>(await profit(RANGE));
    const bet = 1_000 + 2_000 + 10_000 + 3_000 + 6_000;
    const win = 5_000 + 4_000 + 9_000;
    expect(value).toMatchObject({
      totalBet: String(bet),
      totalWin: String(win),
      totalProfit: String(win - bet),
      rounds: 5,
    });
    expect(value.days.reduce((s, d) => s + BigInt(d.profit), 0n)).toBe(BigInt(value.totalProfit));
    expect(value.days.reduce((s, d) => s + d.rounds, 0)).toBe(value.rounds);
  });

  it("sums per vendor, in category order (LIVE, RNG, SPORTS, ESPORTS) with e-sports split out", async () => {
    const value = okValue<ProfitValue>(await profit(RANGE));
    expect(value.byVendor).toEqual([
      {
        gameCategory: "LIVE",
        vassalage: LIVE.code,
        vendorName: LIVE.name,
        rounds: 1,
        bet: "10000",
        win: "4000",
        profit: "-6000",
      },
      {
        gameCategory: "RNG",
        vassalage: SLOTS.code,
        vendorName: SLOTS.name,
        rounds: 2,
        bet: "3000",
        win: "5000",
        profit: "2000",
      },
      {
        gameCategory: "SPORTS",
        vassalage: SPORTS.code,
        vendorName: SPORTS.name,
        rounds: 1,
        bet: "6000",
        win: "9000",
        profit: "3000",
      },
      {
        gameCategory: "ESPORTS",
        vassalage: ESPORTS.code,
        vendorName: ESPORTS.name,
        rounds: 1,
        bet: "3000",
        win: "0",
        profit: "-3000",
      },
    ]);
  });

  it("filters by category and by vendor; every day of the range is still listed", async () => {
    const esports = okValue<ProfitValue>(await profit({ ...RANGE, gameCategory: "ESPORTS" }));
    expect(esports.byVendor.map((v) => v.vassalage)).toEqual([ESPORTS.code]);
    expect(esports).toMatchObject({ totalBet: "3000", totalWin: "0", totalProfit: "-3000", rounds: 1 });
    expect(esports.days).toHaveLength(5);
    expect(esports.days.filter((d) => d.rounds > 0).map((d) => d.date)).toEqual(["2026-03-04"]);
    const slots = okValue<ProfitValue>(await profit({ ...RANGE, vassalage: SLOTS.code }));
    expect(slots.days.map((d) => d.profit)).toEqual(["-1000", "3000", "0", "0", "0"]);
    // On March 2 the live vendor has a settled round and a rolled-back one: the 70 000 counts nothing.
    const live = okValue<ProfitValue>(
      await profit({ startDate: "2026-03-02", endDate: "2026-03-02", gameCategory: "LIVE" }),
    );
    expect(live).toMatchObject({ totalBet: "10000", rounds: 1 });
    const none = okValue<ProfitValue>(await profit({ ...RANGE, gameCategory: "FISH" }));
    expect(none).toMatchObject({ byVendor: [], totalBet: "0", totalWin: "0", totalProfit: "0", rounds: 0 });
    expect(none.days.every((d) => d.rounds === 0 && d.profit === "0")).toBe(true);
  });

  it(`lists ${RECORD_MAX_RANGE_DAYS} days for the widest range, oldest first`, async () => {
    const endDate = "2026-03-05";
    const startDate = shiftDay(endDate, -(RECORD_MAX_RANGE_DAYS - 1));
    const value = okValue<ProfitValue>(await profit({ startDate, endDate }));
    expect(value.days).toHaveLength(RECORD_MAX_RANGE_DAYS);
    expect(value.days[0]!.date).toBe(startDate);
    expect(value.days.at(-1)!.date).toBe(endDate);
    expect(value.days.find((d) => d.date === "2026-02-28")).toEqual(dayRow("2026-02-28", 1, 888, 0));
    expect(value.rounds).toBe(6);
  });

  it("another member's rounds never count; a trial account sees its own; no token → please_login_first", async () => {
    const theirs = okValue<ProfitValue>(await profit(RANGE, otherHeaders));
    expect(theirs.rounds).toBe(5);
    expect(theirs.totalBet).toBe("5");
    const trial = await createMember(t.db, { isAgent: TRIAL_ACCOUNT_TYPE });
    await insertRound(t.db, {
      memberId: trial.id,
      vendorCode: SLOTS.code,
      roundId: "TRIAL-P",
      gameId: GAMES.slot,
      status: "settled",
      bet: 20_000n,
      win: 0n,
      startedAt: new Date().toISOString(),
    });
    const mine = okValue<ProfitValue>(
      await profit({ startDate: today(), endDate: today() }, await headersOf(t.db, trial.id)),
    );
    expect(mine).toMatchObject({ rounds: 1, totalProfit: "-20000", days: [dayRow(today(), 1, 20_000, 0)] });
    expectError(await get(t.app, `${PATHS.profitLoss}?${query(RANGE)}`), "please_login_first");
  });
});

describe("day buckets", () => {
  it("names each brand day of a parsed range once, including a leap day", () => {
    const range = parseRecordQuery({ startDate: "2028-02-27", endDate: "2028-03-01" });
    expect(datesOf(range.from, range.until)).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"]);
    const one = parseRecordQuery({ startDate: "2026-12-31", endDate: "2026-12-31" });
    expect(datesOf(one.from, one.until)).toEqual(["2026-12-31"]);
  });
});
