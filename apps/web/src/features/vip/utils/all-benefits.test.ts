import { describe, expect, it } from "vitest";
import type { VipLevel } from "@lotus/contracts/web";
import { allBenefits } from "./all-benefits";

describe("allBenefits", () => {
  const level = (benefits: string[]): VipLevel => ({
    level: 0,
    name: "",
    depositRequirement: 0,
    betRequirement: 0,
    upgradeBonus: 0,
    monthlyBonus: 0,
    rebatePercent: 0,
    dailyWithdrawals: 1,
    benefits,
  });

  it("lists each benefit once, in the order levels introduce them", () => {
    expect(allBenefits([level(["rebate"]), level(["rebate", "gift"]), level(["gift", "rebate", "trip"])])).toEqual([
      "rebate",
      "gift",
      "trip",
    ]);
  });
});
