import { describe, expect, it } from "vitest";
import { canSwitchResultSource, otherResultSource, REGIONS_BY_TIME, validateCutoff, weeklyTable } from "./games";

describe("cut-off edit", () => {
  it("takes whole seconds up to a day for a traditional game", () => {
    expect(validateCutoff(" 900 ", { intervalSeconds: null })).toEqual({ ok: true, seconds: 900 });
    expect(validateCutoff("0", { intervalSeconds: null })).toEqual({ ok: true, seconds: 0 });
    expect(validateCutoff("86401", { intervalSeconds: null }).ok).toBe(false);
    expect(validateCutoff("1.5", { intervalSeconds: null }).ok).toBe(false);
    expect(validateCutoff("", { intervalSeconds: null }).ok).toBe(false);
  });

  it("keeps a fast game's cut-off shorter than its interval", () => {
    expect(validateCutoff("50", { intervalSeconds: 60 })).toEqual({ ok: true, seconds: 50 });
    expect(validateCutoff("60", { intervalSeconds: 60 })).toEqual({
      ok: false,
      error: "lottery.games.cutoffAboveInterval",
    });
  });
});

describe("weekday station table", () => {
  it("lists the regions in draw order and every weekday's stations", () => {
    expect(REGIONS_BY_TIME).toEqual(["south", "central", "north"]);
    const table = weeklyTable();
    expect(table).toHaveLength(7);
    expect(table[0]?.regions.south).toEqual(["MN_HCM", "MN_DT", "MN_CM"]);
    expect(table[5]?.regions.south).toHaveLength(4);
    expect(table[6]?.regions.north).toEqual(["MB_TB"]);
  });
});

describe("result source switch", () => {
  it("is offered for traditional games only and flips between chain and official", () => {
    expect(canSwitchResultSource({ kind: "traditional" })).toBe(true);
    expect(canSwitchResultSource({ kind: "fast" })).toBe(false);
    expect(otherResultSource("chain")).toBe("official");
    expect(otherResultSource("official")).toBe("chain");
  });
});
