import { describe, expect, it } from "vitest";
import {
  MAX_BANK_ACCOUNTS,
  PAYMENT_PASSWORD_ATTEMPTS,
  bankOf,
  checkAmount,
  checkReceipt,
  holderNameKey,
  maskAccountNumber,
  orderNoPattern,
  receiptDeadlinePassed,
} from "../../src/modules/cashier/index.ts";

/* The cashier's rules without the app, HTTP or the database. */

const MIN = 10_000_000n; // 100,000.00 VND
const MAX = 2_000_000_000n; // 20,000,000.00 VND

describe("amount limits", () => {
  it("accepts whole đồng within [min, max], the limits included", () => {
    expect(() => checkAmount(MIN, MIN, MAX, "en")).not.toThrow();
    expect(() => checkAmount(MAX, MIN, MAX, "en")).not.toThrow();
    expect(() => checkAmount(12_345_600n, MIN, MAX, "en")).not.toThrow();
  });

  it("refuses a fraction of a đồng before the limits", () => {
    expect(() => checkAmount(12_345_601n, MIN, MAX, "en")).toThrow(
      expect.objectContaining({ code: "validation_failed" }),
    );
    expect(() => checkAmount(1n, MIN, MAX, "en")).toThrow(expect.objectContaining({ code: "validation_failed" }));
  });

  it("names the limit, formatted in the reader's language", () => {
    expect(() => checkAmount(MIN - 100n, MIN, MAX, "en")).toThrow(
      expect.objectContaining({ code: "amount_below_minimum", params: { min: "100,000.00" } }),
    );
    expect(() => checkAmount(MAX + 100n, MIN, MAX, "en")).toThrow(
      expect.objectContaining({ code: "amount_above_maximum", params: { max: "20,000,000.00" } }),
    );
  });
});

describe("order numbers", () => {
  it("are D or W, the brand's date yyMMdd, then the sequence", () => {
    expect(orderNoPattern.test("D2611261")).toBe(true);
    expect(orderNoPattern.test("W261231123456")).toBe(true);
    expect(orderNoPattern.test("X2611261")).toBe(false);
    expect(orderNoPattern.test("D261126")).toBe(false);
    expect(orderNoPattern.test("D2613011")).toBe(false); // month 13
    expect(orderNoPattern.test("W2611321")).toBe(false); // day 32
    expect(orderNoPattern.test("w2611261")).toBe(false);
  });
});

describe("receipt rules", () => {
  it("RECEIVED takes neither proofs nor a remaining amount and settles the payout", () => {
    expect(checkReceipt({ result: "RECEIVED" })).toEqual({ proofIds: [], disputed: false });
    expect(() => checkReceipt({ result: "RECEIVED", proofIds: ["1"] })).toThrow(
      expect.objectContaining({ code: "validation_failed" }),
    );
    expect(() => checkReceipt({ result: "RECEIVED", remainingAmount: 100n })).toThrow(
      expect.objectContaining({ code: "remaining_amount_invalid" }),
    );
  });

  it("NOT_RECEIVED needs a proof (duplicates count once) and disputes the payout", () => {
    expect(() => checkReceipt({ result: "NOT_RECEIVED" })).toThrow(expect.objectContaining({ code: "proof_required" }));
    expect(checkReceipt({ result: "NOT_RECEIVED", proofIds: ["7", "7", "8"] })).toEqual({
      proofIds: ["7", "8"],
      disputed: true,
    });
  });

  it("ALL_PAID disputes only with a remaining amount, at most the order's amount", () => {
    expect(checkReceipt({ result: "ALL_PAID" }, 500n)).toEqual({ proofIds: [], disputed: false });
    expect(checkReceipt({ result: "ALL_PAID", remainingAmount: 500n }, 500n).disputed).toBe(true);
    expect(() => checkReceipt({ result: "ALL_PAID", remainingAmount: 501n }, 500n)).toThrow(
      expect.objectContaining({ code: "remaining_amount_invalid" }),
    );
  });

  it("a payout counts as received once its deadline has passed, only while it awaits the answer", () => {
    const deadline = new Date("2026-11-26T10:00:00.000Z");
    const before = new Date("2026-11-26T09:59:59.999Z");
    expect(receiptDeadlinePassed({ status: "paid", receiptDeadline: deadline }, before)).toBe(false);
    expect(receiptDeadlinePassed({ status: "paid", receiptDeadline: deadline }, deadline)).toBe(true);
    expect(receiptDeadlinePassed({ status: "disputed", receiptDeadline: deadline }, deadline)).toBe(false);
    expect(receiptDeadlinePassed({ status: "paid", receiptDeadline: null }, deadline)).toBe(false);
  });
});

describe("bank accounts", () => {
  it("masks all but the last four digits", () => {
    expect(maskAccountNumber("1023456789")).toBe("******6789");
    expect(maskAccountNumber("1234")).toBe("1234");
    expect(maskAccountNumber("123")).toBe("123");
  });

  it("compares holder names the way banks print them", () => {
    expect(holderNameKey("  Nguyễn   Minh Anh ")).toBe("NGUYEN MINH ANH");
    expect(holderNameKey("Đặng Thị Đào")).toBe("DANG THI DAO");
    expect(holderNameKey("nguyen minh anh")).toBe(holderNameKey("NGUYỄN MINH ANH"));
  });

  it("knows the Vietnamese banks by code", () => {
    expect(bankOf("VCB")?.bin).toMatch(/^[0-9]{6}$/);
    expect(bankOf("NOPE")).toBeUndefined();
  });

  it("keeps the documented budgets", () => {
    expect(MAX_BANK_ACCOUNTS).toBe(5);
    expect(PAYMENT_PASSWORD_ATTEMPTS).toMatchObject({ limit: 5, windowSeconds: 15 * 60 });
  });
});
