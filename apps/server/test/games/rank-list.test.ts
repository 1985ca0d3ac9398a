import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, rankListResponseSchema } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get } from "../http.ts";
import { createMember } from "../support/members.ts";
import { insertRound } from "./fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.query("delete from game_round");
});
afterAll(() => t.close());

const rank = async (query: string) =>
  rankListResponseSchema.parse((await get(t.app, `${PATHS.rankList}${query}`)).json()).value;

describe("GET /wps/relay/GCSGAME_getRankList", () => {
  it("ranks winning settled rounds of real accounts: latest by time, biggest by amount in the last 7 days", async () => {
    const player = await createMember(t.db, { account: "demo0101" });
    const other = await createMember(t.db, { account: "lucky88vn" });
    const trial = await createMember(t.db, { account: "trial_0123456789ab", isAgent: 4 });
    // minutes ago → bet, win
    await insertRound(t.db, { memberId: player.id, gameId: 201001, bet: 1_000_000n, win: 12_500_000n, minutesAgo: 1 });
    await insertRound(t.db, { memberId: other.id, gameId: 230001, bet: 300_000n, win: 200_000n, minutesAgo: 2 });
    await insertRound(t.db, { memberId: other.id, gameId: 202001, bet: 100_000n, win: 0n, minutesAgo: 0 });
    await insertRound(t.db, {
      memberId: player.id,
      gameId: 203001,
      bet: 100_000n,
      win: 90_000_000n,
      minutesAgo: 8 * 24 * 60,
    });
    await insertRound(t.db, {
      memberId: other.id,
      gameId: 204001,
      bet: 100_000n,
      win: 50_000_000n,
      minutesAgo: 3 * 24 * 60,
    });
    await insertRound(t.db, { memberId: trial.id, gameId: 201001, bet: 100_000n, win: 999_000_000n, minutesAgo: 0 });
    await insertRound(t.db, {
      memberId: player.id,
      gameId: 205001,
      bet: 100_000n,
      win: 800_000_000n,
      status: "rolled_back",
    });
    await insertRound(t.db, { memberId: player.id, gameId: 205002, bet: 100_000n, win: 0n, status: "open" });

    const latest = await rank("?type=latest&size=10");
    expect(latest.type).toBe("latest");
    expect(latest.list.map((e) => [e.account, e.gameId, e.winAmount, e.multiplier])).toEqual([
      ["de***01", 201001, "12500000", "12.50"],
      ["lu***vn", 230001, "200000", "0.66"],
      ["lu***vn", 204001, "50000000", "500.00"],
      ["de***01", 203001, "90000000", "900.00"],
    ]);
    expect(latest.list[0]).toMatchObject({ gameName: "Bầu Cua Phú Quý", vassalage: "LOTUS_SLOTS" });
    expect(Date.parse(latest.list[0]!.at)).toBeGreaterThan(Date.parse(latest.list[1]!.at));

    const biggest = await rank("?type=biggest");
    expect(biggest.list.map((e) => e.winAmount)).toEqual(["50000000", "12500000", "200000"]);
    expect(JSON.stringify([latest, biggest])).not.toContain("trial");
    expect(JSON.stringify([latest, biggest])).not.toContain("demo0101");
  });

  it("limits the list to size, latest by default", async () => {
    const value = await rank("?size=2");
    expect(value.type).toBe("latest");
    expect(value.list).toHaveLength(2);
  });

  it("refuses an unknown type, a size out of 1–50 and unknown parameters", async () => {
    for (const query of ["?type=best", "?size=0", "?size=51", "?size=abc", "?type=latest&memberId=1"]) {
      expectError(await get(t.app, `${PATHS.rankList}${query}`), "validation_failed");
    }
  });
});
