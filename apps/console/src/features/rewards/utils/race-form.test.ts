import { describe, expect, it } from "vitest";
import { DEFAULT_EDGES, parseEdges, vietnamTime } from "./race-form";

describe("race form", () => {
  it("reads CATEGORY=basis points separated by spaces, commas or semicolons", () => {
    expect(parseEdges("LIVE=150, rng=400;FISH=0")).toEqual({ LIVE: 150, RNG: 400, FISH: 0 });
    expect(Object.keys(parseEdges(DEFAULT_EDGES)!)).toHaveLength(8);
  });

  it("refuses unknown categories, edges above 100 % and empty text", () => {
    expect(parseEdges("CASINO=100")).toBeNull();
    expect(parseEdges("LIVE=10001")).toBeNull();
    expect(parseEdges("LIVE=1.5")).toBeNull();
    expect(parseEdges("  ")).toBeNull();
  });

  it("reads a datetime-local value as Vietnam time", () => {
    expect(vietnamTime("2026-11-30T00:00")).toBe("2026-11-30T00:00:00+07:00");
    expect(Date.parse(vietnamTime("2026-11-30T00:00"))).toBe(Date.parse("2026-11-29T17:00:00Z"));
    expect(vietnamTime("")).toBe("");
  });
});
