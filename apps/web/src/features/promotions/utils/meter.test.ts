import { describe, expect, it } from "vitest";
import { chancePercent, meterPercent, remainingWagering, timeLeft, weightRows } from "./meter";

describe("wagering meter", () => {
  it("rounds progress down and shows 100 % only when the requirement is met", () => {
    expect(meterPercent("0", "1000")).toBe(0);
    expect(meterPercent("999", "1000")).toBe(99);
    expect(meterPercent("1000", "1000")).toBe(100);
    expect(meterPercent("5000", "1000")).toBe(100);
    expect(meterPercent("0", "0")).toBe(100);
    // Beyond 2^53: bigint arithmetic, no float drift.
    expect(meterPercent("9007199254740993", "18014398509481986")).toBe(50);
  });

  it("says what is left to wager, never below zero", () => {
    expect(remainingWagering("250", "1000")).toBe("750");
    expect(remainingWagering("1200", "1000")).toBe("0");
  });

  it("splits the time left for the countdown and says when it is over", () => {
    const now = Date.parse("2026-11-27T00:00:00Z");
    expect(timeLeft("2026-11-28T02:03:04Z", now)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4, over: false });
    expect(timeLeft("2026-11-26T00:00:00Z", now).over).toBe(true);
  });

  it("lists the default weight first, then categories, vendors and games", () => {
    expect(weightRows({ default: 100, category: { LIVE: 10 }, vendor: { PG: 50 }, game: { "42": 0 } })).toEqual([
      { scope: "default", key: "default", weight: 100 },
      { scope: "category", key: "LIVE", weight: 10 },
      { scope: "vendor", key: "PG", weight: 50 },
      { scope: "game", key: "42", weight: 0 },
    ]);
  });

  it("writes a raffle chance as a percent", () => {
    expect(chancePercent(1, 8, "en")).toBe("12.5%");
    expect(chancePercent(1, 3, "en")).toBe("33.3333%");
  });
});
