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
    expect(label).toMatch(/^Nov 27, 2026, 11:25\s?AM – 11:30$/);
  });
});
