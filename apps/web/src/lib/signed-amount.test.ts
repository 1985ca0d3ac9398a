import { describe, expect, it } from "vitest";
import { signedAmount } from "./signed-amount";

describe("account record formatting", () => {
  it("signs money in with + and money out with a true minus, 2 decimals, language separators", () => {
    expect(signedAmount("10000000", "vi")).toEqual({ text: "+100.000,00", direction: "in" });
    expect(signedAmount("-123456789", "en")).toEqual({ text: "\u22121,234,567.89", direction: "out" });
    expect(signedAmount("0", "en")).toEqual({ text: "0.00", direction: "none" });
    expect(signedAmount("-9223372036854775807", "en").text).toBe("\u221292,233,720,368,547,758.07");
  });
});
