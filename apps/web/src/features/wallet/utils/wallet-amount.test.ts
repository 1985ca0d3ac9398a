import { describe, expect, it } from "vitest";
import { dongInputToMinor } from "@lotus/contracts/web";
import { checkTransferAmount, createRequestIdKeeper, minorToAmountInput, newRequestId } from "./wallet-amount";

const BALANCE = 100_000_000n; // 1,000,000.00 VND

describe("wallet transfer amount", () => {
  it("reads đồng with either thousands separator and up to two decimals as minor units", () => {
    expect(checkTransferAmount("100000", BALANCE)).toEqual({ ok: true, minor: 10_000_000n });
    expect(checkTransferAmount("1.000.000", BALANCE)).toEqual({ ok: true, minor: 100_000_000n });
    expect(checkTransferAmount("1,000,000", BALANCE)).toEqual({ ok: true, minor: 100_000_000n });
    expect(checkTransferAmount(" 250 000 ", BALANCE)).toEqual({ ok: true, minor: 25_000_000n });
    expect(checkTransferAmount("99,5", BALANCE)).toEqual({ ok: true, minor: 9_950n });
    expect(checkTransferAmount("0.01", BALANCE)).toEqual({ ok: true, minor: 1n });
  });

  it("names what is wrong with an unusable amount", () => {
    expect(checkTransferAmount("", BALANCE)).toEqual({ ok: false, problem: "empty" });
    expect(checkTransferAmount("   ", BALANCE)).toEqual({ ok: false, problem: "empty" });
    expect(checkTransferAmount("-5", BALANCE)).toEqual({ ok: false, problem: "invalid" });
    expect(checkTransferAmount("1e5", BALANCE)).toEqual({ ok: false, problem: "invalid" });
    expect(checkTransferAmount("abc", BALANCE)).toEqual({ ok: false, problem: "invalid" });
    expect(checkTransferAmount("99999999999999999999", BALANCE)).toEqual({ ok: false, problem: "invalid" });
    expect(checkTransferAmount("0", BALANCE)).toEqual({ ok: false, problem: "zero" });
    expect(checkTransferAmount("0,00", BALANCE)).toEqual({ ok: false, problem: "zero" });
  });

  it("refuses more than the source wallet holds, and allows exactly all of it", () => {
    expect(checkTransferAmount("1.000.000,01", BALANCE)).toEqual({ ok: false, problem: "aboveBalance" });
    expect(checkTransferAmount("1.000.000", BALANCE)).toEqual({ ok: true, minor: BALANCE });
    expect(checkTransferAmount("5.000.000", null)).toEqual({ ok: true, minor: 500_000_000n });
  });

  it("writes a balance into the field so that it reads back as the same amount", () => {
    expect(minorToAmountInput(100_000_000n, "vi")).toBe("1.000.000");
    expect(minorToAmountInput(100_000_000n, "en")).toBe("1,000,000");
    expect(minorToAmountInput(123_456_789n, "vi")).toBe("1.234.567,89");
    expect(minorToAmountInput(50n, "en")).toBe("0.50");
    for (const minor of [1n, 99n, 100n, 100_000n, 123_456_789n, 9_223_372_036_854_775_807n])
      for (const language of ["vi", "en", "zh", "ja", "th"])
        expect(dongInputToMinor(minorToAmountInput(minor, language))).toBe(minor.toString());
  });
});

describe("transfer request ids", () => {
  it("reuses the id when the same submission is retried and makes a new one for another", () => {
    let n = 0;
    const keeper = createRequestIdKeeper(() => `request-id-${++n}-xxxxxx`);
    const first = keeper.idFor("MAIN>GPI:100");
    expect(keeper.idFor("MAIN>GPI:100")).toBe(first);
    const other = keeper.idFor("MAIN>GPI:200");
    expect(other).not.toBe(first);
    keeper.settle();
    expect(keeper.idFor("MAIN>GPI:200")).not.toBe(other);
  });

  it("makes ids the server accepts", () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
