import { describe, expect, it } from "vitest";
import { emptyTerms, percentToPpm, ppmToPercent, termsOf } from "./terms";

describe("rates in percent", () => {
  it("reads percent with up to four decimals as parts per million, without floats", () => {
    expect(percentToPpm("0.3")).toBe(3000);
    expect(percentToPpm("0,5")).toBe(5000);
    expect(percentToPpm("20")).toBe(200000);
    expect(percentToPpm("1.2345")).toBe(12345);
    expect(percentToPpm("100")).toBe(1_000_000);
  });

  it("refuses more than four decimals, more than 100 % and text", () => {
    for (const text of ["0.00001", "100.01", "101", "-1", "abc", "", "1e2"]) expect(percentToPpm(text)).toBeNull();
  });

  it("writes parts per million back as percent", () => {
    expect(ppmToPercent(3000)).toBe("0.3");
    expect(ppmToPercent(200000)).toBe("20");
    expect(ppmToPercent(12345)).toBe("1.2345");
    expect(ppmToPercent(0)).toBe("0");
  });
});

describe("terms of a draft", () => {
  it("builds tiered terms in minor units and ppm, with minBetPerHour only for hourly salary", () => {
    const draft = { ...emptyTerms(), tiers: [{ minTeamBet: "10000000", minActive: "5", rate: "0.3" }] };
    expect(termsOf("daily_salary", draft)).toEqual({
      ok: true,
      terms: { activeMemberMinBet: "20000000", tiers: [{ minTeamBet: "1000000000", minActive: 5, ratePpm: 3000 }] },
    });
    const hourly = termsOf("hourly_salary", { ...draft, minBetPerHour: "500000" });
    expect(hourly.ok && "minBetPerHour" in hourly.terms && hourly.terms.minBetPerHour).toBe("50000000");
  });

  it("builds real-time terms and names the first bad field", () => {
    expect(termsOf("realtime_salary", { ...emptyTerms(), winRate: "0.2", lossRate: "0.5" })).toEqual({
      ok: true,
      terms: { winRatePpm: 2000, lossRatePpm: 5000, minBetPerWindow: "0" },
    });
    expect(termsOf("realtime_salary", { ...emptyTerms(), winRate: "x", lossRate: "0.5" })).toEqual({
      ok: false,
      field: "winRate",
    });
    expect(termsOf("dividend", { ...emptyTerms(), tiers: [{ minTeamBet: "0", minActive: "-1", rate: "5" }] })).toEqual({
      ok: false,
      field: "tier0",
    });
  });
});
