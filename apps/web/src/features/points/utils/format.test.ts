import { describe, expect, it } from "vitest";
import { formatPoints, formatPointsChange } from "./format";

describe("points formatting", () => {
  it("groups thousands by language and keeps big values exact", () => {
    expect(formatPoints("1250", "en")).toBe("1,250");
    expect(formatPoints("1250", "vi")).toBe("1.250");
    expect(formatPoints("9007199254740993", "en")).toBe("9,007,199,254,740,993");
  });
  it("always shows the sign of a change", () => {
    expect(formatPointsChange("12", "en")).toBe("+12");
    expect(formatPointsChange("-300", "en")).toBe("−300");
  });
});
