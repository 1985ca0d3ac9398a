import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type VipLevel } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get, okValue } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const levels = async (language = "vi") => okValue<VipLevel[]>(await get(t.app, PATHS.vipLevels, { language }));

describe("GET /wps/system/vipLevels", () => {
  it("lists the levels in ascending order, amounts as integer minor units", async () => {
    const list = await levels();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0]!.level).toBe(0);
    for (const [i, level] of list.entries()) {
      for (const amount of [level.depositRequirement, level.betRequirement, level.upgradeBonus, level.monthlyBonus]) {
        expect(Number.isSafeInteger(amount), `${level.level}: ${amount}`).toBe(true);
      }
      expect(Number.isInteger(level.dailyWithdrawals)).toBe(true);
      if (i > 0) {
        expect(level.level).toBeGreaterThan(list[i - 1]!.level);
        expect(level.depositRequirement).toBeGreaterThanOrEqual(list[i - 1]!.depositRequirement);
      }
    }
  });

  it("names levels and benefits in the Language asked for", async () => {
    const [vi, en] = [await levels("vi"), await levels("en")];
    expect(en.map((l) => l.name)).toContain("Gold");
    expect(vi.map((l) => l.name)).toContain("Vàng");
    for (const [i, level] of en.entries()) {
      expect(level.benefits.length).toBeGreaterThan(0);
      expect(level.benefits).toHaveLength(vi[i]!.benefits.length);
      expect(level.benefits).not.toEqual(vi[i]!.benefits);
    }
  });

  it("keeps bigint money exact: a requirement stored in minor units comes back unchanged", async () => {
    await t.db.query("update vip_level set deposit_requirement = 123456789012 where level = 6");
    expect((await levels()).find((l) => l.level === 6)!.depositRequirement).toBe(123_456_789_012);
  });
});
