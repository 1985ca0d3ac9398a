import { describe, expect, it } from "vitest";
import { checkAmount, minMinor, minorToPlainDong } from "./cashier-amount";

const limits = { min: "10000000", max: "5000000000" }; // 100.000 – 50.000.000 đ

describe("checkAmount", () => {
  it("turns typed đồng into minor units, with or without separators", () => {
    expect(checkAmount("100000", limits)).toEqual({ minor: "10000000", problem: null });
    expect(checkAmount("1.000.000", limits)).toEqual({ minor: "100000000", problem: null });
    expect(checkAmount(" 2,500,000 ", limits)).toEqual({ minor: "250000000", problem: null });
  });

  it("asks for an amount when the field is empty", () => {
    expect(checkAmount("   ", limits).problem).toBe("required");
  });

  it("refuses text, signs, exponents and zero", () => {
    for (const input of ["abc", "-100000", "1e6", "0", "100k", "+5"]) {
      expect(checkAmount(input, limits).problem, input).toBe("invalid");
    }
  });

  it("refuses amounts beyond int8 without losing precision", () => {
    expect(checkAmount("99999999999999999999", { min: "1", max: "9223372036854775807" }).problem).toBe("invalid");
  });

  it("holds the method's minimum and maximum to the minor unit", () => {
    expect(checkAmount("99999,99", limits).problem).toBe("belowMin");
    expect(checkAmount("100000", limits).problem).toBeNull();
    expect(checkAmount("50000000", limits).problem).toBeNull();
    expect(checkAmount("50000000,01", limits).problem).toBe("aboveMax");
  });

  it("refuses more than the available balance", () => {
    const withBalance = { ...limits, balance: "20000000" };
    expect(checkAmount("200000", withBalance).problem).toBeNull();
    expect(checkAmount("200001", withBalance).problem).toBe("aboveBalance");
  });

  it("asks for whole đồng when the method moves whole đồng only", () => {
    expect(checkAmount("150000.50", { ...limits, wholeDong: true }).problem).toBe("wholeDong");
    expect(checkAmount("150000.50", limits)).toEqual({ minor: "15000050", problem: null });
  });
});

describe("minorToPlainDong", () => {
  it("gives the number a banking app accepts", () => {
    expect(minorToPlainDong("50000000")).toBe("500000");
    expect(minorToPlainDong("12345")).toBe("123.45");
    expect(minorToPlainDong("5")).toBe("0.05");
    expect(minorToPlainDong("922337203685477580")).toBe("9223372036854775.80");
  });
});

describe("minMinor", () => {
  it("compares as integers, not as text", () => {
    expect(minMinor("900", "1000")).toBe("900");
    expect(minMinor("5000000000", "999")).toBe("999");
  });
});
