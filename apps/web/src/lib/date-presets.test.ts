import { describe, expect, it } from "vitest";
import { RECORD_MAX_RANGE_DAYS } from "@lotus/contracts/web";
import { addDays, isCalendarDate, matchingPreset, presetRange, rangeDays, rangeProblem } from "./date-presets";

describe("record date presets (spec §9) in Vietnam dates", () => {
  it("counts today as one of the days of each preset", () => {
    const now = new Date("2026-11-22T05:00:00Z");
    expect(presetRange("last7", now)).toEqual({ startDate: "2026-11-16", endDate: "2026-11-22" });
    expect(presetRange("last30", now)).toEqual({ startDate: "2026-10-24", endDate: "2026-11-22" });
    expect(presetRange("next7", now)).toEqual({ startDate: "2026-11-22", endDate: "2026-11-28" });
    expect(presetRange("next30", now)).toEqual({ startDate: "2026-11-22", endDate: "2026-12-21" });
    for (const preset of ["last7", "next7"] as const) expect(rangeDays(presetRange(preset, now))).toBe(7);
    for (const preset of ["last30", "next30"] as const) expect(rangeDays(presetRange(preset, now))).toBe(30);
  });

  it("crosses month, year and leap-day boundaries", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(presetRange("last7", new Date("2027-01-02T12:00:00+07:00"))).toEqual({
      startDate: "2026-12-27",
      endDate: "2027-01-02",
    });
  });

  it("recognises a range that equals a preset today", () => {
    const now = new Date("2026-11-22T05:00:00Z");
    expect(matchingPreset({ startDate: "2026-10-24", endDate: "2026-11-22" }, now)).toBe("last30");
    expect(matchingPreset({ startDate: "2026-11-22", endDate: "2026-11-28" }, now)).toBe("next7");
    expect(matchingPreset({ startDate: "2026-11-21", endDate: "2026-11-22" }, now)).toBeNull();
  });

  it("refuses unreadable, reversed and too long custom ranges", () => {
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(rangeProblem({ startDate: "", endDate: "2026-11-22" })).toBe("invalid");
    expect(rangeProblem({ startDate: "2026-02-30", endDate: "2026-03-02" })).toBe("invalid");
    expect(rangeProblem({ startDate: "2026-11-23", endDate: "2026-11-22" })).toBe("reversed");
    expect(rangeProblem({ startDate: "2026-11-22", endDate: "2026-11-22" })).toBeNull();
    const longest = { startDate: "2026-01-01", endDate: addDays("2026-01-01", RECORD_MAX_RANGE_DAYS - 1) };
    expect(rangeProblem(longest)).toBeNull();
    expect(rangeProblem({ ...longest, endDate: addDays(longest.endDate, 1) })).toBe("tooLong");
    expect(rangeDays({ startDate: "2026-11-23", endDate: "2026-11-22" })).toBe(0);
  });
});
