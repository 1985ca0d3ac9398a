import { describe, expect, it } from "vitest";
import { barGeometry, chartScale, shortDay, zeroLine } from "./chart";

describe("dashboard chart geometry", () => {
  it("always contains zero, and is never empty", () => {
    expect(chartScale([5n, 10n])).toEqual({ min: 0, max: 10 });
    expect(chartScale([-4, 2])).toEqual({ min: -4, max: 2 });
    expect(chartScale([])).toEqual({ min: 0, max: 1 });
    expect(chartScale([0n, 0n])).toEqual({ min: 0, max: 1 });
  });

  it("draws a positive bar up from the zero line and a negative one down from it", () => {
    const scale = chartScale([-50n, 150n]);
    expect(zeroLine(scale, 200)).toBe(150);
    expect(barGeometry(150n, scale, 200)).toEqual({ y: 0, height: 150 });
    expect(barGeometry(-50n, scale, 200)).toEqual({ y: 150, height: 50 });
    expect(barGeometry(0n, scale, 200)).toEqual({ y: 150, height: 0 });
  });

  it("labels a day as day/month", () => {
    expect(shortDay("2026-11-05")).toBe("05/11");
  });
});
