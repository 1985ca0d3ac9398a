import { describe, expect, it } from "vitest";
import { draftToTerms, emptyOffer } from "./offer-terms";

describe("offer form → contract terms", () => {
  it("reads tiers in đồng and percent into minor units and ppm", () => {
    const draft = {
      ...emptyOffer,
      activeMemberMinBet: "200.000",
      tiers: [
        { minTeamBet: "0", minActive: "0", rate: "0,3" },
        { minTeamBet: "10.000.000", minActive: "5", rate: "0.5" },
      ],
    };
    expect(draftToTerms("daily_salary", draft)).toEqual({
      ok: true,
      terms: {
        activeMemberMinBet: "20000000",
        tiers: [
          { minTeamBet: "0", minActive: 0, ratePpm: 3000 },
          { minTeamBet: "1000000000", minActive: 5, ratePpm: 5000 },
        ],
      },
    });
  });

  it("adds the hourly threshold for hourly salary and reads real-time rates", () => {
    const hourly = draftToTerms("hourly_salary", {
      ...emptyOffer,
      tiers: [{ minTeamBet: "0", minActive: "0", rate: "1" }],
      minBetPerHour: "50000",
    });
    expect(hourly.ok && hourly.terms).toMatchObject({ minBetPerHour: "5000000" });
    expect(
      draftToTerms("realtime_salary", { ...emptyOffer, winRate: "0.1", lossRate: "0.4", minBetPerWindow: "1000" }),
    ).toEqual({ ok: true, terms: { winRatePpm: 1000, lossRatePpm: 4000, minBetPerWindow: "100000" } });
  });

  it("points at the first field it cannot read, and at a tier that does not rise", () => {
    expect(draftToTerms("dividend", { ...emptyOffer, tiers: [{ minTeamBet: "0", minActive: "0", rate: "" }] })).toEqual(
      {
        ok: false,
        problem: { field: "rate", index: 0 },
      },
    );
    expect(draftToTerms("realtime_salary", { ...emptyOffer, winRate: "1", lossRate: "x" })).toEqual({
      ok: false,
      problem: { field: "lossRate" },
    });
    const flat = [
      { minTeamBet: "100", minActive: "2", rate: "0.3" },
      { minTeamBet: "100", minActive: "2", rate: "0.5" },
    ];
    expect(draftToTerms("daily_salary", { ...emptyOffer, tiers: flat })).toEqual({
      ok: false,
      problem: { field: "minTeamBet", index: 1 },
    });
  });
});
