import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatDateTime,
  formatDay,
  formatRecordTime,
  formatTimeOfDay,
  latestBirthdayForAge,
  timeZoneLabel,
  todayInBrandZone,
} from "./date-time";

describe("times in the brand's zone (Asia/Ho_Chi_Minh), whatever the device's zone", () => {
  it("shows a moment in Vietnam time whatever the machine's zone (UTC 23:30 is 06:30 the next day)", () => {
    const text = formatDateTime("2026-11-21T23:30:00Z", "en");
    expect(text).toContain("Nov 22, 2026");
    expect(text).toMatch(/6:30\sAM/);
  });

  it("formats in the page language", () => {
    expect(formatDateTime("2026-11-22T07:05:00Z", "vi")).toContain("14:05");
    expect(formatDateTime("2026-11-22T07:05:00Z", "ja")).toContain("2026/11/22");
  });

  it("gives an empty text for no time or an unreadable one", () => {
    expect(formatDateTime(null, "en")).toBe("");
    expect(formatDateTime("yesterday-ish", "en")).toBe("");
  });

  it("keeps a birthday on its own day", () => {
    expect(formatCalendarDate("2000-05-17", "en")).toBe("May 17, 2000");
  });

  it("finds the latest birthday of an adult on a Vietnam date", () => {
    // 2026-11-21T20:00Z is already 22 November in Vietnam.
    expect(latestBirthdayForAge(18, new Date("2026-11-21T20:00:00Z"))).toBe("2008-11-22");
  });

  it("moves 29 February to 28 February in a common year", () => {
    expect(latestBirthdayForAge(18, new Date("2028-02-29T05:00:00Z"))).toBe("2010-02-28");
  });

  it("shows a record's time with seconds in Vietnam time", () => {
    // 17:05:09 UTC is 00:05:09 the next day in Vietnam.
    expect(formatRecordTime("2026-11-22T17:05:09Z", "en")).toBe("11/23/2026, 00:05:09");
    expect(formatRecordTime("2026-11-22T17:05:09Z", "vi")).toContain("23/11/2026");
    expect(formatRecordTime("not a date", "vi")).toBe("not a date");
  });

  it("shows the winners board's time of day and day in Vietnam time, like the records", () => {
    expect(formatTimeOfDay("2026-11-22T17:05:09Z", "en")).toBe("00:05");
    expect(formatTimeOfDay("2026-11-22T17:05:09Z", "vi")).toBe("00:05");
    expect(formatDay("2026-11-22T17:05:09Z", "en")).toBe("Nov 23, 2026");
    expect(formatDay("2026-11-22T17:05:09Z", "en", "long")).toBe("November 23, 2026");
  });

  it("labels the zone as its offset from UTC", () => {
    expect(timeZoneLabel(new Date("2026-01-15T00:00:00Z"))).toBe("GMT+7");
    expect(timeZoneLabel(new Date("2026-07-15T00:00:00Z"))).toBe("GMT+7");
  });

  it("takes today's date in Vietnam, not in the device's or UTC's day", () => {
    // 17:30 UTC on 22 November is already 00:30 on 23 November in Vietnam (UTC+7).
    expect(todayInBrandZone(new Date("2026-11-22T17:30:00Z"))).toBe("2026-11-23");
    expect(todayInBrandZone(new Date("2026-11-22T16:59:59Z"))).toBe("2026-11-22");
  });
});
