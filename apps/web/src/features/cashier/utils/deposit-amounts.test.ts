import { describe, expect, it } from "vitest";
import { formatCountdown, groupDigits, msUntil, quickAmounts } from "./deposit-amounts";

describe("quickAmounts", () => {
  it("offers the round amounts inside the method's limits, at most six", () => {
    expect(quickAmounts("10000000", "5000000000")).toEqual([
      "10000000",
      "20000000",
      "50000000",
      "100000000",
      "200000000",
      "500000000",
    ]);
    expect(quickAmounts("30000000", "150000000")).toEqual(["50000000", "100000000"]);
  });

  it("falls back to the limits themselves when no round amount fits", () => {
    expect(quickAmounts("1000000", "5000000")).toEqual(["1000000", "5000000"]);
    expect(quickAmounts("1000000", "1000000")).toEqual(["1000000"]);
    expect(quickAmounts("9000000", "1000000")).toEqual([]);
  });
});

describe("formatCountdown", () => {
  const now = Date.parse("2026-11-22T10:00:00Z");
  it("shows minutes and seconds, rounding a started second up", () => {
    expect(formatCountdown("2026-11-22T10:29:41Z", now)).toBe("29:41");
    expect(formatCountdown("2026-11-22T10:00:00.200Z", now)).toBe("0:01");
  });
  it("shows hours when there are some", () => {
    expect(formatCountdown("2026-11-22T11:02:03Z", now)).toBe("1:02:03");
  });
  it("stops at zero once the deadline has passed", () => {
    expect(formatCountdown("2026-11-22T09:00:00Z", now)).toBe("0:00");
    expect(msUntil("2026-11-22T09:00:00Z", now)).toBe(0);
    expect(msUntil("not a date", now)).toBe(0);
  });
});

describe("groupDigits", () => {
  it("groups an account number by four", () => {
    expect(groupDigits("0071000123456")).toBe("0071 0001 2345 6");
    expect(groupDigits("1234")).toBe("1234");
  });
});
