import { describe, expect, it } from "vitest";
import { INT8_MAX, SYSTEM_STATUS, type CashierSettingsRequest } from "@lotus/contracts";
import { AppError } from "../../src/errors.ts";
import { checkCashierAmounts } from "../../src/modules/system/system.console.ts";
import type { BrandRow } from "../../src/modules/system/system.repository.ts";
import { buildSettingsTree, isKnownHost, systemStatusOf } from "../../src/modules/system/system.service.ts";

/* Fast tests (no app, no database) for rules in the system services. */

const BRAND: BrandRow = {
  name: "Lotus",
  merchant_code: "lotusvn",
  currency: "VND",
  default_language: "vi",
  login_required: false,
  affiliate_link_enabled: false,
  chat_header_color: "#000",
  maintenance: false,
  restricted_countries: ["US"],
  image_cdns: [],
  launch_game_cdns: [],
  domains: ["lotus.example"],
};

describe("site status", () => {
  it("is maintenance before region restriction, restricted only for a listed country, else normal", () => {
    expect(systemStatusOf({ ...BRAND, maintenance: true }, "US")).toBe(SYSTEM_STATUS.maintenance);
    expect(systemStatusOf(BRAND, "US")).toBe(SYSTEM_STATUS.regionRestricted);
    expect(systemStatusOf(BRAND, "VN")).toBe(SYSTEM_STATUS.normal);
    expect(systemStatusOf(BRAND, "")).toBe(SYSTEM_STATUS.normal);
  });

  it("knows the brand's domains and their subdomains, and local hosts, but no look-alike", () => {
    expect(isKnownHost(BRAND, "https://m.lotus.example/path")).toBe(true);
    expect(isKnownHost(BRAND, "lotus.example")).toBe(true);
    expect(isKnownHost(BRAND, "http://localhost:5173")).toBe(true);
    expect(isKnownHost(BRAND, "https://evil-lotus.example")).toBe(false);
    expect(isKnownHost(BRAND, "http://[bad")).toBe(false);
  });
});

describe("white-label settings", () => {
  it("nests the flags under their parents, keeps orphans at the root and writes enabled as '1' / '0'", () => {
    const tree = buildSettingsTree([
      { mod_id: "a", parent_mod_id: null, enabled: true },
      { mod_id: "a.1", parent_mod_id: "a", enabled: false },
      { mod_id: "b", parent_mod_id: "missing", enabled: true },
    ]);
    expect(tree).toEqual([
      { modId: "a", enabled: "1", childrenNodes: [{ modId: "a.1", enabled: "0", childrenNodes: [] }] },
      { modId: "b", enabled: "1", childrenNodes: [] },
    ]);
  });
});

describe("cashier limits set from the console", () => {
  const settings = (max: string): CashierSettingsRequest => ({
    deposit: { enabled: true, minAmount: "1000", maxAmount: max, expiryMinutes: 30 },
    withdraw: { enabled: true, minAmount: "1000", maxAmount: "100000", dailyCount: 5, autoReceiptMinutes: 60 },
  });

  it("accepts amounts up to the largest int8 and refuses one above it", () => {
    expect(() => checkCashierAmounts(settings(INT8_MAX.toString()))).not.toThrow();
    expect(() => checkCashierAmounts(settings((INT8_MAX + 1n).toString()))).toThrow(AppError);
  });
});
