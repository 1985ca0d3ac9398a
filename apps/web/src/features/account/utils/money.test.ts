import { describe, expect, it } from "vitest";
import { TRIAL_DEMO_BALANCE } from "@lotus/contracts/web";
import { formatMinorUnits } from "./money";

describe("amounts in minor units", () => {
  it("show two decimals with the language's separators, without float rounding", () => {
    expect(formatMinorUnits(TRIAL_DEMO_BALANCE, "en")).toBe("2,000,000.00");
    expect(formatMinorUnits(TRIAL_DEMO_BALANCE, "vi")).toBe("2.000.000,00");
    expect(formatMinorUnits(123_456_789_012_345_678n, "en")).toBe("1,234,567,890,123,456.78");
    expect(formatMinorUnits(-5, "en")).toBe("-0.05");
  });
});
