import { describe, expect, it } from "vitest";
import { periodLabel } from "./period-label";

// Brand time (Asia/Ho_Chi_Minh, UTC+7): 2026-11-26 00:00 local is 2026-11-25T17:00Z.
describe("statement period labels", () => {
  it("shows a day period as that one day, not as midnight to midnight", () => {
    expect(periodLabel("daily_salary", "2026-11-25T17:00:00.000Z", "2026-11-26T17:00:00.000Z", "en")).toBe(
      "Nov 26, 2026",
    );
  });

  it("shows a week from its Monday to its Sunday", () => {
    expect(periodLabel("dividend", "2026-11-22T17:00:00.000Z", "2026-11-29T17:00:00.000Z", "en")).toBe(
      "Nov 23, 2026 – Nov 29, 2026",
    );
  });

  it("shows a real-time window with its five minutes", () => {
    const label = periodLabel("realtime_salary", "2026-11-27T04:25:00.000Z", "2026-11-27T04:30:00.000Z", "en");
    expect(label).toBe("Nov 27, 2026, 11:25 – 11:30");
    // A window starting at midnight local time reads 00:00, not 12:00 AM.
    expect(periodLabel("realtime_salary", "2026-11-26T17:00:00.000Z", "2026-11-26T17:05:00.000Z", "en")).toBe(
      "Nov 27, 2026, 00:00 – 00:05",
    );
    expect(periodLabel("realtime_salary", "2026-11-27T04:25:00.000Z", "2026-11-27T04:30:00.000Z", "vi")).toBe(
      "27 thg 11, 2026, 11:25 – 11:30",
    );
  });
});
