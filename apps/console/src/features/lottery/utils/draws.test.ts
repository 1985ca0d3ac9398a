import { describe, expect, it } from "vitest";
import type { ConsoleLotteryDraw } from "@lotus/contracts/web";
import { awaitsOfficialResult, drawActions, numbersInDraw, resultRows, stationName, structureOfDraw } from "./draws";

const official = (enteredBy: string, approvedBy: string | null = null): ConsoleLotteryDraw["official"] => ({
  result: { prizes: [] },
  enteredBy,
  approvedBy,
  enteredAt: "2026-11-27T11:20:00.000Z",
});

const admin = { canChange: true, username: "admin01", traditional: true };

describe("drawActions (permission gating and maker–checker)", () => {
  it("gives a cashier no action on any draw, even one waiting for approval", () => {
    for (const state of ["open", "closed", "drawn"] as const) {
      expect(drawActions({ state, official: official("admin02") }, { ...admin, canChange: false })).toEqual({
        cancel: false,
        enterOfficial: false,
        approve: "no",
      });
    }
  });

  it("lets an admin cancel until the draw is settled, never after or twice", () => {
    for (const state of ["scheduled", "open", "closed", "drawing", "drawn"] as const)
      expect(drawActions({ state, official: null }, admin).cancel).toBe(true);
    for (const state of ["settled", "cancelled"] as const)
      expect(drawActions({ state, official: null }, admin).cancel).toBe(false);
  });

  it("offers an official result only for a traditional draw that is not drawn yet", () => {
    for (const state of ["scheduled", "open", "closed"] as const)
      expect(drawActions({ state, official: null }, admin).enterOfficial).toBe(true);
    for (const state of ["drawing", "drawn", "settled", "cancelled"] as const)
      expect(drawActions({ state, official: null }, admin).enterOfficial).toBe(false);
    expect(drawActions({ state: "closed", official: null }, { ...admin, traditional: false }).enterOfficial).toBe(
      false,
    );
    // A pending result may be corrected; an approved one is final.
    expect(drawActions({ state: "closed", official: official("admin02") }, admin).enterOfficial).toBe(true);
    expect(drawActions({ state: "closed", official: official("admin02", "admin03") }, admin).enterOfficial).toBe(false);
  });

  it("lets another operator approve a pending result, and tells the one who entered it that it is theirs", () => {
    expect(drawActions({ state: "closed", official: official("admin02") }, admin).approve).toBe("yes");
    expect(drawActions({ state: "closed", official: official("admin01") }, admin).approve).toBe("own");
    expect(drawActions({ state: "closed", official: official("admin02", "admin03") }, admin).approve).toBe("no");
    expect(drawActions({ state: "drawn", official: official("admin02") }, admin).approve).toBe("no");
    expect(drawActions({ state: "cancelled", official: official("admin02") }, admin).approve).toBe("no");
  });
});

describe("results table", () => {
  it("counts 27 numbers in a north draw and 18 in a southern one", () => {
    expect(numbersInDraw("north")).toBe(27);
    expect(numbersInDraw("southern")).toBe(18);
  });

  it("shows every prize row of the structure with the unrevealed places empty", () => {
    const rows = resultRows(
      {
        prizes: [
          { prize: "G8", numbers: ["42"] },
          { prize: "G7", numbers: ["317"] },
        ],
      },
      "southern",
    );
    expect(rows.map((r) => r.prize)).toEqual(["DB", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"]);
    expect(rows.find((r) => r.prize === "G8")).toEqual({ prize: "G8", digits: 2, numbers: ["42"] });
    expect(rows.find((r) => r.prize === "G4")?.numbers).toEqual(Array(7).fill(null));
    expect(rows.find((r) => r.prize === "DB")).toEqual({ prize: "DB", digits: 6, numbers: [null] });
  });

  it("takes the structure from the game, else from the number of prize rows", () => {
    const games = [{ code: "EL3", structure: "southern" as const }];
    expect(structureOfDraw({ gameCode: "EL3", result: null }, games)).toBe("southern");
    const north = { prizes: ["DB", "G1", "G2", "G3", "G4", "G5", "G6", "G7"].map((prize) => ({ prize, numbers: [] })) };
    expect(structureOfDraw({ gameCode: "MB", result: north }, [])).toBe("north");
    expect(structureOfDraw({ gameCode: "MB", result: null }, [])).toBeNull();
  });

  it("names stations by code and keeps an unknown code", () => {
    expect(stationName("MN_HCM")).toBe("TP. Hồ Chí Minh");
    expect(stationName("XX_1")).toBe("XX_1");
    expect(stationName(null)).toBe("—");
  });
});

describe("awaitsOfficialResult (a draw of an official-results game past its time)", () => {
  const drawAt = "2026-11-27T11:15:00.000Z";
  const after = Date.parse(drawAt) + 60_000;
  const officialGame = { resultSource: "official" } as const;

  it("reads a closed or scheduled draw past its time as waiting while no approved result exists", () => {
    for (const state of ["scheduled", "open", "closed"] as const)
      expect(awaitsOfficialResult({ state, drawAt, official: null }, officialGame, after)).toBe(true);
    expect(awaitsOfficialResult({ state: "closed", drawAt, official: official("admin02") }, officialGame, after)).toBe(
      true,
    );
  });

  it("does not before the draw time, once drawn, with an approved result, or for a chain game", () => {
    expect(
      awaitsOfficialResult({ state: "closed", drawAt, official: null }, officialGame, Date.parse(drawAt) - 1),
    ).toBe(false);
    for (const state of ["drawing", "drawn", "settled", "cancelled"] as const)
      expect(awaitsOfficialResult({ state, drawAt, official: null }, officialGame, after)).toBe(false);
    expect(
      awaitsOfficialResult({ state: "closed", drawAt, official: official("admin02", "admin03") }, officialGame, after),
    ).toBe(false);
    expect(awaitsOfficialResult({ state: "closed", drawAt, official: null }, { resultSource: "chain" }, after)).toBe(
      false,
    );
    expect(awaitsOfficialResult({ state: "closed", drawAt, official: null }, undefined, after)).toBe(false);
  });
});
