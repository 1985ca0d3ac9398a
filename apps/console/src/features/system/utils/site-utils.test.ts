import { describe, expect, it } from "vitest";
import { addCountries, countryName, parseCountryCodes } from "./countries";
import { ruleProblem } from "./rules";

describe("restricted country input", () => {
  it("reads codes separated by commas, semicolons or spaces, upper-cased, without duplicates", () => {
    expect(parseCountryCodes("us, sg;  th US")).toEqual({ codes: ["US", "SG", "TH"], invalid: [] });
  });

  it("reports what is not a two-letter code", () => {
    expect(parseCountryCodes("US, USA, 1A, x")).toEqual({ codes: ["US"], invalid: ["USA", "1A", "x"] });
  });

  it("adds to the list sorted and without duplicates", () => {
    expect(addCountries(["US", "CN"], ["SG", "US"])).toEqual(["CN", "SG", "US"]);
  });

  it("names a country in the operator's language", () => {
    expect(countryName("VN", "en")).toBe("Vietnam");
    expect(countryName("VN", "vi")).toBe("Việt Nam");
  });
});

describe("registration rule rows", () => {
  const rule = { field: "username" as const, enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 };

  it("accepts lengths within 0–255 / 1–255 with min ≤ max", () => {
    expect(ruleProblem(rule)).toBeNull();
    expect(ruleProblem({ ...rule, minLength: 0, maxLength: 255 })).toBeNull();
    expect(ruleProblem({ ...rule, minLength: 16, maxLength: 16 })).toBeNull();
  });

  it("names the problem of a bad row", () => {
    expect(ruleProblem({ ...rule, minLength: 17 })).toBe("rules.minAboveMax");
    expect(ruleProblem({ ...rule, minLength: -1 })).toBe("rules.minOutOfRange");
    expect(ruleProblem({ ...rule, maxLength: 0 })).toBe("rules.maxOutOfRange");
    expect(ruleProblem({ ...rule, maxLength: 256 })).toBe("rules.maxOutOfRange");
    expect(ruleProblem({ ...rule, minLength: 1.5 })).toBe("rules.minOutOfRange");
  });
});
