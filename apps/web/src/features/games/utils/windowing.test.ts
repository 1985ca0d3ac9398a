import { describe, expect, it } from "vitest";
import {
  columnsForWidth,
  gridGeometry,
  gridHeight,
  maxRenderedCards,
  nextIndex,
  scrollToReveal,
  visibleRange,
} from "./windowing";

describe("columnsForWidth", () => {
  it("gives 2 columns on a 360 px phone and 7 in the 1,152 px desktop column", () => {
    expect(columnsForWidth(328)).toBe(2); // 360 px screen minus 2 × 16 px gutters
    expect(columnsForWidth(720)).toBe(4); // 768 px tablet
    expect(columnsForWidth(1152)).toBe(7); // 1440 px and wider: the page's 1200 px column
  });

  it("never goes below 2 or above 8 columns", () => {
    expect(columnsForWidth(100)).toBe(2);
    expect(columnsForWidth(5000)).toBe(8);
  });
});

describe("gridGeometry", () => {
  it("splits the width into equal cells with gaps and adds the name block to the square thumbnail", () => {
    const g = gridGeometry(1152);
    expect(g.columns).toBe(7);
    expect(g.cellWidth * 7 + 12 * 6).toBeCloseTo(1152);
    expect(g.cellHeight).toBe(Math.round(g.cellWidth + 58));
    expect(g.rowHeight).toBe(g.cellHeight + 12);
    expect(gridHeight(10_000, g)).toBe(Math.ceil(10_000 / 7) * g.rowHeight - 12);
    expect(gridHeight(0, g)).toBe(0);
  });
});

describe("visibleRange", () => {
  const base = { rowHeight: 200, columns: 5, count: 10_000, overscan: 2 };

  it("renders the rows in the viewport plus the overscan, from the top", () => {
    expect(visibleRange({ ...base, gridTop: 300, viewportHeight: 900 })).toEqual({
      startRow: 0,
      endRow: 5, // rows 0–2 visible (900 - 300 = 600 px), + 2 overscan
      start: 0,
      end: 25,
    });
  });

  it("follows the scroll position deep in the list", () => {
    // Scrolled 100,000 px past the grid's top: rows 500–505 are on screen.
    expect(visibleRange({ ...base, gridTop: -100_000, viewportHeight: 1000 })).toEqual({
      startRow: 498,
      endRow: 507,
      start: 2490,
      end: 2535,
    });
  });

  it("stops at the last item of a partial last row", () => {
    const range = visibleRange({ ...base, count: 23, gridTop: -400, viewportHeight: 2000 });
    expect(range).toEqual({ startRow: 0, endRow: 5, start: 0, end: 23 });
  });

  it("renders nothing when the grid is far below or above the viewport", () => {
    expect(visibleRange({ ...base, gridTop: 5000, viewportHeight: 900 }).end).toBe(0);
    const above = visibleRange({ ...base, count: 50, gridTop: -50_000, viewportHeight: 900 });
    expect(above.end - above.start).toBe(0);
  });

  it("handles an empty list", () => {
    expect(visibleRange({ ...base, count: 0, gridTop: 0, viewportHeight: 900 })).toEqual({
      startRow: 0,
      endRow: 0,
      start: 0,
      end: 0,
    });
  });

  it("keeps the number of rendered cards bounded whatever the list size and scroll position", () => {
    for (const [width, height] of [
      [328, 640],
      [720, 1024],
      [1152, 1080],
    ] as const) {
      const g = gridGeometry(width);
      const bound = maxRenderedCards(height, g);
      for (const count of [100, 10_000, 1_000_000]) {
        for (const scrolled of [0, 1234, 98_765, 5_000_000]) {
          const r = visibleRange({
            gridTop: -scrolled,
            viewportHeight: height,
            rowHeight: g.rowHeight,
            columns: g.columns,
            count,
          });
          expect(r.end - r.start).toBeLessThanOrEqual(bound);
        }
      }
      expect(bound).toBeLessThan(100);
    }
  });
});

describe("nextIndex", () => {
  it("moves by one card, one row, a page, or to the ends", () => {
    expect(nextIndex("ArrowRight", 3, 100, 5, 4)).toBe(4);
    expect(nextIndex("ArrowLeft", 3, 100, 5, 4)).toBe(2);
    expect(nextIndex("ArrowDown", 3, 100, 5, 4)).toBe(8);
    expect(nextIndex("ArrowUp", 8, 100, 5, 4)).toBe(3);
    expect(nextIndex("PageDown", 3, 100, 5, 4)).toBe(23);
    expect(nextIndex("PageUp", 23, 100, 5, 4)).toBe(3);
    expect(nextIndex("Home", 42, 100, 5, 4)).toBe(0);
    expect(nextIndex("End", 42, 100, 5, 4)).toBe(99);
  });

  it("stays inside the list at its edges", () => {
    expect(nextIndex("ArrowLeft", 0, 100, 5, 4)).toBe(0);
    expect(nextIndex("ArrowRight", 99, 100, 5, 4)).toBe(99);
    expect(nextIndex("ArrowUp", 2, 100, 5, 4)).toBe(2);
    expect(nextIndex("ArrowDown", 97, 100, 5, 4)).toBe(99);
    expect(nextIndex("PageUp", 7, 100, 5, 4)).toBe(2);
  });

  it("ignores other keys and empty lists", () => {
    expect(nextIndex("Enter", 3, 100, 5, 4)).toBeNull();
    expect(nextIndex("ArrowDown", 0, 0, 5, 4)).toBeNull();
  });
});

describe("scrollToReveal", () => {
  const geometry = { rowHeight: 200, cellHeight: 188, viewportHeight: 800 };

  it("scrolls down just enough to show a row below the viewport", () => {
    // Grid top at 100 px; row 5 spans 1100–1288: scroll by 1288 - 800 + 12.
    expect(scrollToReveal(5, { ...geometry, gridTop: 100, scrollY: 0 })).toBe(500);
  });

  it("scrolls up to show a row above the viewport, below a sticky header", () => {
    expect(scrollToReveal(0, { ...geometry, gridTop: -500, scrollY: 2000, topInset: 64 })).toBe(2000 - 500 - 64 - 12);
  });

  it("leaves the page alone when the row is already visible", () => {
    expect(scrollToReveal(1, { ...geometry, gridTop: 100, scrollY: 0 })).toBeNull();
  });
});
