import { describe, expect, it } from "vitest";
import { PATTERN_CATALOGUE, matchesFieldRule, patternOf } from "./patterns.ts";

const rule = (patternId: number, minLength = 1, maxLength = 50) => ({
  acceptedPattern: patternOf(patternId),
  minLength,
  maxLength,
});

describe("registration pattern catalogue", () => {
  it("has the 23 entries 0–22 of spec §5, each compiling with the u flag", () => {
    expect(PATTERN_CATALOGUE.map((p) => p.id)).toEqual([...Array(23).keys()]);
    for (const p of PATTERN_CATALOGUE) if (p.pattern !== "*") expect(() => new RegExp(p.pattern, "u")).not.toThrow();
  });

  it.each([
    [1, "lotus88", true],
    [1, "8lotus", false],
    [3, "a@b.vn", true],
    [3, "a@b", false],
    [6, "0912345678", true],
    [6, "09123x", false],
    [7, "Lotus88", true],
    [7, "lotus88", false],
    [11, "2000-02-29", true],
    [11, "2000-13-01", false],
    [13, "02-29-2000", true],
    [14, "abc123", true],
    [14, "abcdef", false],
    [16, "สวัสดี", true],
    [18, "NGUYEN VAN A", true],
    [18, "Nguyen", false],
    [20, "Lotus@88", true],
    [20, "Lotus888", false],
    [21, "Nguyễn Văn An", true],
    [21, "Nguyễn", false],
    [22, "ロータス", true],
    [22, "ロー タス", false],
  ])("pattern %i on %j is %s", (id, value, expected) => {
    expect(matchesFieldRule(rule(id), value)).toBe(expected);
  });

  it("checks length bounds in characters, not bytes, and * matches anything within them", () => {
    expect(matchesFieldRule(rule(0, 2, 3), "ệệệ")).toBe(true);
    expect(matchesFieldRule(rule(0, 2, 3), "ệệệệ")).toBe(false);
    expect(matchesFieldRule(rule(0, 2, 3), "a")).toBe(false);
  });
});
