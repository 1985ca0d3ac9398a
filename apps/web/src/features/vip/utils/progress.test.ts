import { describe, expect, it } from "vitest";
import { progressPercent } from "./progress";

describe("progressPercent", () => {
  it("rounds down to whole percent and stays within 0–100", () => {
    expect(progressPercent(0n, 500n)).toBe(0);
    expect(progressPercent(1n, 500n)).toBe(0);
    expect(progressPercent(249n, 500n)).toBe(49);
    expect(progressPercent(499n, 500n)).toBe(99);
    expect(progressPercent(500n, 500n)).toBe(100);
    expect(progressPercent(9_000n, 500n)).toBe(100);
  });

  it("counts a requirement of zero as met, and stays exact above 2^53", () => {
    expect(progressPercent(0n, 0n)).toBe(100);
    expect(progressPercent(2n ** 62n, 2n ** 63n - 1n)).toBe(50);
  });
});
