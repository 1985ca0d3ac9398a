import { describe, expect, it } from "vitest";
import { hasExactDigits, nationalNumber, onlyDigits, withPlus } from "./digits";

describe("digit fields", () => {
  it("needs exactly the country's digit count", () => {
    expect(hasExactDigits("912345678", 9)).toBe(true);
    expect(hasExactDigits("91234567", 9)).toBe(false);
    expect(hasExactDigits("9123456789", 9)).toBe(false);
    expect(hasExactDigits("91234567a", 9)).toBe(false);
  });

  it("drops what is not a digit and cuts at the maximum", () => {
    expect(onlyDigits("091-234 5678", 9)).toBe("091234567");
    expect(onlyDigits("12 34 56", 6)).toBe("123456");
  });

  it("drops the trunk prefix 0 of a national mobile number", () => {
    expect(nationalNumber("0912 345 678", 9)).toBe("912345678");
    expect(nationalNumber("912345678", 9)).toBe("912345678");
    expect(nationalNumber("00912345678", 9)).toBe("912345678");
  });

  it("adds the plus sign to a dialling code once", () => {
    expect(withPlus("84")).toBe("+84");
    expect(withPlus("+84")).toBe("+84");
  });
});
