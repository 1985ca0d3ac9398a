import { describe, expect, it } from "vitest";
import { AppError } from "../../src/errors.ts";
import { consoleGameFilter, likeAnywhere } from "../../src/modules/games/games.console.service.ts";
import { laneCategory, vendorsOf } from "../../src/modules/games/games.service.ts";

/* Fast tests (no app, no database) for the catalogue's rules in the games services. */

const VENDORS = [
  { vendor_code: "GPI", category: "LIVE" },
  { vendor_code: "IBC", category: "SPORTS" },
  { vendor_code: "TF", category: "SPORTS" },
  { vendor_code: "LOTUS_SLOTS", category: "RNG" },
];

describe("lanes", () => {
  it("files the e-sports vendors listed under SPORTS in the ESPORTS lane and leaves the others where they are", () => {
    expect(laneCategory({ vendorCode: "TF", category: "SPORTS" })).toBe("ESPORTS");
    expect(laneCategory({ vendorCode: "IBC", category: "SPORTS" })).toBe("SPORTS");
    expect(laneCategory({ vendorCode: "TF", category: "LIVE" })).toBe("LIVE");
  });
});

describe("the vendors a catalogue call covers", () => {
  it("covers every listed vendor without a filter, in the list's order", () => {
    expect(vendorsOf(VENDORS, {})).toEqual(["GPI", "IBC", "TF", "LOTUS_SLOTS"]);
  });

  it("covers the vendors of one lane, e-sports split from sports", () => {
    expect(vendorsOf(VENDORS, { gameCategory: "SPORTS" })).toEqual(["IBC"]);
    expect(vendorsOf(VENDORS, { gameCategory: "ESPORTS" })).toEqual(["TF"]);
  });

  it("covers one vendor, and nothing when that vendor is outside the asked lane", () => {
    expect(vendorsOf(VENDORS, { vendorCode: "TF" })).toEqual(["TF"]);
    expect(vendorsOf(VENDORS, { vendorCode: "TF", gameCategory: "SPORTS" })).toEqual([]);
  });

  it("refuses a vendor that is not listed (unknown or disabled) with not_found", () => {
    expect(() => vendorsOf(VENDORS, { vendorCode: "NOPE" })).toThrow(AppError);
    try {
      vendorsOf(VENDORS, { vendorCode: "NOPE" });
    } catch (error) {
      expect((error as AppError).code).toBe("not_found");
    }
  });
});

describe("the operator's game search", () => {
  const filter = (q: string) => consoleGameFilter({ q, maintenance: "all", hot: "on" });

  it("folds the name the lobby's way: diacritics and case ignored, đ read as d", () => {
    expect(filter("  Bầu Cua ĐỎ ").keyPattern).toBe("%bau cua do%");
    expect(filter("  Bầu Cua ĐỎ ").text).toBe("Bầu Cua ĐỎ");
  });

  it("matches codes in lower case and reads a number of up to 9 digits as a game id too", () => {
    const byNumber = filter("201001");
    expect(byNumber.codePattern).toBe("%201001%");
    expect(byNumber.id).toBe(201001);
    expect(filter("1234567890").id).toBeNull();
    expect(filter("TX-01").codePattern).toBe("%tx-01%");
  });

  it("escapes LIKE's pattern characters, so % and _ match only themselves", () => {
    expect(likeAnywhere("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("turns the on / off / all flag filters into true / false / no condition", () => {
    expect(filter("").hot).toBe(true);
    expect(filter("").maintenance).toBeNull();
    expect(consoleGameFilter({ q: "", maintenance: "off", hot: "all" })).toMatchObject({
      maintenance: false,
      hot: null,
      vendorCode: null,
    });
  });
});
