import { describe, expect, it } from "vitest";
import { checkAgentTransfer, leftToday } from "./transfer-amount";

/** 10,000 đ to 50,000,000 đ a transfer, 200,000,000 đ a day, 150,000,000 đ used (minor units). */
const limits = { min: "1000000", max: "5000000000", dailyMax: "20000000000", usedToday: "15000000000" };

describe("agent transfer amount", () => {
  it("reads đồng with separators into exact minor units", () => {
    expect(checkAgentTransfer("1.234.567,89", limits, null)).toEqual({ ok: true, minor: 123456789n });
    expect(checkAgentTransfer("10000", limits, null)).toEqual({ ok: true, minor: 1000000n });
  });

  it("refuses empty, unreadable and zero amounts", () => {
    expect(checkAgentTransfer("  ", limits, null)).toEqual({ ok: false, problem: "empty" });
    expect(checkAgentTransfer("12abc", limits, null)).toEqual({ ok: false, problem: "invalid" });
    expect(checkAgentTransfer("0", limits, null)).toEqual({ ok: false, problem: "zero" });
  });

  it("keeps to the brand's minimum, maximum and what is left today", () => {
    expect(checkAgentTransfer("9999", limits, null)).toEqual({ ok: false, problem: "belowMin" });
    expect(checkAgentTransfer("50000001", limits, null)).toEqual({ ok: false, problem: "aboveMax" });
    // 50,000,000 đ is left today: exactly that passes, a dong more does not.
    expect(leftToday(limits)).toBe(5000000000n);
    expect(checkAgentTransfer("50000000", limits, null).ok).toBe(true);
    const tight = { ...limits, usedToday: "19999000000" };
    expect(checkAgentTransfer("10001", tight, null)).toEqual({ ok: false, problem: "aboveDaily" });
    expect(leftToday({ ...limits, usedToday: "30000000000" })).toBe(0n);
  });

  it("never moves more than the main balance", () => {
    expect(checkAgentTransfer("20000", limits, 1999999n)).toEqual({ ok: false, problem: "aboveBalance" });
    expect(checkAgentTransfer("20000", limits, 2000000n).ok).toBe(true);
  });
});
