import { describe, expect, it } from "vitest";
import { slotsBetween, stationOn, type ScheduledGame } from "../../src/modules/lottery/draw/schedule.ts";

/* Fast tests (no database) of when lottery games draw (issue 14, deliver 1). */

const MB: ScheduledGame = {
  code: "MB",
  kind: "traditional",
  region: "north",
  stationCode: null,
  intervalSeconds: null,
  cutoffSeconds: 900,
};
const HCM: ScheduledGame = {
  code: "MN_HCM",
  kind: "traditional",
  region: "south",
  stationCode: "MN_HCM",
  intervalSeconds: null,
  cutoffSeconds: 900,
};
const EL1: ScheduledGame = {
  code: "EL1",
  kind: "fast",
  region: null,
  stationCode: null,
  intervalSeconds: 60,
  cutoffSeconds: 5,
};
const at = (iso: string) => new Date(iso);

describe("traditional draws", () => {
  it("draws Miền Bắc daily at 18:15 local with the weekday's host station, none on Tết", () => {
    // 2026-11-23 is a Monday (Hà Nội), 2026-11-24 Tuesday (Quảng Ninh).
    const slots = slotsBetween(MB, at("2026-11-22T17:00:00Z"), at("2026-11-24T12:00:00Z"), null);
    expect(slots.map((s) => [s.issue, s.stationCode, s.drawAt.toISOString()])).toEqual([
      ["20261123", "MB_HN", "2026-11-23T11:15:00.000Z"],
      ["20261124", "MB_QN", "2026-11-24T11:15:00.000Z"],
    ]);
    expect(slots[1]!.closesAt.toISOString()).toBe("2026-11-24T11:00:00.000Z");
    // The second opens when the first closes.
    expect(slots[1]!.opensAt.toISOString()).toBe(slots[0]!.closesAt.toISOString());
    expect(stationOn(MB, "2027-02-06")).toBeNull();
  });

  it("draws a Miền Nam station only on its weekdays at 16:15", () => {
    // TP.HCM draws on Monday and Saturday.
    const slots = slotsBetween(HCM, at("2026-11-22T00:00:00Z"), at("2026-11-30T00:00:00Z"), null);
    expect(slots.map((s) => [s.issue, s.drawAt.toISOString()])).toEqual([
      ["20261123", "2026-11-23T09:15:00.000Z"],
      ["20261128", "2026-11-28T09:15:00.000Z"],
    ]);
  });
});

describe("fast draws", () => {
  it("numbers the draws of the local day YYYYMMDD-NNNN, one a minute, open as the previous closes", () => {
    // 00:03 local on 2026-11-27 is 17:03 UTC the day before.
    const slots = slotsBetween(EL1, at("2026-11-26T17:01:30Z"), at("2026-11-26T17:04:00Z"), at("2026-11-26T17:01:00Z"));
    expect(slots.map((s) => s.issue)).toEqual(["20261127-0002", "20261127-0003", "20261127-0004"]);
    expect(slots.map((s) => s.drawAt.toISOString())).toEqual([
      "2026-11-26T17:02:00.000Z",
      "2026-11-26T17:03:00.000Z",
      "2026-11-26T17:04:00.000Z",
    ]);
    expect(slots[0]!.opensAt.toISOString()).toBe("2026-11-26T17:00:55.000Z");
    expect(slots[0]!.closesAt.toISOString()).toBe("2026-11-26T17:01:55.000Z");
    expect(slots[1]!.opensAt.getTime()).toBe(slots[0]!.closesAt.getTime());
  });

  it("ends a day with draw 1440 at midnight and starts the next with 0001", () => {
    const slots = slotsBetween(EL1, at("2026-11-27T16:58:30Z"), at("2026-11-27T17:01:00Z"), null);
    expect(slots.map((s) => s.issue)).toEqual(["20261127-1439", "20261127-1440", "20261128-0001"]);
  });
});
