import { describe, expect, it } from "vitest";
import { formatPercent, formatVnd } from "./format-vnd";

// Intl separates the number and the symbol with a no-break space.
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("formatVnd", () => {
  it("shows minor units as đồng with Vietnamese separators", () => {
    expect(plain(formatVnd(500_000_000, "vi"))).toBe("5.000.000 ₫");
  });

  it("follows the reader's language", () => {
    expect(formatVnd(500_000_000, "en")).toBe("₫5,000,000");
  });

  it("keeps a fraction of a đồng with two decimals", () => {
    expect(plain(formatVnd(123_456, "vi"))).toBe("1.234,56 ₫");
  });

  it("takes minor units as bigint or digit strings, exactly beyond a float's 2^53", () => {
    expect(plain(formatVnd(500_000_000n, "vi"))).toBe("5.000.000 ₫");
    expect(formatVnd("900719925474099301", "en")).toBe("₫9,007,199,254,740,993.01");
  });

  it("shows zero", () => {
    expect(plain(formatVnd(0, "vi"))).toBe("0 ₫");
  });
});

describe("formatPercent", () => {
  it("writes a rebate percent in the reader's language", () => {
    expect(formatPercent(1.2, "vi")).toBe("1,2%");
    expect(formatPercent(0.4, "en")).toBe("0.4%");
  });
});
