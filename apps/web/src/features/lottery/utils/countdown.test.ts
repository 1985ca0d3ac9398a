import { describe, expect, it } from "vitest";
import {
  awaitsOfficialResult,
  formatCountdown,
  isTakingBets,
  remainingMs,
  serverOffsetMs,
  traditionalIssueOn,
} from "./countdown";

describe("lottery countdown", () => {
  it("formats minutes and seconds under an hour, rounding seconds up", () => {
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(1)).toBe("00:01");
    expect(formatCountdown(59_001)).toBe("01:00");
    expect(formatCountdown(61_000)).toBe("01:01");
    expect(formatCountdown(3_599_000)).toBe("59:59");
  });

  it("adds hours and days when the draw is further away", () => {
    expect(formatCountdown(3_600_000)).toBe("1:00:00");
    expect(formatCountdown(3_600_000 * 5 + 62_000)).toBe("5:01:02");
    expect(formatCountdown(86_400_000 + 3_600_000 * 2)).toBe("1d 02:00:00");
  });

  it("never shows a negative countdown", () => {
    expect(formatCountdown(-5_000)).toBe("00:00");
    expect(remainingMs("2026-11-27T10:00:00.000Z", Date.parse("2026-11-27T10:00:05.000Z"))).toBe(0);
  });

  it("measures the remaining time on the server's clock", () => {
    const deviceNow = Date.parse("2026-11-27T10:00:00.000Z");
    // The device runs 90 s slow: the server already reads 10:01:30.
    const offset = serverOffsetMs("2026-11-27T10:01:30.000Z", deviceNow);
    expect(offset).toBe(90_000);
    expect(remainingMs("2026-11-27T10:02:00.000Z", deviceNow + offset)).toBe(30_000);
    expect(serverOffsetMs("not a time", deviceNow)).toBe(0);
  });

  it("takes bets only on an open draw before its cut-off", () => {
    const now = Date.parse("2026-11-27T10:00:00.000Z");
    const closesAt = "2026-11-27T10:00:10.000Z";
    expect(isTakingBets({ state: "open", closesAt }, now)).toBe(true);
    expect(isTakingBets({ state: "open", closesAt }, now + 10_000)).toBe(false);
    expect(isTakingBets({ state: "scheduled", closesAt }, now)).toBe(false);
    expect(isTakingBets(null, now)).toBe(false);
  });

  it("reads a draw of an official-results game past its time, without a result, as waiting", () => {
    const drawAt = "2026-11-27T11:15:00.000Z";
    const after = Date.parse(drawAt) + 1_000;
    const official = { resultSource: "official" };
    for (const state of ["scheduled", "open", "closed"])
      expect(awaitsOfficialResult(official, { state, drawAt }, after)).toBe(true);
    expect(awaitsOfficialResult(official, { state: "closed", drawAt }, Date.parse(drawAt) - 1)).toBe(false);
    for (const state of ["drawing", "drawn", "settled", "cancelled"])
      expect(awaitsOfficialResult(official, { state, drawAt }, after)).toBe(false);
    expect(awaitsOfficialResult({ resultSource: "chain" }, { state: "closed", drawAt }, after)).toBe(false);
    expect(awaitsOfficialResult(official, null, after)).toBe(false);
    expect(traditionalIssueOn("2026-11-27")).toBe("20261127");
  });
});
