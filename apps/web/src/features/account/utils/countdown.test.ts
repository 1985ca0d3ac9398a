import { describe, expect, it } from "vitest";
import { SMS_SEND_THROTTLE_MS } from "@lotus/contracts/web";
import { countdownSeconds, formatCountdown, isThrottled, secondsLeft } from "./countdown";

describe("SMS countdown", () => {
  it("lasts expiredMinutes x 60 seconds", () => {
    expect(countdownSeconds(5)).toBe(300);
    expect(countdownSeconds(1)).toBe(60);
  });

  it("is shortened by half the round trip in forgot password", () => {
    expect(countdownSeconds(5, 4000)).toBe(298);
    expect(countdownSeconds(5, 900)).toBe(299);
    expect(countdownSeconds(1, 200_000)).toBe(0);
  });

  it("shows whole seconds left, rounding a started second up and never going negative", () => {
    expect(secondsLeft(10_000, 9_800)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(secondsLeft(70_000, 0)).toBe(70);
  });

  it("reads like a clock", () => {
    expect(formatCountdown(245)).toBe("4:05");
    expect(formatCountdown(60)).toBe("1:00");
    expect(formatCountdown(9)).toBe("0:09");
  });

  it("throttles a second send within SMS_SEND_THROTTLE_MS and allows it after", () => {
    expect(isThrottled(null, 5000, SMS_SEND_THROTTLE_MS)).toBe(false);
    expect(isThrottled(5000, 5999, SMS_SEND_THROTTLE_MS)).toBe(true);
    expect(isThrottled(5000, 6000, SMS_SEND_THROTTLE_MS)).toBe(false);
  });
});
