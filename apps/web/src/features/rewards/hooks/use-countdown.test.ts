import { describe, expect, it } from "vitest";
import { msLeft, splitDuration } from "./use-countdown";

describe("reward countdowns", () => {
  it("counts on the server's clock, whatever this device's clock says", () => {
    const clock = { serverTime: "2026-11-27T10:00:00.000Z", receivedAt: Date.parse("2026-11-27T09:55:00.000Z") };
    // The device is 5 minutes behind: 1 minute after receipt on the device is 10:01 on the server.
    const now = Date.parse("2026-11-27T09:56:00.000Z");
    expect(msLeft("2026-11-27T10:11:00.000Z", clock, now)).toBe(10 * 60_000);
  });

  it("stops at zero once the time has passed", () => {
    const clock = { serverTime: "2026-11-27T10:00:00.000Z", receivedAt: Date.parse("2026-11-27T10:00:00.000Z") };
    expect(msLeft("2026-11-27T09:00:00.000Z", clock, Date.parse("2026-11-27T10:00:00.000Z"))).toBe(0);
  });

  it("splits a duration into days, hours, minutes and seconds", () => {
    expect(splitDuration(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });
});
