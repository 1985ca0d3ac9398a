import { describe, expect, it } from "vitest";
import { consoleMissionCreateSchema, consoleRaceCreateSchema, rewardTitleSchema } from "./rewards.ts";

const TITLE = { vi: "Nhiệm vụ", en: "Mission", zh: "任务", ja: "ミッション", th: "ภารกิจ" };

describe("rewards contracts", () => {
  it("needs a title in all five languages", () => {
    expect(rewardTitleSchema.safeParse(TITLE).success).toBe(true);
    expect(rewardTitleSchema.safeParse({ ...TITLE, th: "" }).success).toBe(false);
    expect(rewardTitleSchema.safeParse({ vi: "x" }).success).toBe(false);
  });

  it("takes a mission with money as digit strings and turnover 0–10", () => {
    const mission = {
      code: "daily-slots",
      title: TITLE,
      period: "daily",
      trigger: "valid_bet",
      category: "RNG",
      target: "50000000",
      rewardAmount: "1000000",
      wagering: 0,
    };
    const parsed = consoleMissionCreateSchema.parse(mission);
    expect(parsed).toMatchObject({ target: 50_000_000n, rewardAmount: 1_000_000n, enabled: true, sort: 0 });
    expect(consoleMissionCreateSchema.safeParse({ ...mission, wagering: 11 }).success).toBe(false);
    expect(consoleMissionCreateSchema.safeParse({ ...mission, target: "0" }).success).toBe(false);
    expect(consoleMissionCreateSchema.safeParse({ ...mission, target: 100 }).success).toBe(false);
    expect(consoleMissionCreateSchema.safeParse({ ...mission, code: "Daily Slots" }).success).toBe(false);
    expect(consoleMissionCreateSchema.safeParse({ ...mission, period: "monthly" }).success).toBe(false);
    expect(consoleMissionCreateSchema.safeParse({ ...mission, extra: true }).success).toBe(false);
  });

  it("takes a race whose window ends after it starts, with some categories' edges", () => {
    const race = {
      code: "weekly-1",
      title: TITLE,
      startsAt: "2026-11-30T00:00:00+07:00",
      endsAt: "2026-12-07T00:00:00+07:00",
      prizes: ["500000000", "300000000"],
      edges: { RNG: 400, LIVE: 150 },
      wagering: 1,
    };
    expect(consoleRaceCreateSchema.parse(race).prizes).toEqual([500_000_000n, 300_000_000n]);
    expect(consoleRaceCreateSchema.safeParse({ ...race, endsAt: race.startsAt }).success).toBe(false);
    expect(consoleRaceCreateSchema.safeParse({ ...race, edges: {} }).success).toBe(false);
    expect(consoleRaceCreateSchema.safeParse({ ...race, edges: { CASINO: 100 } }).success).toBe(false);
    expect(consoleRaceCreateSchema.safeParse({ ...race, edges: { RNG: 10_001 } }).success).toBe(false);
    expect(consoleRaceCreateSchema.safeParse({ ...race, prizes: [] }).success).toBe(false);
  });
});
