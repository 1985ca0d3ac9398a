import { describe, expect, it } from "vitest";
import { formatSignedMinor, formatVnd, minorToVndInput, parseVndInput } from "./money";
import { newRequestId } from "./request-id";

describe("amount display", () => {
  it("formats minor units as đồng with 2 decimals in the operator's language", () => {
    expect(formatVnd("100000000", "vi")).toBe("1.000.000,00 ₫");
    expect(formatVnd("100000000", "en")).toBe("1,000,000.00 ₫");
    expect(formatVnd(12345n, "vi")).toBe("123,45 ₫");
  });

  it("keeps every digit of an int8 amount (no float on the way)", () => {
    expect(formatVnd("9223372036854775807", "en")).toBe("92,233,720,368,547,758.07 ₫");
  });

  it("signs ledger amounts: + for credits, - for debits, none for zero", () => {
    expect(formatSignedMinor("5000", "en")).toBe("+50.00");
    expect(formatSignedMinor("-5000", "en")).toBe("-50.00");
    expect(formatSignedMinor("0", "en")).toBe("0.00");
  });
});

describe("amount input", () => {
  it("reads đồng as typed, with either separator style, into minor units", () => {
    expect(parseVndInput("1.000.000")).toEqual({ ok: true, minor: "100000000" });
    expect(parseVndInput("1,000,000")).toEqual({ ok: true, minor: "100000000" });
    expect(parseVndInput(" 250000 ")).toEqual({ ok: true, minor: "25000000" });
    expect(parseVndInput("99.5")).toEqual({ ok: true, minor: "9950" });
  });

  it("says why an input is not an amount", () => {
    expect(parseVndInput("")).toEqual({ ok: false, reason: "empty" });
    expect(parseVndInput("  ")).toEqual({ ok: false, reason: "empty" });
    expect(parseVndInput("-100")).toEqual({ ok: false, reason: "invalid" });
    expect(parseVndInput("1e6")).toEqual({ ok: false, reason: "invalid" });
    expect(parseVndInput("abc")).toEqual({ ok: false, reason: "invalid" });
    expect(parseVndInput("0")).toEqual({ ok: false, reason: "zero" });
    expect(parseVndInput("0,00")).toEqual({ ok: false, reason: "zero" });
    expect(parseVndInput("99999999999999999999")).toEqual({ ok: false, reason: "invalid" });
  });

  it("turns a stored limit back into an editable value that parses to the same amount", () => {
    for (const minor of ["100000000", "5000000000", "150", "1", "9223372036854775807"]) {
      const text = minorToVndInput(minor);
      expect(parseVndInput(text)).toEqual({ ok: true, minor });
    }
    expect(minorToVndInput("100000000")).toBe("1000000");
    expect(minorToVndInput("150")).toBe("1.50");
    expect(minorToVndInput("not a number")).toBe("");
  });
});

describe("request ids", () => {
  it("match the contract's idempotency key pattern and do not repeat", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newRequestId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
