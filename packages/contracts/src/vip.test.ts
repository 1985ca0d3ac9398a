import { describe, expect, it } from "vitest";
import { GAME_CATEGORIES } from "./categories.ts";
import { consoleMemberVipRequestSchema, consoleVipLevelRequestSchema, vipSettingsRequestSchema } from "./vip.ts";

const rates = GAME_CATEGORIES.map((category) => ({ category, basisPoints: 120 }));
const level = {
  depositRequirement: "0",
  betRequirement: "500000000",
  keepBet: "200000000",
  upgradeBonus: "8800000",
  monthlyBonus: "0",
  dailyWithdrawals: 5,
  rebates: rates,
};

describe("the VIP console requests", () => {
  it("take amounts as digit strings (zero allowed) and turn them into bigint", () => {
    const parsed = consoleVipLevelRequestSchema.parse(level);
    expect(parsed.depositRequirement).toBe(0n);
    expect(parsed.betRequirement).toBe(500_000_000n);
  });

  it("refuse a level without exactly one rate per game category, or a rate above 10 %", () => {
    const refused = (body: object) => !consoleVipLevelRequestSchema.safeParse(body).success;
    expect(refused({ ...level, rebates: rates.slice(1) })).toBe(true);
    expect(refused({ ...level, rebates: [...rates.slice(1), rates[1]] })).toBe(true);
    expect(refused({ ...level, rebates: rates.map((r) => ({ ...r, basisPoints: 1001 })) })).toBe(true);
    expect(refused({ ...level, upgradeBonus: "-1" })).toBe(true);
    expect(refused({ ...level, keepBet: "9223372036854775808" })).toBe(true);
    expect(refused({ ...level, dailyWithdrawals: 0 })).toBe(true);
    expect(refused({ ...level, extra: 1 })).toBe(true);
  });

  it("bound the brand's rules and ask a manual level change for a reason", () => {
    const settings = {
      upgradeCondition: "all",
      downgradeRule: "keep_window",
      keepWindowDays: 90,
      upgradeBonusWagering: 1,
      monthlyBonusWagering: 0,
    };
    expect(vipSettingsRequestSchema.safeParse(settings).success).toBe(true);
    expect(vipSettingsRequestSchema.safeParse({ ...settings, keepWindowDays: 6 }).success).toBe(false);
    expect(vipSettingsRequestSchema.safeParse({ ...settings, upgradeBonusWagering: 11 }).success).toBe(false);
    expect(consoleMemberVipRequestSchema.safeParse({ level: 3, reason: "  " }).success).toBe(false);
    expect(consoleMemberVipRequestSchema.safeParse({ level: 3, reason: "host" }).success).toBe(true);
  });
});
