import { describe, expect, it } from "vitest";
import { TRIAL_DEMO_BALANCE } from "./constants.ts";
import { dongInputToMinor, formatMinor } from "./money-units.ts";

describe("formatMinor", () => {
  it("shows minor units as đồng with two decimals and the reader's separators", () => {
    expect(formatMinor(BigInt(TRIAL_DEMO_BALANCE), "en")).toBe("2,000,000.00");
    expect(formatMinor(BigInt(TRIAL_DEMO_BALANCE), "vi")).toBe("2.000.000,00");
    expect(formatMinor("123456789", "en")).toBe("1,234,567.89");
  });

  it("keeps every digit of an amount far beyond a float's precision", () => {
    expect(formatMinor(123_456_789_012_345_678n, "en")).toBe("1,234,567,890,123,456.78");
  });

  it("signs a negative amount and can drop the decimals", () => {
    expect(formatMinor(-5n, "en")).toBe("-0.05");
    expect(formatMinor("123456789", "en", { decimals: 0 })).toBe("1,234,567");
  });
});

describe("dongInputToMinor", () => {
  it("reads typed đồng with either thousands separator and up to two decimals", () => {
    expect(dongInputToMinor("100000")).toBe("10000000");
    expect(dongInputToMinor("1.000.000")).toBe("100000000");
    expect(dongInputToMinor("1,000,000")).toBe("100000000");
    expect(dongInputToMinor("99.5")).toBe("9950");
  });

  it("refuses what is not an amount, and an amount beyond int8", () => {
    expect(dongInputToMinor("-5")).toBeNull();
    expect(dongInputToMinor("12a")).toBeNull();
    expect(dongInputToMinor("99999999999999999999")).toBeNull();
  });
});
