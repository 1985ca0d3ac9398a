import { describe, expect, it } from "vitest";
import { ACCOUNT_NAME_PATTERN, normalizeAccountName, normalizeAccountNumber } from "./account-input";
import { validateLimits, type LimitsDraft } from "./limits";

const draft = (
  patch: { deposit?: Partial<LimitsDraft["deposit"]>; withdraw?: Partial<LimitsDraft["withdraw"]> } = {},
): LimitsDraft => ({
  deposit: { enabled: true, min: "100.000", max: "50.000.000", expiryMinutes: "30", ...patch.deposit },
  withdraw: {
    enabled: true,
    min: "200000",
    max: "100000000",
    dailyCount: "5",
    autoReceiptMinutes: "1440",
    ...patch.withdraw,
  },
});

describe("cashier limits form", () => {
  it("builds the request in minor units from đồng as typed", () => {
    const result = validateLimits(draft());
    expect(result).toEqual({
      ok: true,
      request: {
        deposit: { enabled: true, minAmount: "10000000", maxAmount: "5000000000", expiryMinutes: 30 },
        withdraw: {
          enabled: true,
          minAmount: "20000000",
          maxAmount: "10000000000",
          dailyCount: 5,
          autoReceiptMinutes: 1440,
        },
      },
    });
  });

  it("refuses a maximum below the minimum, compared as whole amounts", () => {
    const result = validateLimits(draft({ withdraw: { min: "2.000.000", max: "900.000" } }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ "withdraw.max": "cashier.limits.maxBelowMin" });
  });

  it("marks every bad field with its reason", () => {
    const result = validateLimits(
      draft({
        deposit: { min: "", max: "0", expiryMinutes: "4" },
        withdraw: { dailyCount: "101", autoReceiptMinutes: "1.5" },
      }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual({
        "deposit.min": "amount.empty",
        "deposit.max": "amount.zero",
        "deposit.expiryMinutes": "cashier.limits.outOfRange",
        "withdraw.dailyCount": "cashier.limits.outOfRange",
        "withdraw.autoReceiptMinutes": "cashier.limits.outOfRange",
      });
  });

  it("accepts the bounds of every range", () => {
    expect(
      validateLimits(
        draft({ deposit: { expiryMinutes: "5" }, withdraw: { dailyCount: "1", autoReceiptMinutes: "10080" } }),
      ).ok,
    ).toBe(true);
    expect(
      validateLimits(
        draft({ deposit: { expiryMinutes: "1440" }, withdraw: { dailyCount: "100", autoReceiptMinutes: "1" } }),
      ).ok,
    ).toBe(true);
  });
});

describe("receiving account fields", () => {
  it("writes the holder as banks print it: capitals without diacritics", () => {
    expect(normalizeAccountName("Nguyễn Văn Đức")).toBe("NGUYEN VAN DUC");
    expect(normalizeAccountName("  công ty   lotus")).toBe("CONG TY LOTUS");
    expect(ACCOUNT_NAME_PATTERN.test(normalizeAccountName("Trần Thị Ánh"))).toBe(true);
  });

  it("drops spaces, dots and dashes from account numbers", () => {
    expect(normalizeAccountNumber("0071 000.888-888")).toBe("0071000888888");
  });
});
