import { describe, expect, it } from "vitest";
import { formatPeriod } from "./period";

describe("settlement period labels (GMT+7)", () => {
  it("names a day run by its local date", () => {
    expect(formatPeriod("2026-11-25T17:00:00.000Z", "2026-11-26T17:00:00.000Z", "vi")).toBe("26/11/2026");
  });

  it("names a longer period by its first and last local dates", () => {
    expect(formatPeriod("2026-11-22T17:00:00.000Z", "2026-11-29T17:00:00.000Z", "en")).toBe("23/11/2026 – 29/11/2026");
  });

  it("names a real-time window by its date and minutes", () => {
    expect(formatPeriod("2026-11-26T03:05:00.000Z", "2026-11-26T03:10:00.000Z", "vi")).toBe("26/11/2026 10:05–10:10");
  });
});
