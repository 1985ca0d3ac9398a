import { describe, expect, it } from "vitest";
import { formatRate, percentInputToPpm } from "./rate";

describe("contract rates (ppm)", () => {
  it("shows ppm as an exact percentage in the page language", () => {
    expect(formatRate(3000, "en")).toBe("0.3%");
    expect(formatRate(8000, "en")).toBe("0.8%");
    expect(formatRate(200000, "en")).toBe("20%");
    expect(formatRate(1, "en")).toBe("0.0001%");
    expect(formatRate(5000, "vi")).toMatch(/^0,5\s?%$/);
  });

  it("reads typed percentages into ppm and refuses anything else", () => {
    expect(percentInputToPpm("0.5")).toBe(5000);
    expect(percentInputToPpm("0,3")).toBe(3000);
    expect(percentInputToPpm("20")).toBe(200000);
    expect(percentInputToPpm("0.0001")).toBe(1);
    expect(percentInputToPpm("100")).toBe(1_000_000);
    expect(percentInputToPpm("100.5")).toBeNull();
    expect(percentInputToPpm("0.00001")).toBeNull();
    expect(percentInputToPpm("-1")).toBeNull();
    expect(percentInputToPpm("abc")).toBeNull();
  });
});
