import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, TRIAL_ACCOUNT_TYPE, type BettingRecordRow, type BettingRecordValue } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import { createMember } from "../support/members.ts";
import { verifyUrlOf } from "../../src/modules/game-records/game-records.service.ts";
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
  today,
} from "./rounds.ts";

/**
 * The betting record (ODSFE2_MemBetDet) from game_round: the rows and their money, profit 0 for a
 * rolled-back round, open rounds listed as open, verification links for the demo vendor only,
 * category (with e-sports split out of SPORTS) and vendor filters, totals over the whole filter,
 * paging, whole days in Asia/Ho_Chi_Minh, and privacy between members.
 */

let t: TestApp;
let member: bigint;
let other: bigint;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;

function record(params: Record<string, string | number>, h = headers) {
  return get(t.app, `${PATHS.bettingRecords}?${query(params)}`, h);
}
const JANUARY = { startDate: "2026-01-09", endDate: "2026-01-12" };
const ids = (value: BettingRecordValue) => value.list.map((r) => r.roundId);

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.db);
  member = (await createMember(t.db)).id;
  other = (await createMember(t.db)).id;
  headers = await headersOf(t.db, member);
  otherHeaders = await headersOf(t.db, other);
  const m = member;
  // Around the UTC+7 midnights: 2026-01-10 16:59:59.999Z is 23:59:59.999 on the 10th in Vietnam,
  // 2026-01-10 17:00Z is midnight of the 11th.
  const rounds = [
    {
      roundId: "J0",
      vendorCode: SLOTS.code,
      gameId: GAMES.slot,
      status: "settled",
      bet: 700n,
      win: 0n,
      startedAt: "2026-01-08T16:59:59.999Z",
    },
    {
      roundId: "J1",
      vendorCode: SLOTS.code,
      gameId: GAMES.slot,
      status: "settled",
      bet: 1_000n,
      win: 2_500n,
      startedAt: "2026-01-10T16:59:59.999Z",
    },
    {
      roundId: "J2",
      vendorCode: SLOTS.code,
      gameId: GAMES.slot,
      status: "settled",
      bet: 2_000n,
      win: 0n,
      startedAt: "2026-01-10T17:00:00Z",
    },
    {
      roundId: "J3",
      vendorCode: LIVE.code,
      gameId: GAMES.live,
      status: "rolled_back",
      bet: 5_000n,
      win: 0n,
      startedAt: "2026-01-11T05:00:00Z",
    },
    {
      roundId: "J4",
      vendorCode: ESPORTS.code,
      gameId: GAMES.esports,
      status: "open",
      bet: 3_000n,
      win: 0n,
      startedAt: "2026-01-11T06:00:00Z",
    },
    {
      roundId: "J5",
      vendorCode: LIVE.code,
      gameId: GAMES.live,
      status: "settled",
      bet: 10_000n,
      win: 15_000n,
      startedAt: "2026-01-12T10:00:00Z",
    },
    {
      roundId: "J6",
      vendorCode: SPORTS.code,
      gameId: GAMES.sports,
      status: "settled",
      bet: 4_000n,
      win: 3_000n,
      startedAt: "2026-01-12T16:59:59Z",
    },
    {
      roundId: "J7",
      vendorCode: SPORTS.code,
      gameId: GAMES.sports,
      status: "settled",
      bet: 900n,
      win: 0n,
      startedAt: "2026-01-12T17:00:00Z",
    },
  ] as const;
  for (const r of rounds) await insertRound(t.db, { ...r, memberId: m });
  // The other member plays the same games on the same days.
  for (const [i, r] of rounds.entries()) {
    await insertRound(t.db, { ...r, memberId: other, roundId: `OTHER-${i}`, bet: 123n, win: 456n });
  }
});
afterAll(() => t.close());

