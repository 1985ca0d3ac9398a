import { describe, expect, it } from "vitest";
import { MAX_BAR_WIDTH, labelIndexes, niceStep, niceTicks, barChartLayout } from "./bar-chart-scale";

const SIZE = { width: 440, height: 220, left: 40, right: 0, top: 10, bottom: 30 };

describe("nice axis", () => {
  it("steps by 1, 2 or 5 times a power of ten", () => {
    expect(niceStep(0.3)).toBe(1);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(12)).toBe(20);
    expect(niceStep(250)).toBe(500);
    expect(niceStep(1_000)).toBe(1_000);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });

  it("spans the values with zero among the ticks", () => {
    expect(niceTicks(0, 1_000)).toEqual([0, 500, 1_000]);
    expect(niceTicks(-150, 0)).toEqual([-150, -100, -50, 0]);
    expect(niceTicks(-2_300, 7_100)).toEqual([-5_000, 0, 5_000, 10_000]);
    const mixed = niceTicks(-2_300, 7_100);
    expect(mixed).toContain(0);
    expect(mixed[0]).toBeLessThanOrEqual(-2_300);
    expect(mixed.at(-1)).toBeGreaterThanOrEqual(7_100);
    const onlyLoss = niceTicks(-900, -100);
    expect(onlyLoss.at(-1)).toBe(0);
    expect(onlyLoss[0]).toBeLessThanOrEqual(-900);
    // Evenly spaced.
    const gaps = new Set(mixed.slice(1).map((v, i) => v - mixed[i]!));
    expect(gaps.size).toBe(1);
  });

  it("gives a flat range (all zero) a unit span instead of dividing by zero", () => {
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
});

describe("day labels", () => {
  it("labels every day when there is room, every n-th when there is not", () => {
    expect(labelIndexes(7, 400)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const month = labelIndexes(30, 300);
    expect(month[0]).toBe(0);
    expect(month.length).toBeLessThanOrEqual(Math.floor(300 / 44));
    expect(month[1]! - month[0]!).toBe(Math.ceil(30 / Math.floor(300 / 44)));
    expect(labelIndexes(0, 300)).toEqual([]);
    expect(labelIndexes(92, 10)).toEqual([0]);
  });
});

describe("profit chart layout", () => {
  it("draws profit above and loss below the zero line, proportionally", () => {
    const layout = barChartLayout(["100000", "-50000", "0", "25000"], SIZE);
    const [profit, loss, flat, small] = layout.bars;
    expect(profit!.sign).toBe(1);
    expect(profit!.y + profit!.height).toBeCloseTo(layout.zeroY);
    expect(loss!.sign).toBe(-1);
    expect(loss!.y).toBeCloseTo(layout.zeroY);
    expect(loss!.height).toBeCloseTo(profit!.height / 2);
    expect(small!.height).toBeCloseTo(profit!.height / 4);
    expect(flat!.height).toBe(0);
    // Inside the plot.
    for (const bar of layout.bars) {
      expect(bar.y).toBeGreaterThanOrEqual(layout.plot.top - 1e-9);
      expect(bar.y + bar.height).toBeLessThanOrEqual(layout.plot.bottom + 1e-9);
      expect(bar.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(layout.plot.right + 1e-9);
    }
    // The ticks run top (highest) to bottom, and zero sits on the zero line.
    const zero = layout.ticks.find((t) => t.value === 0)!;
    expect(zero.y).toBeCloseTo(layout.zeroY);
    expect(layout.ticks[0]!.y).toBeCloseTo(layout.plot.bottom);
    expect(layout.ticks.at(-1)!.y).toBeCloseTo(layout.plot.top);
  });

  it("keeps a tiny profit visible (1 px) and caps the width of few bars", () => {
    const layout = barChartLayout(["100000000", "1", "-1"], SIZE);
    expect(layout.bars[1]!.height).toBe(1);
    expect(layout.bars[1]!.sign).toBe(1);
    expect(layout.bars[2]!.height).toBe(1);
    expect(layout.bars[2]!.y).toBeCloseTo(layout.zeroY);
    expect(layout.bars[0]!.width).toBe(MAX_BAR_WIDTH);
  });

  it("fits 92 days into a 360 px phone, slots side by side without gaps or overlap", () => {
    const layout = barChartLayout(
      Array.from({ length: 92 }, (_, i) => String((i % 7) * 1000 - 3000)),
      { ...SIZE, width: 328 },
    );
    expect(layout.bars).toHaveLength(92);
    for (let i = 1; i < 92; i++) {
      expect(layout.bars[i]!.slotX).toBeCloseTo(layout.bars[i - 1]!.slotX + layout.bars[i - 1]!.slotWidth);
    }
    const last = layout.bars[91]!;
    expect(last.slotX + last.slotWidth).toBeCloseTo(layout.plot.right);
    expect(layout.bars[0]!.width).toBeGreaterThanOrEqual(1);
    expect(layout.labels.length).toBeLessThanOrEqual(Math.floor((328 - 40) / 44));
  });

  it("an all-zero range lays out flat bars on a zero line inside the plot", () => {
    const layout = barChartLayout(["0", "0", "0"], SIZE);
    expect(layout.bars.every((b) => b.height === 0 && b.sign === 0)).toBe(true);
    expect(layout.zeroY).toBeCloseTo(layout.plot.bottom);
  });
});
