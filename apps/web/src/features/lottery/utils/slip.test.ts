import { describe, expect, it } from "vitest";
import { DEFAULT_LOTTERY_ODDS, LOTTERY_BET_TYPES, type LotteryOddsWire } from "@lotus/contracts/web";
import {
  digitProduct,
  expandPick,
  fullNumberOf,
  mergeLines,
  oddsByType,
  parseUnits,
  payoutPerHit,
  purchaseLines,
  slipTotals,
  type SlipLine,
} from "./slip";

const wire = (betType: string, unitPrice: string, payoutPerHit: string, enabled = true): LotteryOddsWire => ({
  betType,
  unitPrice,
  payoutPerHit,
  maxUnits: 1000,
  capPerNumber: "100000000",
  capPerMember: "100000000",
  enabled,
  rtpBp: 9_900,
});
const north = { prizeMode: "Lott", structure: "north" } as const;

describe("expanding a pick into slip lines", () => {
  it("gives one zero-padded line per number for lô and đề", () => {
    const result = expandPick("north", LOTTERY_BET_TYPES.lo2, [27, 5, 27, 99], 10n);
    expect(result.ok && result.lines.map((l) => l.numbers)).toEqual([["05"], ["27"], ["99"]]);
    expect(result.ok && result.lines.every((l) => l.units === 10n && l.betType === "lo2")).toBe(true);
  });

  it("expands xiên 2 of three numbers into the three pairs", () => {
    const result = expandPick("north", LOTTERY_BET_TYPES.xien2, [12, 34, 56], 1n);
    expect(result.ok && result.lines.map((l) => l.numbers)).toEqual([
      ["12", "34"],
      ["12", "56"],
      ["34", "56"],
    ]);
  });

  it("refuses too few numbers, an empty pick, too many lines and out-of-range numbers", () => {
    expect(expandPick("north", LOTTERY_BET_TYPES.xien3, [1, 2], 1n)).toEqual({ ok: false, reason: "too_few" });
    expect(expandPick("north", LOTTERY_BET_TYPES.lo2, [], 1n)).toEqual({ ok: false, reason: "empty" });
    // C(12, 4) = 495 lines: more than one purchase takes.
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(expandPick("north", LOTTERY_BET_TYPES.xien4, twelve, 1n)).toEqual({ ok: false, reason: "too_many" });
    expect(expandPick("north", LOTTERY_BET_TYPES.lo2, [100], 1n)).toEqual({ ok: false, reason: "invalid" });
    // Đá is drawn in the southern structure only.
    expect(expandPick("north", LOTTERY_BET_TYPES.da, [1, 2], 1n)).toEqual({ ok: false, reason: "invalid" });
  });

  it("pads 3-digit numbers and tổng sums as the draw writes them", () => {
    const cang = expandPick("north", LOTTERY_BET_TYPES.cang3, [7], 2n);
    expect(cang.ok && cang.lines[0]?.numbers).toEqual(["007"]);
    expect(purchaseLines(cang.ok ? cang.lines : [])).toEqual([{ betType: "cang3", numbers: ["007"], units: "2" }]);
  });
});

describe("đá 2 đài lines", () => {
  const tg = { code: "MN_TG", name: "Tiền Giang" };
  const kg = { code: "MN_KG", name: "Kiên Giang" };

  it("carry the second station, and need one", () => {
    const result = expandPick("southern", LOTTERY_BET_TYPES.da2, [34, 12], 2n, tg);
    expect(result.ok && result.lines).toEqual([
      { key: "da2:12-34@MN_TG", betType: "da2", numbers: ["12", "34"], units: 2n, partner: tg },
    ]);
    expect(expandPick("southern", LOTTERY_BET_TYPES.da2, [12, 34], 1n)).toEqual({ ok: false, reason: "no_partner" });
    expect(expandPick("southern", LOTTERY_BET_TYPES.da2, [12, 34], 1n, null)).toEqual({
      ok: false,
      reason: "no_partner",
    });
    // The North has no đá at all: refused before the partner is asked for.
    expect(expandPick("north", LOTTERY_BET_TYPES.da2, [12, 34], 1n, tg)).toEqual({ ok: false, reason: "invalid" });
  });

  it("keep the same numbers with different partners apart and send partnerGame on them only", () => {
    const withTg = expandPick("southern", LOTTERY_BET_TYPES.da2, [12, 34], 1n, tg);
    const withKg = expandPick("southern", LOTTERY_BET_TYPES.da2, [12, 34], 3n, kg);
    const da = expandPick("southern", LOTTERY_BET_TYPES.da, [12, 34], 1n, tg);
    const slip = [withTg, withKg, da].reduce<SlipLine[]>((lines, r) => mergeLines(lines, r.ok ? r.lines : []), []);
    expect(slip).toHaveLength(3);
    expect(purchaseLines(slip)).toEqual([
      { betType: "da2", numbers: ["12", "34"], units: "1", partnerGame: "MN_TG" },
      { betType: "da2", numbers: ["12", "34"], units: "3", partnerGame: "MN_KG" },
      { betType: "da", numbers: ["12", "34"], units: "1" },
    ]);
    // The same partner again replaces the units.
    const again = expandPick("southern", LOTTERY_BET_TYPES.da2, [12, 34], 9n, kg);
    expect(mergeLines(slip, again.ok ? again.lines : []).map((l) => l.units)).toEqual([1n, 9n, 1n]);
  });
});