describe("betting record", () => {
  it("lists the member's rounds of the range newest first, with game, vendor, category, status and money", async () => {
    const value = okValue<BettingRecordValue>(await record(JANUARY));
    expect(ids(value)).toEqual(["J6", "J5", "J4", "J3", "J2", "J1"]);
    const byId = new Map(value.list.map((r) => [r.roundId, r]));
    expect(byId.get("J1")).toEqual<BettingRecordRow>({
      roundId: "J1",
      gameId: GAMES.slot,
      gameName: "Bầu Cua Vàng",
      vassalage: SLOTS.code,
      vendorName: SLOTS.name,
      gameCategory: "RNG",
      startedAt: "2026-01-10T16:59:59.999Z",
      endedAt: "2026-01-10T17:00:02.999Z",
      status: "settled",
      betAmount: "1000",
      winAmount: "2500",
      profit: "1500",
      verifyUrl: `/demo-vendor/verify?vendor=${SLOTS.code}&round=J1`,
    });
    expect(byId.get("J2")).toMatchObject({ status: "settled", profit: "-2000" });
    // Rolled back: listed with its status, profit 0; another adapter than the demo vendor: no link.
    expect(byId.get("J3")).toMatchObject({
      status: "rolled_back",
      betAmount: "5000",
      winAmount: "0",
      profit: "0",
      gameCategory: "LIVE",
      verifyUrl: null,
    });
    // Open: no end yet; e-sports vendor filed under SPORTS shows as ESPORTS.
    expect(byId.get("J4")).toMatchObject({
      status: "open",
      endedAt: null,
      profit: "-3000",
      gameCategory: "ESPORTS",
      vendorName: ESPORTS.name,
    });
    expect(byId.get("J6")).toMatchObject({ gameCategory: "SPORTS", profit: "-1000" });
    expect(value).toMatchObject({ total: 6, page: 1, size: 20 });
  });

  it("totals bet, win and profit of the whole filter, leaving rolled-back rounds out and counting open ones", async () => {
    const value = okValue<BettingRecordValue>(await record(JANUARY));
    // J1 + J2 + J4 (open) + J5 + J6; J3 rolled back.
    expect(value.totalBet).toBe(String(1_000 + 2_000 + 3_000 + 10_000 + 4_000));
    expect(value.totalWin).toBe(String(2_500 + 15_000 + 3_000));
    expect(value.totalProfit).toBe(String(2_500 + 15_000 + 3_000 - (1_000 + 2_000 + 3_000 + 10_000 + 4_000)));
    const onePage = okValue<BettingRecordValue>(await record({ ...JANUARY, size: 2, page: 2 }));
    expect(ids(onePage)).toEqual(["J4", "J3"]);
    expect(onePage).toMatchObject({ total: 6, totalBet: value.totalBet, totalWin: value.totalWin });
    const lossOnly = okValue<BettingRecordValue>(await record({ ...JANUARY, gameCategory: "SPORTS" }));
    expect(lossOnly).toMatchObject({ totalBet: "4000", totalWin: "3000", totalProfit: "-1000" });
  });

  it("counts whole days at UTC+7, both ends inclusive", async () => {
    const tenth = okValue<BettingRecordValue>(await record({ startDate: "2026-01-10", endDate: "2026-01-10" }));
    expect(ids(tenth)).toEqual(["J1"]);
    const eleventh = okValue<BettingRecordValue>(await record({ startDate: "2026-01-11", endDate: "2026-01-11" }));
    expect(ids(eleventh)).toEqual(["J4", "J3", "J2"]);
    const thirteenth = okValue<BettingRecordValue>(await record({ startDate: "2026-01-13", endDate: "2026-01-13" }));
    expect(ids(thirteenth)).toEqual(["J7"]);
    const ninth = okValue<BettingRecordValue>(await record({ startDate: "2026-01-09", endDate: "2026-01-09" }));
    expect(ninth).toMatchObject({ total: 0, list: [], totalBet: "0", totalWin: "0", totalProfit: "0" });
  });

  it("filters by category (e-sports split out of SPORTS) and by vendor", async () => {
    const esports = okValue<BettingRecordValue>(await record({ ...JANUARY, gameCategory: "ESPORTS" }));
    expect(ids(esports)).toEqual(["J4"]);
    const sports = okValue<BettingRecordValue>(await record({ ...JANUARY, gameCategory: "SPORTS" }));
    expect(ids(sports)).toEqual(["J6"]);
    const slots = okValue<BettingRecordValue>(await record({ ...JANUARY, gameCategory: "RNG" }));
    expect(ids(slots)).toEqual(["J2", "J1"]);
    const live = okValue<BettingRecordValue>(await record({ ...JANUARY, vassalage: LIVE.code }));
    expect(ids(live)).toEqual(["J5", "J3"]);
    expect(live).toMatchObject({ total: 2, totalBet: "10000", totalWin: "15000", totalProfit: "5000" });
    const both = okValue<BettingRecordValue>(
      await record({ ...JANUARY, gameCategory: "ESPORTS", vassalage: ESPORTS.code }),
    );
    expect(ids(both)).toEqual(["J4"]);
    const mismatch = okValue<BettingRecordValue>(
      await record({ ...JANUARY, gameCategory: "LIVE", vassalage: SLOTS.code }),
    );
    expect(mismatch.total).toBe(0);
    const unknownVendor = okValue<BettingRecordValue>(await record({ ...JANUARY, vassalage: "NO_SUCH_VENDOR" }));
    expect(unknownVendor).toMatchObject({ total: 0, list: [], totalBet: "0" });
    const fishing = okValue<BettingRecordValue>(await record({ ...JANUARY, gameCategory: "FISH" }));
    expect(fishing.total).toBe(0);
  });

  it("another member sees only their own rounds; a member without rounds sees an empty record", async () => {
    const theirs = okValue<BettingRecordValue>(await record({ ...JANUARY, size: 100 }, otherHeaders));
    expect(theirs.list.every((r) => r.roundId.startsWith("OTHER-"))).toBe(true);
    expect(theirs.total).toBe(6);
    const mine = okValue<BettingRecordValue>(await record({ ...JANUARY, size: 100 }));
    expect(mine.list.some((r) => r.roundId.startsWith("OTHER-"))).toBe(false);
    const nobody = await createMember(t.db);
    const empty = okValue<BettingRecordValue>(await record(JANUARY, await headersOf(t.db, nobody.id)));
    expect(empty).toEqual({
      total: 0,
      page: 1,
      size: 20,
      list: [],
      totalBet: "0",
      totalWin: "0",
      totalProfit: "0",
    });
  });

  it("a trial account sees its demo rounds; no token → please_login_first", async () => {
    const trial = await createMember(t.db, { isAgent: TRIAL_ACCOUNT_TYPE });
    await insertRound(t.db, {
      memberId: trial.id,
      vendorCode: SLOTS.code,
      roundId: "TRIAL-1",
      gameId: GAMES.slot,
      status: "settled",
      bet: 50_000n,
      win: 100_000n,
      startedAt: new Date().toISOString(),
    });
    const value = okValue<BettingRecordValue>(
      await record({ startDate: today(), endDate: today() }, await headersOf(t.db, trial.id)),
    );
    expect(ids(value)).toEqual(["TRIAL-1"]);
    expect(value.totalProfit).toBe("50000");
    expectError(await get(t.app, `${PATHS.bettingRecords}?${query(JANUARY)}`), "please_login_first");
  });
});

