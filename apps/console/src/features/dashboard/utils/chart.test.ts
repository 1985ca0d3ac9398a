import { describe, expect, it } from "vitest";
import { barGeometry, chartScale, shortDay, zeroLine } from "./chart";

describe("dashboard chart geometry", () => {
  it("always contains zero, and is never empty", () => {
    expect(chartScale([5n, 10n])).toEqual({ min: 0n, max: 10n });
    expect(chartScale([-4n, 2n])).toEqual({ min: -4n, max: 2n });
    expect(chartScale([])).toEqual({ min: 0n, max: 1n });
    expect(chartScale([0n, 0n])).toEqual({ min: 0n, max: 1n });
  });

  it("draws a positive bar up from the zero line and a negative one down from it", () => {
    const scale = chartScale([-50n, 150n]);
    expect(zeroLine(scale, 200)).toBe(150);
    expect(barGeometry(150n, scale, 200)).toEqual({ y: 0, height: 150 });
    expect(barGeometry(-50n, scale, 200)).toEqual({ y: 150, height: 50 });
    expect(barGeometry(0n, scale, 200)).toEqual({ y: 150, height: 0 });
  });

  it("keeps the proportions of amounts beyond a float's exact range", () => {
    const scale = chartScale([9_223_372_036_854_775_807n]);
    expect(barGeometry(9_223_372_036_854_775_807n, scale, 100)).toEqual({ y: 0, height: 100 });
    expect(barGeometry(4_611_686_018_427_387_904n, scale, 100).height).toBeCloseTo(50, 3);
  });

  it("labels a day as day/month", () => {
    expect(shortDay("2026-11-05")).toBe("05/11");
  });
});
