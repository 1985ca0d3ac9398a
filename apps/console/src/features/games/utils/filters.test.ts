import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  flagRequest,
  gameQuery,
  prettyJson,
  toggled,
  toggledPage,
  vendorFlagRequest,
} from "./filters";

describe("game filters in the address", () => {
  it("reads the defaults from an empty address and writes none back", () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(EMPTY_FILTERS);
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe("");
  });

  it("round-trips every filter", () => {
    const filters = { q: "bầu cua", vendor: "LOTUS_MINI", maintenance: "on", hot: "off", page: 3 } as const;
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
  });

  it("replaces what the server would refuse by the default", () => {
    const params = new URLSearchParams({ vendor: "bad code!", maintenance: "maybe", hot: "yes", page: "-2" });
    expect(filtersFromParams(params)).toEqual(EMPTY_FILTERS);
    expect(filtersFromParams(new URLSearchParams({ page: "1.5" })).page).toBe(1);
    expect(filtersFromParams(new URLSearchParams({ page: "10001" })).page).toBe(1);
    expect(filtersFromParams(new URLSearchParams({ q: `  ${"x".repeat(80)} ` })).q).toHaveLength(64);
  });

  it("builds the query string without the 'all' filters", () => {
    expect(gameQuery(EMPTY_FILTERS, 20)).toEqual({
      q: undefined,
      vendor: undefined,
      maintenance: undefined,
      hot: undefined,
      page: 1,
      size: 20,
    });
    expect(gameQuery({ q: "koi", vendor: "GOLDEN_KOI", maintenance: "off", hot: "on", page: 2 }, 20)).toEqual({
      q: "koi",
      vendor: "GOLDEN_KOI",
      maintenance: "off",
      hot: "on",
      page: 2,
      size: 20,
    });
  });
});

describe("flag changes", () => {
  it("names each game once, in id order, with the one flag", () => {
    expect(flagRequest([30, 10, 30, 20], "maintenance", true)).toEqual({ ids: [10, 20, 30], maintenance: true });
    expect(flagRequest(new Set([5]), "hot", false)).toEqual({ ids: [5], hot: false });
  });

  it("changes a whole vendor by its code", () => {
    expect(vendorFlagRequest("GPI", "maintenance", false)).toEqual({ vendorCode: "GPI", maintenance: false });
  });
});

describe("selection", () => {
  it("toggles one id without touching the previous set", () => {
    const before = new Set([1, 2]);
    expect([...toggled(before, 3)]).toEqual([1, 2, 3]);
    expect([...toggled(before, 1)]).toEqual([2]);
    expect([...before]).toEqual([1, 2]);
  });

  it("selects a page, and clears it when the page is already all selected", () => {
    expect([...toggledPage(new Set([9]), [1, 2])].sort()).toEqual([1, 2, 9]);
    expect([...toggledPage(new Set([1, 2, 9]), [1, 2])]).toEqual([9]);
    expect([...toggledPage(new Set([1]), [1, 2])].sort()).toEqual([1, 2]);
    expect([...toggledPage(new Set([1]), [])]).toEqual([1]);
  });
});

describe("stored answers", () => {
  it("prints JSON indented", () => {
    expect(prettyJson({ status: "OK", balance: "100" })).toBe('{\n  "status": "OK",\n  "balance": "100"\n}');
    expect(prettyJson(null)).toBe("null");
  });
});