describe("paging", () => {
  let pager: bigint;
  let pagerHeaders: Record<string, string>;
  beforeAll(async () => {
    pager = (await createMember(t.db)).id;
    pagerHeaders = await headersOf(t.db, pager);
    // 25 rounds one minute apart on 2026-02-01 (Vietnam); two share a start instant (then the
    // later insert comes first), every fifth one rolled back. The round id needs URL-encoding.
    for (let i = 0; i < 25; i++) {
      const minute = i === 24 ? 23 : i;
      await insertRound(t.db, {
        memberId: pager,
        vendorCode: SLOTS.code,
        roundId: `P-${String(i).padStart(2, "0")} #&/?`,
        gameId: GAMES.slot,
        status: i % 5 === 0 ? "rolled_back" : "settled",
        bet: BigInt(100 * (i + 1)),
        win: BigInt(i % 2 === 0 ? 300 * (i + 1) : 0),
        startedAt: new Date(Date.parse("2026-02-01T02:00:00Z") + minute * 60_000).toISOString(),
      });
    }
  });
  const FEB = { startDate: "2026-02-01", endDate: "2026-02-01" };

  it("pages through one order, newest first; the totals are the same on every page", async () => {
    const all = okValue<BettingRecordValue>(await record({ ...FEB, size: 100 }, pagerHeaders));
    expect(all.total).toBe(25);
    expect(all.list[0]!.roundId).toBe("P-24 #&/?");
    expect(all.list[1]!.roundId).toBe("P-23 #&/?");
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const value = okValue<BettingRecordValue>(await record({ ...FEB, size: 10, page }, pagerHeaders));
      expect(value).toMatchObject({
        total: 25,
        page,
        size: 10,
        totalBet: all.totalBet,
        totalWin: all.totalWin,
        totalProfit: all.totalProfit,
      });
      seen.push(...ids(value));
    }
    expect(seen).toEqual(ids(all));
    const beyond = okValue<BettingRecordValue>(await record({ ...FEB, size: 10, page: 4 }, pagerHeaders));
    expect(beyond).toMatchObject({ total: 25, list: [], totalBet: all.totalBet });
    // Totals: rounds 0, 5, 10, 15, 20 rolled back.
    let bet = 0;
    let win = 0;
    for (let i = 0; i < 25; i++) {
      if (i % 5 === 0) continue;
      bet += 100 * (i + 1);
      win += i % 2 === 0 ? 300 * (i + 1) : 0;
    }
    expect(all).toMatchObject({ totalBet: String(bet), totalWin: String(win), totalProfit: String(win - bet) });
    // The profits of the rows add up to the total profit.
    expect(all.list.reduce((sum, r) => sum + BigInt(r.profit), 0n)).toBe(BigInt(all.totalProfit));
  });

  it("encodes the vendor code and round id into the verification link", async () => {
    const value = okValue<BettingRecordValue>(await record({ ...FEB, size: 1 }, pagerHeaders));
    const url = value.list[0]!.verifyUrl!;
    expect(url).toBe(`/demo-vendor/verify?vendor=H7_SLOTS&round=P-24%20%23%26%2F%3F`);
    const params = new URL(url, "http://lotus.test").searchParams;
    expect(params.get("vendor")).toBe("H7_SLOTS");
    expect(params.get("round")).toBe("P-24 #&/?");
    expect(verifyUrlOf("https://games.example.com/demo-vendor/", "A&B", "r=1")).toBe(
      "https://games.example.com/demo-vendor/verify?vendor=A%26B&round=r%3D1",
    );
  });
});
