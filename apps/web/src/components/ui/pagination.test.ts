import { describe, expect, it } from "vitest";
import { pageList, type PageItem } from "./pagination";

/** 1 … 4 5 6 … 10 written as [1, "…", 4, 5, 6, "…", 10]. */
const show = (items: PageItem[]) => items.map((item) => (item.type === "page" ? item.page : "…"));

describe("pageList (spec §9: page range 3, margin pages 1)", () => {
  it("shows every page when there are few", () => {
    expect(show(pageList(1, 1))).toEqual([1]);
    expect(show(pageList(2, 5))).toEqual([1, 2, 3, 4, 5]);
    // 7 pages: the range, both margins and the single page each gap would hide.
    expect(show(pageList(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps three pages around the current one and one at each end", () => {
    expect(show(pageList(5, 10))).toEqual([1, "…", 4, 5, 6, "…", 10]);
    expect(show(pageList(50, 100))).toEqual([1, "…", 49, 50, 51, "…", 100]);
  });

  it("shifts the range inward at the ends so it still holds three pages", () => {
    expect(show(pageList(1, 10))).toEqual([1, 2, 3, "…", 10]);
    expect(show(pageList(10, 10))).toEqual([1, "…", 8, 9, 10]);
    expect(show(pageList(2, 10))).toEqual([1, 2, 3, "…", 10]);
  });

  it("shows the one page a gap would hide instead of an ellipsis", () => {
    expect(show(pageList(4, 10))).toEqual([1, 2, 3, 4, 5, "…", 10]);
    expect(show(pageList(7, 10))).toEqual([1, "…", 6, 7, 8, 9, 10]);
  });

  it("clamps a current page outside 1..total and returns nothing without pages", () => {
    expect(show(pageList(0, 10))).toEqual(show(pageList(1, 10)));
    expect(show(pageList(99, 10))).toEqual(show(pageList(10, 10)));
    expect(pageList(1, 0)).toEqual([]);
  });

  it("honours other ranges and margins", () => {
    expect(show(pageList(10, 20, 5, 2))).toEqual([1, 2, "…", 8, 9, 10, 11, 12, "…", 19, 20]);
    expect(show(pageList(10, 20, 1, 0))).toEqual(["…", 10, "…"]);
  });

  it("gives every gap a distinct key", () => {
    const gaps = pageList(50, 100).filter((item) => item.type === "gap");
    expect(gaps).toHaveLength(2);
    expect(new Set(gaps.map((gap) => (gap.type === "gap" ? gap.after : -1))).size).toBe(2);
  });
});
