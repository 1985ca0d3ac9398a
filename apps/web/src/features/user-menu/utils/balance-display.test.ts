import { describe, expect, it } from "vitest";
import { balanceText, createRefreshGuard } from "./balance-display";

describe("header balance", () => {
  it("shows VND with two decimals and the language's thousands separators", () => {
    expect(balanceText("100000000", "vi", false)).toBe("1.000.000,00");
    expect(balanceText("100000000", "en", false)).toBe("1,000,000.00");
    expect(balanceText("123456789", "en", false)).toBe("1,234,567.89");
    expect(balanceText("0", "vi", false)).toBe("0,00");
  });

  it("keeps digits beyond a float's precision exact", () => {
    expect(balanceText("9223372036854775807", "en", false)).toBe("92,233,720,368,547,758.07");
  });

  it("shows three asterisks when hidden, whatever the amount", () => {
    expect(balanceText("100000000", "vi", true)).toBe("***");
    expect(balanceText("0", "en", true)).toBe("***");
  });

  it("lets one refresh through per second and ignores the clicks in between", () => {
    const guard = createRefreshGuard(1_000);
    expect(guard(10_000)).toBe(true);
    expect(guard(10_400)).toBe(false);
    expect(guard(10_999)).toBe(false);
    expect(guard(11_000)).toBe(true);
    expect(guard(11_500)).toBe(false);
    expect(guard(12_100)).toBe(true);
  });
});
