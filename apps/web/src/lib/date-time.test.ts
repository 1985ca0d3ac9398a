import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, latestBirthdayForAge } from "./format";

describe("member centre date formatting", () => {
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
});