describe("the slip", () => {
  it("replaces the units of a line added again and keeps the first order", () => {
    const first = expandPick("north", LOTTERY_BET_TYPES.lo2, [1, 2], 1n);
    const again = expandPick("north", LOTTERY_BET_TYPES.lo2, [2], 5n);
    const slip = mergeLines(first.ok ? first.lines : [], again.ok ? again.lines : []);
    expect(slip.map((l) => [l.numbers[0], l.units])).toEqual([
      ["01", 1n],
      ["02", 5n],
    ]);
  });

  it("totals stake and the win of one hit per line in minor units", () => {
    const lo = expandPick("north", LOTTERY_BET_TYPES.lo2, [27, 72], 10n);
    const de = expandPick("north", LOTTERY_BET_TYPES.de, [27], 3n);
    const slip = mergeLines(lo.ok ? lo.lines : [], de.ok ? de.lines : []);
    const odds = oddsByType([wire("lo2", "2700000", "9900000"), wire("de", "100000", "9900000")]);
    const totals = slipTotals(slip, odds, north);
    // lô: 2 × 10 điểm × 27,000 đ; đề: 3 × 1,000 đ.
    expect(totals.stake).toBe(2n * 10n * 2_700_000n + 3n * 100_000n);
    expect(totals.potentialWin).toBe(2n * 10n * 9_900_000n + 3n * 9_900_000n);
    expect(totals).toMatchObject({ lines: 3, unpriced: 0 });
  });

  it("counts lines of a disabled or missing bet type as unpriced and leaves them out of the totals", () => {
    const lo = expandPick("north", LOTTERY_BET_TYPES.lo2, [1], 1n);
    const totals = slipTotals(lo.ok ? lo.lines : [], oddsByType([wire("lo2", "100", "200", false)]), north);
    expect(totals).toEqual({ lines: 1, stake: 0n, potentialWin: 0n, unpriced: 1 });
  });

  it("pays tổng by the chosen sum: the default table when the row is the default, scaled otherwise", () => {
    const defaults = DEFAULT_LOTTERY_ODDS.find(
      (r) => r.prizeMode === "Lott" && r.structure === "north" && r.betType === "tong",
    )!;
    const row = wire("tong", defaults.unitPrice.toString(), defaults.payoutPerHit.toString());
    expect(payoutPerHit(row, "tong", ["00"], north)).toBe(defaults.payoutBySelection![0]);
    expect(payoutPerHit(row, "tong", ["09"], north)).toBe(defaults.payoutPerHit);
    // A brand's own sum-9 payout of 10,000 đ: sum 0 has one way against ten, so 100,000 đ.
    const custom = wire("tong", "100000", "1000000");
    expect(payoutPerHit(custom, "tong", ["00"], north)).toBe(10_000_000n);
    expect(payoutPerHit(custom, "tong", ["18"], north)).toBe(10_000_000n);
    expect(payoutPerHit(custom, "tong", ["08"], north)).toBe(1_111_100n);
  });

  it("reads units as a whole number within the row's maximum", () => {
    expect(parseUnits("10", 100)).toBe(10n);
    expect(parseUnits(" 7 ", 100)).toBe(7n);
    expect(parseUnits("0", 100)).toBeNull();
    expect(parseUnits("1.5", 100)).toBeNull();
    expect(parseUnits("101", 100)).toBeNull();
    expect(parseUnits("", 100)).toBeNull();
  });
});

describe("entry helpers", () => {
  it("joins digit choices per position into numbers", () => {
    expect(digitProduct([[1], [2, 3], [4]])).toEqual([124, 134]);
    expect(digitProduct([[0], [0], [7]])).toEqual([7]);
    expect(digitProduct([[1], []])).toEqual([]);
  });

  it("finds the full number in the refusal's value or message", () => {
    expect(fullNumberOf({ number: "27" }, "anything")).toBe("27");
    expect(fullNumberOf(null, "Số đã đầy: số 07 của kiểu cược này đã đạt hạn mức kỳ này.")).toBe("07");
    expect(fullNumberOf(null, "full")).toBeNull();
  });
});
