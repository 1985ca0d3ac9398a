import { describe, expect, it } from "vitest";
import { progressPercent } from "./grants";

describe("grant progress", () => {
  it("rounds down and reaches 100 % only when met", () => {
    expect(progressPercent("1999", "2000")).toBe(99);
    expect(progressPercent("2000", "2000")).toBe(100);
    expect(progressPercent("0", "0")).toBe(100);
  });
});
