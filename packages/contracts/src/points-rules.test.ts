import { describe, expect, it } from "vitest";
import { GAME_CATEGORIES } from "./categories.ts";
import { POINTS_CATEGORIES, POINTS_CATEGORY_OF_GAME, convertCash, pointsFor, pointsTypeOf } from "./points-rules.ts";
import { pointsRedeemRequestSchema } from "./points.ts";

describe("points arithmetic", () => {
  it("earns whole points and carries the rest, so small bets add up to what one big bet earns", () => {
    expect(pointsFor(2_500_000n, 1_000_000n)).toEqual({ points: 2n, carry: 500_000n });
    let carry = 0n;
    let earned = 0n;
    for (let i = 0; i < 25; i++) {
      const step = pointsFor(100_000n + carry, 1_000_000n);
      earned += step.points;
      carry = step.carry;
    }
    expect(earned).toBe(pointsFor(2_500_000n, 1_000_000n).points);
    expect(carry).toBe(500_000n);
    expect(pointsFor(0n, 10n)).toEqual({ points: 0n, carry: 0n });
    expect(() => pointsFor(10n, 0n)).toThrow();
  });

  it("converts at the fixed rate, rounding down", () => {
    expect(convertCash(300n, { points: 100n, cash: 1_000_000n })).toBe(3_000_000n);
    expect(convertCash(150n, { points: 100n, cash: 1n })).toBe(1n);
  });

  it("maps every game category to a points category, and entries to the spec's point types", () => {
    for (const category of GAME_CATEGORIES) expect(POINTS_CATEGORIES).toContain(POINTS_CATEGORY_OF_GAME[category]);
    expect(pointsTypeOf("refund")).toBe("redeem");
    expect(pointsTypeOf("convert")).toBe("redeem");
    expect(pointsTypeOf("slot")).toBe("slot");
  });

  it("refuses exchanges with a bad quantity, unknown fields or a missing password", () => {
    const ok = {
      goodsId: "1",
      quantity: 1,
      address: "12 Nguyễn Huệ",
      phone: "0912345678",
      paymentPassword: "246810",
      requestId: "abcdefghijklmnop",
    };
    expect(pointsRedeemRequestSchema.safeParse(ok).success).toBe(true);
    expect(pointsRedeemRequestSchema.safeParse({ ...ok, quantity: 0 }).success).toBe(false);
    expect(pointsRedeemRequestSchema.safeParse({ ...ok, quantity: 11 }).success).toBe(false);
    expect(pointsRedeemRequestSchema.safeParse({ ...ok, paymentPassword: "" }).success).toBe(false);
    expect(pointsRedeemRequestSchema.safeParse({ ...ok, memberId: "2" }).success).toBe(false);
  });
});
