import { describe, expect, it } from "vitest";
import {
  CON_GIAP_KEYS,
  DEFAULT_LOTTERY_ODDS,
  LOTTERY_BET_CODES,
  LOTTERY_BET_STRUCTURES,
  LOTTERY_BET_TYPES,
  LOTTERY_PRIZE_MODES,
  combinationCount,
  combinations,
  conGiap,
  findLotteryOdds,
  gridNumbers,
  lineStake,
  lineWin,
  lotteryBetTypesFor,
  lotteryEndingCount,
  lotteryEndingCounts,
  lotteryExpectedHits,
  lotteryRtp,
  lotteryRtpBp,
  lotteryStructurePrizes,
  numberSet,
  parseNumberList,
  permutations,
  settleLine,
  validateLine,
  type Fraction,
  type LotteryBetCode,
  type LotteryBetStructure,
  type LotteryOddsRow,
  type LotteryResultLike,
} from "./lottery-bets.ts";
import type { LotteryPrize } from "./lottery-schedule.ts";

/** Endings: 45 ×6, 78 ×4, 01 ×3, 12 ×3, 90 ×2, 02 03 04 05 06 23 34 56 67 ×1 (27 in all). */
const northResult = (special = "12345"): LotteryResultLike => ({
  prizes: [
    { prize: "DB", numbers: [special] },
    { prize: "G1", numbers: ["67890"] },
    { prize: "G2", numbers: ["11145", "22278"] },
    { prize: "G3", numbers: ["33301", "44402", "55503", "66604", "77705", "88806"] },
    { prize: "G4", numbers: ["1245", "2378", "3401", "4512"] },
    { prize: "G5", numbers: ["5645", "6778", "7801", "8912", "9023", "0134"] },
    { prize: "G6", numbers: ["345", "456", "567"] },
    { prize: "G7", numbers: ["45", "78", "90", "12"] },
  ],
});

/** Endings: 56 ×4 (ĐB, G1, G4[6], G8), 78 ×3 (G2, G3[0], G7), 90 ×1 (G5). */
const southResult: LotteryResultLike = {
  prizes: [
    { prize: "DB", numbers: ["123456"] },
    { prize: "G1", numbers: ["11156"] },
    { prize: "G2", numbers: ["22278"] },
    { prize: "G3", numbers: ["33378", "44401"] },
    { prize: "G4", numbers: ["50001", "50002", "50003", "50004", "50005", "50006", "50056"] },
    { prize: "G5", numbers: ["7890"] },
    { prize: "G6", numbers: ["1111", "2222", "3333"] },
    { prize: "G7", numbers: ["478"] },
    { prize: "G8", numbers: ["56"] },
  ],
};

const lott = (structure: LotteryBetStructure, betType: LotteryBetCode): LotteryOddsRow => {
  const row = findLotteryOdds(DEFAULT_LOTTERY_ODDS, "Lott", structure, betType);
  if (!row) throw new Error(`no row ${structure} ${betType}`);
  return row;
};

const same = (a: Fraction, b: Fraction) => a.numerator * b.denominator === b.numerator * a.denominator;

/** Percent with `decimals` decimals, rounded half up, from an exact fraction. */
const percent = (f: Fraction, decimals: number) => {
  const scale = 10n ** BigInt(decimals + 2);
  return Number((f.numerator * scale * 2n + f.denominator) / (2n * f.denominator)) / 10 ** decimals;
};

/**
 * Independent exact check of xiên and trượt: walk the n endings one by one, tracking which of the k
 * chosen numbers has appeared (a subset of k bits), with integer weights over 100^n.
 */
function subsetWalk(n: number, k: number): bigint[] {
  let weights = new Array<bigint>(1 << k).fill(0n);
  weights[0] = 1n;
  for (let step = 0; step < n; step += 1) {
    const next = new Array<bigint>(1 << k).fill(0n);
    weights.forEach((w, mask) => {
      next[mask] = (next[mask] as bigint) + w * BigInt(100 - k);
      for (let bit = 0; bit < k; bit += 1) next[mask | (1 << bit)] = (next[mask | (1 << bit)] as bigint) + w;
    });
    weights = next;
  }
  return weights;
}

