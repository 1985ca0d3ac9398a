import { describe, expect, it } from "vitest";
import { isValidMobile, normalizeMobile, withPlus } from "./phone";

describe("mobile numbers", () => {
  it("adds the plus sign the calls expect to a dialling code", () => {
    expect(withPlus("84")).toBe("+84");
    expect(withPlus("+855")).toBe("+855");
    expect(withPlus("")).toBe("");
  });

  it("drops separators and the domestic trunk 0 when it is the one digit too many", () => {
    expect(normalizeMobile("0912 345 678", 9)).toBe("912345678");
    expect(normalizeMobile("912-345-678", 9)).toBe("912345678");
    expect(normalizeMobile("091234567", 9)).toBe("091234567");
    expect(normalizeMobile("00912345678", 9)).toBe("00912345678");
  });

  it("accepts exactly the country's digit count and digits only", () => {
    expect(isValidMobile("912345678", 9)).toBe(true);
    expect(isValidMobile("9123456789", 9)).toBe(false);
    expect(isValidMobile("91234567", 9)).toBe(false);
    expect(isValidMobile("91234567x", 9)).toBe(false);
  });
});
