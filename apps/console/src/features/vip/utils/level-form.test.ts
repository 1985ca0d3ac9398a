import { describe, expect, it } from "vitest";
import { GAME_CATEGORIES, type ConsoleVipLevel } from "@lotus/contracts/web";
import { levelBody, levelDraft, percentToBasisPoints } from "./level-form";

const level: ConsoleVipLevel = {
  level: 9,
  name: "Hoàng gia",
  depositRequirement: "500000000000",
  betRequirement: "2500000000000",
  keepBet: "0",
  upgradeBonus: "3888800000",
  monthlyBonus: "888800050",
  dailyWithdrawals: 30,
  rebates: GAME_CATEGORIES.map((category) => ({ category, basisPoints: category === "RNG" ? 120 : 90 })),
  members: 0,
};

describe("the VIP level form", () => {
  it("round-trips a level: đồng and percent on screen, minor units and basis points on the wire", () => {
    const draft = levelDraft(level);
    expect(draft.monthlyBonus).toBe("8888000.50");
    expect(draft.rebates.RNG).toBe("1.2");
    const result = levelBody(draft);
    expect(result).toEqual({
      ok: true,
      body: {
        depositRequirement: "500000000000",
        betRequirement: "2500000000000",
        keepBet: "0",
        upgradeBonus: "3888800000",
        monthlyBonus: "888800050",
        dailyWithdrawals: 30,
        rebates: level.rebates,
      },
    });
  });

  it("names every wrong field and sends nothing", () => {
    const draft = levelDraft(level);
    const result = levelBody({
      ...draft,
      upgradeBonus: "-1",
      keepBet: "",
      dailyWithdrawals: "0",
      rebates: { ...draft.rebates, LIVE: "12", FISH: "1.234" },
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        upgradeBonus: "vip.form.amountInvalid",
        keepBet: "vip.form.amountInvalid",
        dailyWithdrawals: "vip.form.dailyInvalid",
        LIVE: "vip.form.rateInvalid",
        FISH: "vip.form.rateInvalid",
      },
    });
  });

  it("reads a percent with a comma or a point, up to 10 %", () => {
    expect(percentToBasisPoints("0,5")).toBe(50);
    expect(percentToBasisPoints("1.05")).toBe(105);
    expect(percentToBasisPoints("10")).toBe(1000);
    expect(percentToBasisPoints("10.01")).toBeNull();
    expect(percentToBasisPoints("abc")).toBeNull();
  });
});