/** Independent exact E[min(X_a, X_b)]: walk the endings tracking the pair of counts. */
function daWalk(n: number): Fraction {
  let weights = new Map<string, bigint>([["0,0", 1n]]);
  for (let step = 0; step < n; step += 1) {
    const next = new Map<string, bigint>();
    const add = (a: number, b: number, w: bigint) => next.set(`${a},${b}`, (next.get(`${a},${b}`) ?? 0n) + w);
    for (const [key, w] of weights) {
      const [a, b] = key.split(",").map(Number) as [number, number];
      add(a + 1, b, w);
      add(a, b + 1, w);
      add(a, b, w * 98n);
    }
    weights = next;
  }
  let numerator = 0n;
  for (const [key, w] of weights) {
    const [a, b] = key.split(",").map(Number) as [number, number];
    numerator += w * BigInt(Math.min(a, b));
  }
  return { numerator, denominator: 100n ** BigInt(n) };
}

describe("bet-type catalogue", () => {
  it("describes every required type with its digits, line size, structures and sale", () => {
    expect(LOTTERY_BET_TYPES.lo2).toMatchObject({ digits: 2, numbersPerLine: 1, sale: "point", max: 99 });
    expect(LOTTERY_BET_TYPES.lo4).toMatchObject({ digits: 4, sale: "point", max: 9999 });
    expect(LOTTERY_BET_TYPES.de).toMatchObject({ digits: 2, numbersPerLine: 1, sale: "money" });
    expect(LOTTERY_BET_TYPES.de_dau).toMatchObject({ digits: 1, max: 9 });
    expect(LOTTERY_BET_TYPES.xien4).toMatchObject({ digits: 2, numbersPerLine: 4, sale: "money" });
    expect(LOTTERY_BET_TYPES.truot10.numbersPerLine).toBe(10);
    expect(LOTTERY_BET_TYPES.tong).toMatchObject({ min: 0, max: 18 });
    expect(LOTTERY_BET_TYPES.tai_xiu.optionKeys).toEqual(["lottery.option.xiu", "lottery.option.tai"]);
    expect(LOTTERY_BET_TYPES.da.structures).toEqual(["southern"]);
    expect(lotteryBetTypesFor("north").map((t) => t.code)).not.toContain("da");
    expect(lotteryBetTypesFor("southern")).toHaveLength(LOTTERY_BET_CODES.length);
    for (const code of LOTTERY_BET_CODES) expect(LOTTERY_BET_TYPES[code].nameKey).toBe(`lottery.bet.${code}`);
  });
});

