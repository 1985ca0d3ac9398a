import { describe, expect, it } from "vitest";
import { chipValues, formatMoney, formatPercentBp, parseMinor, slotStakes } from "./money.ts";

const vnd = (amount: number) => BigInt(amount) * 100n;

describe("formatMoney", () => {
  it("shows whole đồng from minor units in the page's locale", () => {
    expect(formatMoney("123456700", "vi")).toMatch(/^1\.234\.567\s?₫$/);
    expect(formatMoney(vnd(1_234_567), "en")).toBe("₫1,234,567");
  });

  it("keeps hundredths of a đồng exact instead of rounding through a float", () => {
    expect(formatMoney("900719925474099301", "en")).toBe("₫9,007,199,254,740,993.01");
  });

  it("signs the net position only when asked and never signs zero", () => {
    expect(formatMoney(-vnd(5_000), "en", true)).toBe("-₫5,000");
    expect(formatMoney(vnd(5_000), "en", true)).toBe("+₫5,000");
    expect(formatMoney(0n, "en", true)).toBe("₫0");
  });

  it("refuses anything that is not a digit string", () => {
    expect(() => parseMinor("12.5")).toThrow();
    expect(() => parseMinor("1e3")).toThrow();
  });
});

describe("slotStakes", () => {
  it("offers only multiples of the line count inside the limits, smallest legal stake first", () => {
    const stakes = slotStakes({ min: vnd(1_000), max: vnd(500_000) }, 20);
    expect(stakes[0]).toBe(vnd(1_000));
    expect(stakes.at(-1)).toBe(vnd(500_000));
    for (const stake of stakes) {
      expect(stake % 20n).toBe(0n);
      expect(stake >= vnd(1_000) && stake <= vnd(500_000)).toBe(true);
    }
    expect([...stakes].sort((a, b) => (a < b ? -1 : 1))).toEqual(stakes);
    expect(new Set(stakes).size).toBe(stakes.length);
  });

  it("rounds an awkward minimum up to the next multiple of the lines", () => {
    expect(slotStakes({ min: 1_001n, max: 10_000n }, 20)[0]).toBe(1_020n);
  });
});

describe("chipValues and percentages", () => {
  it("takes nice chip values from the minimum stake up to the maximum", () => {
    expect(chipValues({ min: vnd(1_000), max: vnd(10_000_000) })).toEqual(
      [1_000, 2_000, 5_000, 10_000, 20_000, 50_000].map(vnd),
    );
    expect(chipValues({ min: vnd(1_000), max: vnd(3_000) })).toEqual([vnd(1_000), vnd(2_000)]);
  });

  it("writes basis points as a percentage with two decimals", () => {
    expect(formatPercentBp(9637, "en")).toBe("96.37");
    expect(formatPercentBp(9205, "vi")).toBe("92,05");
  });
});
