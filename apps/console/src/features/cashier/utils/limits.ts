import type { CashierSettingsRequest } from "@lotus/contracts/web";
import { parseVndInput } from "../../../lib/money";

/** The limits form as typed: amounts in đồng, counts and minutes as text. */
export type LimitsDraft = {
  deposit: { enabled: boolean; min: string; max: string; expiryMinutes: string };
  withdraw: { enabled: boolean; min: string; max: string; dailyCount: string; autoReceiptMinutes: string };
};

export type LimitsResult =
  | { ok: true; request: CashierSettingsRequest }
  /** Field path ("deposit.min") → i18n key of the problem. */
  | { ok: false; errors: Record<string, string> };

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^[0-9]{1,6}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

/**
 * The draft as the server's request (cashierSettingsRequestSchema): amounts > 0 in minor units,
 * min ≤ max compared as bigint, expiry 5–1440 min, daily count 1–100, auto-receipt 1–10080 min.
 */
export function validateLimits(draft: LimitsDraft): LimitsResult {
  const errors: Record<string, string> = {};
  const amounts: Record<string, string> = {};
  for (const section of ["deposit", "withdraw"] as const) {
    for (const bound of ["min", "max"] as const) {
      const parsed = parseVndInput(draft[section][bound]);
      if (parsed.ok) amounts[`${section}.${bound}`] = parsed.minor;
      else errors[`${section}.${bound}`] = `amount.${parsed.reason}`;
    }
    const min = amounts[`${section}.min`];
    const max = amounts[`${section}.max`];
    if (min !== undefined && max !== undefined && BigInt(min) > BigInt(max)) {
      errors[`${section}.max`] = "cashier.limits.maxBelowMin";
    }
  }
  const expiryMinutes = wholeNumber(draft.deposit.expiryMinutes, 5, 1440);
  if (expiryMinutes === null) errors["deposit.expiryMinutes"] = "cashier.limits.outOfRange";
  const dailyCount = wholeNumber(draft.withdraw.dailyCount, 1, 100);
  if (dailyCount === null) errors["withdraw.dailyCount"] = "cashier.limits.outOfRange";
  const autoReceiptMinutes = wholeNumber(draft.withdraw.autoReceiptMinutes, 1, 10_080);
  if (autoReceiptMinutes === null) errors["withdraw.autoReceiptMinutes"] = "cashier.limits.outOfRange";

  if (Object.keys(errors).length > 0 || expiryMinutes === null || dailyCount === null || autoReceiptMinutes === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    request: {
      deposit: {
        enabled: draft.deposit.enabled,
        minAmount: amounts["deposit.min"]!,
        maxAmount: amounts["deposit.max"]!,
        expiryMinutes,
      },
      withdraw: {
        enabled: draft.withdraw.enabled,
        minAmount: amounts["withdraw.min"]!,
        maxAmount: amounts["withdraw.max"]!,
        dailyCount,
        autoReceiptMinutes,
      },
    },
  };
}