describe("default odds and their exact RTP", () => {
  it("has exactly one row per prize mode, structure and offered bet type", () => {
    const keys = DEFAULT_LOTTERY_ODDS.map((r) => `${r.prizeMode}/${r.structure}/${r.betType}`);
    expect(new Set(keys).size).toBe(keys.length);
    const expected = LOTTERY_PRIZE_MODES.flatMap((mode) =>
      LOTTERY_BET_STRUCTURES.flatMap((s) => lotteryBetTypesFor(s).map((t) => `${mode}/${s}/${t.code}`)),
    );
    expect(keys.sort()).toEqual(expected.sort());
  });

  it("prices lô by the điểm covering every ending: 27,000 đ North and 18,000 đ South, paying 99,000 đ", () => {
    expect(lott("north", "lo2")).toMatchObject({ unitPrice: 2_700_000n, payoutPerHit: 9_900_000n });
    expect(lott("southern", "lo2")).toMatchObject({ unitPrice: 1_800_000n, payoutPerHit: 9_900_000n });
    expect(lotteryRtp("north", "lo2", lott("north", "lo2"))).toEqual({ numerator: 99n, denominator: 100n });
    expect(lotteryRtpBp("southern", "de", lott("southern", "de"))).toBe(9_900n);
  });

  it("keeps every row (every sum of tổng) between 60 % and 100 %", () => {
    const offenders: string[] = [];
    for (const row of DEFAULT_LOTTERY_ODDS) {
      const selections = row.payoutBySelection ? row.payoutBySelection.map((_, s) => s) : [undefined];
      for (const selection of selections) {
        const rtp = lotteryRtp(row.structure, row.betType, row, selection);
        if (rtp.numerator > rtp.denominator || rtp.numerator * 10n < rtp.denominator * 6n) {
          offenders.push(`${row.prizeMode} ${row.structure} ${row.betType} ${selection ?? ""}: ${percent(rtp, 3)} %`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("reports the highest sum's RTP for tổng when no sum is given", () => {
    const row = lott("north", "tong");
    const all = row.payoutBySelection!.map((_, s) => lotteryRtpBp("north", "tong", row, s));
    expect(lotteryRtpBp("north", "tong", row)).toBe(all.reduce((a, b) => (a > b ? a : b)));
    expect(lotteryRtpBp("north", "tong", row, 0)).toBe(9_500n);
  });

  it("gives the Lott mode the best return and every other mode a little less", () => {
    for (const row of DEFAULT_LOTTERY_ODDS) {
      const base = lott(row.structure, row.betType);
      expect(row.payoutPerHit).toBeLessThanOrEqual(base.payoutPerHit);
      if (row.prizeMode !== "Lott") expect(row.payoutPerHit).toBeLessThan(base.payoutPerHit);
    }
  });
});

describe("exact expected hits against the prize structure", () => {
  it("lô counts the prize numbers long enough for the ending (27/23/20 North, 18/17/16 South)", () => {
    const n = (s: LotteryBetStructure, d: number) =>
      lotteryStructurePrizes(s)
        .filter((p) => p.digits >= d)
        .reduce((sum, p) => sum + p.count, 0);
    expect([n("north", 2), n("north", 3), n("north", 4)]).toEqual([27, 23, 20]);
    expect([n("southern", 2), n("southern", 3), n("southern", 4)]).toEqual([18, 17, 16]);
    for (const s of LOTTERY_BET_STRUCTURES) {
      expect(
        same(lotteryExpectedHits(lotteryStructurePrizes(s), "lo2"), { numerator: BigInt(n(s, 2)), denominator: 100n }),
      ).toBe(true);
      expect(
        same(lotteryExpectedHits(lotteryStructurePrizes(s), "lo3"), { numerator: BigInt(n(s, 3)), denominator: 1000n }),
      ).toBe(true);
      expect(
        same(lotteryExpectedHits(lotteryStructurePrizes(s), "lo4"), {
          numerator: BigInt(n(s, 4)),
          denominator: 10_000n,
        }),
      ).toBe(true);
    }
  });

  it("matches the research probabilities of xiên and trượt", () => {
    const p = (s: LotteryBetStructure, b: LotteryBetCode, decimals: number) =>
      percent(lotteryExpectedHits(lotteryStructurePrizes(s), b), decimals);
    expect([p("north", "xien2", 2), p("north", "xien3", 2), p("north", "xien4", 3)]).toEqual([5.49, 1.23, 0.267]);
    expect([p("southern", "xien2", 2), p("southern", "xien3", 3), p("southern", "xien4", 3)]).toEqual([
      2.61, 0.391, 0.056,
    ]);
    expect([p("southern", "truot4", 1), p("southern", "truot8", 1), p("southern", "truot10", 1)]).toEqual([
      48.0, 22.3, 15.0,
    ]);
  });

  it("agrees with an ending-by-ending walk for xiên, trượt and đá", () => {
    for (const s of LOTTERY_BET_STRUCTURES) {
      const prizes = lotteryStructurePrizes(s);
      const n = lotteryEndingCount(prizes, 2);
      const total = 100n ** BigInt(n);
      for (const [code, k] of [
        ["xien2", 2],
        ["xien3", 3],
        ["xien4", 4],
      ] as const) {
        const all = subsetWalk(n, k)[(1 << k) - 1] as bigint;
        expect(same(lotteryExpectedHits(prizes, code), { numerator: all, denominator: total })).toBe(true);
      }
      for (const [code, k] of [
        ["truot4", 4],
        ["truot8", 8],
        ["truot10", 10],
      ] as const) {
        const none = subsetWalk(n, k)[0] as bigint;
        expect(same(lotteryExpectedHits(prizes, code), { numerator: none, denominator: total })).toBe(true);
      }
      expect(same(lotteryExpectedHits(prizes, "da"), daWalk(n))).toBe(true);
      expect(same(lotteryExpectedHits(prizes, "da2"), daWalk(2 * n))).toBe(true);
    }
  });

  it("agrees with settleLine for đá 2 đài over every outcome of two one-number stations", () => {
    const one: LotteryPrize[] = [{ prize: "DB", count: 1, digits: 2 }];
    const draw = (n: number) => ({ prizes: [{ prize: "DB", numbers: [String(n).padStart(2, "0")] }] });
    let hits = 0;
    for (let a = 0; a < 100; a += 1) {
      for (let b = 0; b < 100; b += 1) hits += settleLine("southern", "da2", [7, 8], draw(a), draw(b)).hits;
    }
    // Only (07, 08) and (08, 07) pay: 2 of 10,000.
    expect(hits).toBe(2);
    expect(same(lotteryExpectedHits(one, "da2"), { numerator: 2n, denominator: 10_000n })).toBe(true);
  });

  it("agrees with settleLine over every outcome of a two-number draw", () => {
    const tiny: LotteryPrize[] = [
      { prize: "DB", count: 1, digits: 2 },
      { prize: "G1", count: 1, digits: 2 },
    ];
    const lines: [LotteryBetCode, number[]][] = [
      ["lo2", [7]],
      ["xien2", [7, 8]],
      ["xien3", [7, 8, 9]],
      ["truot4", [1, 2, 3, 4]],
      ["da", [7, 8]],
      ["de", [7]],
    ];
    const sums = lines.map(() => 0);
    for (let a = 0; a < 100; a += 1) {
      for (let b = 0; b < 100; b += 1) {
        const result = {
          prizes: [
            { prize: "DB", numbers: [String(a).padStart(2, "0")] },
            { prize: "G1", numbers: [String(b).padStart(2, "0")] },
          ],
        };
        lines.forEach(
          ([code, numbers], i) => (sums[i] = (sums[i] as number) + settleLine("southern", code, numbers, result).hits),
        );
      }
    }
    lines.forEach(([code], i) => {
      expect(
        same(lotteryExpectedHits(tiny, code), { numerator: BigInt(sums[i] as number), denominator: 10_000n }),
      ).toBe(true);
    });
  });

  it("agrees with settleLine over every ending of ĐB for the ĐB bets", () => {
    for (const s of LOTTERY_BET_STRUCTURES) {
      const prizes = lotteryStructurePrizes(s);
      const base = s === "north" ? northResult() : southResult;
      const lines: [LotteryBetCode, number][] = [
        ["de", 37],
        ["de_dau", 3],
        ["de_duoi", 0],
        ["cang3", 505],
        ["cang4", 9999],
        ["tai_xiu", 1],
        ["tai_xiu", 0],
        ["chan_le", 0],
        ["chan_le", 1],
        ...gridNumbers(2)
          .slice(0, 19)
          .map((sum): [LotteryBetCode, number] => ["tong", sum]),
      ];
      const sums = lines.map(() => 0);
      for (let v = 0; v < 10_000; v += 1) {
        const special = `${s === "north" ? "9" : "98"}${String(v).padStart(4, "0")}`;
        const result = { prizes: [{ prize: "DB", numbers: [special] }, ...base.prizes.slice(1)] };
        lines.forEach(([code, n], i) => (sums[i] = (sums[i] as number) + settleLine(s, code, [n], result).hits));
      }
      lines.forEach(([code, n], i) => {
        const hits = { numerator: BigInt(sums[i] as number), denominator: 10_000n };
        expect(same(lotteryExpectedHits(prizes, code, n), hits), `${s} ${code} ${n}`).toBe(true);
      });
    }
  });
});

describe("lotteryEndingCounts", () => {
  it("counts every 2-, 3- and 4-digit ending of the draw", () => {
    const counts = lotteryEndingCounts(northResult());
    expect(counts.special).toBe("12345");
    expect(counts.lo2["45"]).toBe(6);
    expect(counts.lo2["78"]).toBe(4);
    expect(counts.lo3["345"]).toBe(2);
    expect(counts.lo4["2345"]).toBe(1);
    const total = (r: Readonly<Record<string, number>>) => Object.values(r).reduce((a, b) => a + b, 0);
    expect([total(counts.lo2), total(counts.lo3), total(counts.lo4)]).toEqual([27, 23, 20]);
    expect(() => lotteryEndingCounts({ prizes: [{ prize: "DB", numbers: ["12a45"] }] })).toThrow();
  });
});

describe("settleLine", () => {
  const north = northResult();

  it("pays lô per occurrence and names every prize and position", () => {
    const line = settleLine("north", "lo2", [45], north);
    expect(line.hits).toBe(6);
    expect(line.matches).toEqual([
      { prize: "DB", index: 0, number: "12345" },
      { prize: "G2", index: 0, number: "11145" },
      { prize: "G4", index: 0, number: "1245" },
      { prize: "G5", index: 0, number: "5645" },
      { prize: "G6", index: 0, number: "345" },
      { prize: "G7", index: 0, number: "45" },
    ]);
    const row = lott("north", "lo2");
    expect(lineStake("lo2", 3n, row)).toBe(8_100_000n);
    expect(lineWin(row, [45], line.hits, 3n)).toBe(6n * 3n * 9_900_000n);
    expect(settleLine("north", "lo2", [99], north)).toEqual({ hits: 0, matches: [] });
  });

  it("reads lô 3 and lô 4 only from numbers that have that many digits", () => {
    expect(settleLine("north", "lo3", [345], north).hits).toBe(2);
    expect(settleLine("north", "lo3", [45], north).hits).toBe(0);
    expect(settleLine("north", "lo4", [2345], north).matches).toEqual([{ prize: "DB", index: 0, number: "12345" }]);
    expect(settleLine("north", "lo4", [345], north).hits).toBe(0);
  });

  it("settles đề, đầu, đuôi and càng on ĐB alone", () => {
    expect(settleLine("north", "de", [45], north)).toEqual({
      hits: 1,
      matches: [{ prize: "DB", index: 0, number: "12345" }],
    });
    expect(settleLine("north", "de", [78], north).hits).toBe(0);
    expect(settleLine("north", "de_dau", [4], north).hits).toBe(1);
    expect(settleLine("north", "de_dau", [5], north).hits).toBe(0);
    expect(settleLine("north", "de_duoi", [5], north).hits).toBe(1);
    expect(settleLine("north", "cang3", [345], north).hits).toBe(1);
    expect(settleLine("north", "cang3", [245], north).hits).toBe(0);
    expect(settleLine("north", "cang4", [2345], north).hits).toBe(1);
    expect(settleLine("southern", "cang4", [3456], southResult).hits).toBe(1);
    expect(settleLine("southern", "cang4", [2345], southResult).hits).toBe(0);
  });

  it("splits tài and xỉu between 49 and 50, and chẵn / lẻ by parity", () => {
    expect(settleLine("north", "tai_xiu", [0], northResult("00049")).hits).toBe(1);
    expect(settleLine("north", "tai_xiu", [1], northResult("00049")).hits).toBe(0);
    expect(settleLine("north", "tai_xiu", [1], northResult("00050")).hits).toBe(1);
    expect(settleLine("north", "tai_xiu", [0], northResult("00050")).hits).toBe(0);
    expect(settleLine("north", "chan_le", [1], north).hits).toBe(1);
    expect(settleLine("north", "chan_le", [0], northResult("11100")).hits).toBe(1);
  });

  it("settles tổng on the sum of ĐB's last two digits and pays the sum's own odds", () => {
    expect(settleLine("north", "tong", [9], north).hits).toBe(1);
    expect(settleLine("north", "tong", [8], north).hits).toBe(0);
    expect(settleLine("north", "tong", [18], northResult("00099")).hits).toBe(1);
    const row = lott("north", "tong");
    expect(lineWin(row, [18], 1, 2n)).toBe(2n * 9_500_000n);
    expect(lineWin(row, [9], 1, 1n)).toBe(950_000n);
  });

  it("pays xiên once when every number appears and shows a partial xiên as lost", () => {
    const win = settleLine("north", "xien2", [45, 78], north);
    expect(win.hits).toBe(1);
    expect(win.matches).toHaveLength(10);
    expect(settleLine("north", "xien3", [45, 78, 12], north).hits).toBe(1);
    const partial = settleLine("north", "xien2", [45, 99], north);
    expect(partial.hits).toBe(0);
    expect(partial.matches.map((m) => m.number.slice(-2))).toEqual(Array(6).fill("45"));
    expect(settleLine("north", "xien4", [45, 78, 12, 99], north).hits).toBe(0);
  });

  it("pays trượt when none of its numbers appears", () => {
    expect(settleLine("north", "truot4", [96, 97, 98, 99], north)).toEqual({ hits: 1, matches: [] });
    const lost = settleLine("north", "truot4", [97, 98, 99, 90], north);
    expect(lost.hits).toBe(0);
    expect(lost.matches).toEqual([
      { prize: "G1", index: 0, number: "67890" },
      { prize: "G7", index: 2, number: "90" },
    ]);
  });

  it("pays đá once per complete pair of appearances (min of the two counts)", () => {
    expect(settleLine("southern", "da", [56, 78], southResult).hits).toBe(3);
    expect(settleLine("southern", "da", [78, 56], southResult).matches).toHaveLength(7);
    expect(settleLine("southern", "da", [56, 90], southResult).hits).toBe(1);
    expect(settleLine("southern", "da", [56, 99], southResult).hits).toBe(0);
    expect(lineWin(lott("southern", "da"), [56, 78], 3, 1n)).toBe(3n * 3_600_000n);
  });

  it("pays đá 2 đài over both stations' endings and marks the partner's matches", () => {
    const partner = {
      prizes: [
        { prize: "DB", numbers: ["000090"] },
        { prize: "G1", numbers: ["00078"] },
      ],
    };
    const own = settleLine("southern", "da", [56, 90], southResult).hits;
    const both = settleLine("southern", "da2", [56, 90], southResult, partner);
    expect(both.hits).toBe(own + 1);
    expect(both.matches.filter((m) => m.partner)).toEqual([{ prize: "DB", index: 0, number: "000090", partner: true }]);
    expect(settleLine("southern", "da2", [56, 99], southResult, partner).hits).toBe(0);
    expect(() => settleLine("southern", "da2", [56, 90], southResult)).toThrow(/partner/);
    expect(() => settleLine("north", "da2", [56, 90], north, partner)).toThrow(/lottery_bet_type_unavailable/);
  });

  it("refuses a line that validation refuses", () => {
    expect(() => settleLine("north", "da", [56, 78], north)).toThrow(/lottery_bet_type_unavailable/);
    expect(() => settleLine("north", "xien2", [45, 45], north)).toThrow(/lottery_duplicate_numbers/);
  });
});

describe("validateLine", () => {
  it("names what is wrong with a line", () => {
    expect(validateLine("north", "lo2", [45])).toBeNull();
    expect(validateLine("southern", "da", [1, 2])).toBeNull();
    expect(validateLine("north", "da", [1, 2])).toBe("lottery_bet_type_unavailable");
    expect(validateLine("north", "bao_lo", [1])).toBe("lottery_bet_type_unavailable");
    expect(validateLine("north", "xien2", [1])).toBe("lottery_wrong_count");
    expect(validateLine("north", "lo2", [])).toBe("lottery_wrong_count");
    expect(validateLine("north", "xien3", [1, 2, 1])).toBe("lottery_duplicate_numbers");
    expect(validateLine("southern", "truot4", [1, 2, 3, 3])).toBe("lottery_duplicate_numbers");
    expect(validateLine("north", "lo2", [100])).toBe("lottery_bad_numbers");
    expect(validateLine("north", "lo2", [-1])).toBe("lottery_bad_numbers");
    expect(validateLine("north", "lo3", [1.5])).toBe("lottery_bad_numbers");
    expect(validateLine("north", "de_dau", [10])).toBe("lottery_bad_numbers");
    expect(validateLine("north", "tai_xiu", [2])).toBe("lottery_bad_numbers");
    expect(validateLine("north", "tong", [19])).toBe("lottery_bad_numbers");
    expect(validateLine("north", "tong", [18])).toBeNull();
    expect(validateLine("north", "cang4", [9999])).toBeNull();
  });

  it("refuses a stake of no units or with another type's odds row", () => {
    expect(() => lineStake("lo2", 0n, lott("north", "lo2"))).toThrow();
    expect(() => lineStake("de", 1n, lott("north", "lo2"))).toThrow();
  });
});

describe("entry expanders", () => {
  it("đảo lists each distinct permutation once", () => {
    expect(permutations("123")).toEqual([123, 132, 213, 231, 312, 321]);
    expect(permutations("112")).toEqual([112, 121, 211]);
    expect(permutations("05")).toEqual([5, 50]);
    expect(permutations("12a")).toEqual([]);
  });

  it("builds the chẵn, lẻ, tài and xỉu sets", () => {
    expect(numberSet("chan")).toHaveLength(50);
    expect(numberSet("chan").every((n) => n % 2 === 0)).toBe(true);
    expect(numberSet("le")[0]).toBe(1);
    expect(numberSet("tai")[0]).toBe(50);
    expect(numberSet("xiu").at(-1)).toBe(49);
    expect(numberSet("tai", 1)).toEqual([5, 6, 7, 8, 9]);
  });

  it("con giáp takes n mod 12 in the order Tý … Hợi", () => {
    expect(conGiap(0)).toEqual([0, 12, 24, 36, 48, 60, 72, 84, 96]);
    expect(conGiap(11)).toEqual([11, 23, 35, 47, 59, 71, 83, 95]);
    expect(conGiap(12)).toEqual([]);
    expect(CON_GIAP_KEYS).toHaveLength(12);
    expect(gridNumbers(2)).toHaveLength(100);
    expect(new Set(gridNumbers(2).flatMap((_, i) => (i < 12 ? conGiap(i) : []))).size).toBe(100);
  });

  it("parses a pasted list, keeping each number once and returning the bad pieces", () => {
    expect(parseNumberList("12, 34;56.7\n12  08 123 ab", 2)).toEqual({
      numbers: [12, 34, 56, 8],
      invalid: ["7", "123", "ab"],
    });
    expect(parseNumberList("  ", 2)).toEqual({ numbers: [], invalid: [] });
    expect(parseNumberList("007 070", 3)).toEqual({ numbers: [7, 70], invalid: [] });
  });

  it("expands a pick into every k-number line", () => {
    expect(combinations([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ]);
    expect(combinations([5, 5, 6], 2)).toEqual([[5, 6]]);
    expect(combinations([1, 2], 3)).toEqual([]);
    expect(combinations(gridNumbers(2).slice(0, 12), 4)).toHaveLength(495);
    expect(combinationCount(20, 10)).toBe(184_756n);
    expect(() => combinations(gridNumbers(2).slice(0, 20), 10)).toThrow(RangeError);
  });
});
