import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLIENT_SEED_PATTERN, sha256Hex } from "./fair.ts";
import {
  drawLotteryResult,
  LOTTERY_STRUCTURES,
  lotteryNumbers,
  nextChainLink,
  revealOrder,
  specialNumber,
  structureOf,
  verifyDraw,
  type LotteryResult,
  type LotteryStructure,
} from "./lottery-draw.ts";
import { LOTTERY_PRIZES } from "./lottery-schedule.ts";

// SHA-256("lotus lottery known answer"); the expected numbers were checked independently with
// Python's hmac module (HMAC-SHA256(seed, "MB-20261127:0:0"), … big-endian uint32s, values at or
// above 4294967290 skipped, each taken mod 10).
const SEED = "d13cb7f9e593ea8bcfd5c77fb1bab76a4962d79af362510279cfef84400cdfd9";

const NORTH_EXPECTED: LotteryResult = {
  structure: "north",
  prizes: [
    { prize: "DB", numbers: ["86137"] },
    { prize: "G1", numbers: ["67561"] },
    { prize: "G2", numbers: ["79241", "02042"] },
    { prize: "G3", numbers: ["90294", "18647", "35066", "71266", "47749", "43829"] },
    { prize: "G4", numbers: ["2691", "8413", "5722", "0156"] },
    { prize: "G5", numbers: ["7282", "1958", "2168", "3165", "9485", "8391"] },
    { prize: "G6", numbers: ["294", "126", "412"] },
    { prize: "G7", numbers: ["06", "88", "05", "41"] },
  ],
};

const SOUTHERN_EXPECTED: LotteryResult = {
  structure: "southern",
  prizes: [
    { prize: "DB", numbers: ["228008"] },
    { prize: "G1", numbers: ["14328"] },
    { prize: "G2", numbers: ["08951"] },
    { prize: "G3", numbers: ["55549", "86573"] },
    { prize: "G4", numbers: ["97296", "49102", "80026", "38718", "76849", "79961", "76957"] },
    { prize: "G5", numbers: ["1172"] },
    { prize: "G6", numbers: ["7167", "0162", "6968"] },
    { prize: "G7", numbers: ["006"] },
    { prize: "G8", numbers: ["50"] },
  ],
};

/** s_0 … s_length of a hash chain from a secret start. */
function chain(start: string, length: number): string[] {
  const links = [start];
  for (let k = 0; k < length; k++) links.push(nextChainLink(links[k]!));
  return links;
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

// Generous fixed critical values (p ≈ 10⁻⁶) so that ~200 tests per run stay quiet; the seeds are
// deterministic, so a pass is stable, and a real bias of a few per cent at 20,000 draws exceeds them.
const CRITICAL_DF_9 = 45;
const CRITICAL_DF_99 = 185;
const DRAWS = 20_000;

describe("drawLotteryResult", () => {
  it("draws the known numbers for a fixed seed and draw key (north and southern)", () => {
    expect(drawLotteryResult("north", SEED, "MB-20261127")).toEqual(NORTH_EXPECTED);
    expect(drawLotteryResult("southern", SEED, "MN_HCM-20261127")).toEqual(SOUTHERN_EXPECTED);
  });

  it("has every prize row's count and digit length: 27 numbers in the north, 18 in the south", () => {
    const totals: Record<LotteryStructure, number> = { north: 27, southern: 18 };
    for (const structure of LOTTERY_STRUCTURES) {
      const result = drawLotteryResult(structure, SEED, "EL1-20261127-0815");
      expect(result.structure).toBe(structure);
      expect(result.prizes.map((row) => row.prize)).toEqual(LOTTERY_PRIZES[structure].map((row) => row.prize));
      result.prizes.forEach((row, i) => {
        const { count, digits } = LOTTERY_PRIZES[structure][i]!;
        expect(row.numbers).toHaveLength(count);
        for (const number of row.numbers) expect(number).toMatch(new RegExp(`^[0-9]{${digits}}$`));
      });
      expect(lotteryNumbers(result)).toHaveLength(totals[structure]);
    }
    expect(specialNumber(NORTH_EXPECTED)).toHaveLength(5);
    expect(specialNumber(SOUTHERN_EXPECTED)).toHaveLength(6);
  });

  it("gives the same result for the same seed and key, and another for another seed or key", () => {
    const again = drawLotteryResult("north", SEED, "MB-20261127");
    expect(again).toEqual(drawLotteryResult("north", SEED, "MB-20261127"));
    expect(lotteryNumbers(drawLotteryResult("north", SEED, "MB-20261128"))).not.toEqual(lotteryNumbers(again));
    expect(lotteryNumbers(drawLotteryResult("north", nextChainLink(SEED), "MB-20261127"))).not.toEqual(
      lotteryNumbers(again),
    );
  });

  it("refuses a malformed seed or draw key", () => {
    expect(() => drawLotteryResult("north", SEED.toUpperCase(), "MB-20261127")).toThrow();
    expect(() => drawLotteryResult("north", SEED, "MB:20261127")).toThrow();
    expect(CLIENT_SEED_PATTERN.test("EL1-20261127-0815")).toBe(true);
  });

  it("maps regions to structures: Miền Trung draws the southern one", () => {
    expect(structureOf("north")).toBe("north");
    expect(structureOf("central")).toBe("southern");
    expect(structureOf("south")).toBe("southern");
  });
});

describe("helpers", () => {
  it("lists every number in generation order and finds the special prize", () => {
    expect(lotteryNumbers(NORTH_EXPECTED).slice(0, 4)).toEqual(["86137", "67561", "79241", "02042"]);
    expect(lotteryNumbers(NORTH_EXPECTED).at(-1)).toBe("41");
    expect(specialNumber(NORTH_EXPECTED)).toBe("86137");
    expect(specialNumber(SOUTHERN_EXPECTED)).toBe("228008");
    expect(() => specialNumber({ structure: "north", prizes: [] })).toThrow();
  });

  it("reveals the lowest prize first and the special prize last, every number exactly once", () => {
    const north = revealOrder("north");
    expect(north).toHaveLength(27);
    expect(north.slice(0, 5)).toEqual([
      ["G7", 0],
      ["G7", 1],
      ["G7", 2],
      ["G7", 3],
      ["G6", 0],
    ]);
    expect(north.at(-2)).toEqual(["G1", 0]);
    expect(north.at(-1)).toEqual(["DB", 0]);
    const southern = revealOrder("southern");
    expect(southern).toHaveLength(18);
    expect(southern[0]).toEqual(["G8", 0]);
    expect(southern.at(-1)).toEqual(["DB", 0]);
    for (const structure of LOTTERY_STRUCTURES) {
      const steps = revealOrder(structure).map(([prize, index]) => `${prize}/${index}`);
      const rows = drawLotteryResult(structure, SEED, "MB-20261127").prizes;
      const all = rows.flatMap((row) => row.numbers.map((_, index) => `${row.prize}/${index}`));
      expect(new Set(steps).size).toBe(steps.length);
      expect([...steps].sort()).toEqual([...all].sort());
    }
  });
});

describe("hash chain and verifyDraw", () => {
  const M = 6;
  const links = chain(sha256Hex("lotus chain secret"), M);
  const terminal = links[M]!;
  /** seed_n = s_{M−n}; seed_0 is the published terminal link. */
  const seedOf = (n: number) => links[M - n]!;

  it("accepts each draw's seed against the link published before it, back to the terminal hash", () => {
    expect(nextChainLink(SEED)).toBe("8ada006822c5ad13a10d1c5ec6962a5526b3f47d7db0395a1cfce3439d35af4c");
    expect(seedOf(0)).toBe(terminal);
    for (let n = 1; n <= M; n++) {
      const drawKey = `MB-2026112${n}`;
      const result = drawLotteryResult("north", seedOf(n), drawKey);
      expect(verifyDraw({ structure: "north", seed: seedOf(n), previousLink: seedOf(n - 1), drawKey, result })).toEqual(
        { chainOk: true, resultOk: true },
      );
    }
  });

  it("rejects a wrong previous link, a changed number, another draw key or structure, and malformed input", () => {
    const seed = seedOf(3);
    const drawKey = "MB-20261127";
    const result = drawLotteryResult("north", seed, drawKey);
    const check = (overrides: Partial<Parameters<typeof verifyDraw>[0]>) =>
      verifyDraw({ structure: "north", seed, previousLink: seedOf(2), drawKey, result, ...overrides });

    expect(check({})).toEqual({ chainOk: true, resultOk: true });
    expect(check({ previousLink: seedOf(1) })).toEqual({ chainOk: false, resultOk: true });
    expect(check({ previousLink: seedOf(4) })).toEqual({ chainOk: false, resultOk: true });
    expect(check({ previousLink: terminal })).toEqual({ chainOk: false, resultOk: true });

    const changed = structuredClone(result);
    const g7 = changed.prizes.at(-1)!;
    g7.numbers[3] = g7.numbers[3] === "00" ? "01" : "00";
    expect(check({ result: changed })).toEqual({ chainOk: true, resultOk: false });
    const missing = structuredClone(result);
    missing.prizes[2]!.numbers.pop();
    expect(check({ result: missing })).toEqual({ chainOk: true, resultOk: false });

    expect(check({ drawKey: "MB-20261128" })).toEqual({ chainOk: true, resultOk: false });
    expect(check({ drawKey: "MB:20261127" })).toEqual({ chainOk: true, resultOk: false });
    expect(check({ structure: "southern" })).toEqual({ chainOk: true, resultOk: false });
    expect(check({ seed: seed.toUpperCase() })).toEqual({ chainOk: false, resultOk: false });
  });
});

describe("uniformity", () => {
  it("the chi-square check used below flags a digit skewed by a few per cent", () => {
    const uniform = Array.from({ length: 10 }, () => 2000);
    expect(chiSquare(uniform)).toBe(0);
    const skewed = [...uniform];
    skewed[7] = 2300;
    skewed[3] = 1700;
    expect(chiSquare(skewed)).toBeGreaterThan(CRITICAL_DF_9);
  });

  it.each(LOTTERY_STRUCTURES)(
    "%s: every digit position of every prize number is uniform over 20,000 chained draws, and so is every number's last two digits",
    (structure) => {
      const layout = LOTTERY_PRIZES[structure].flatMap(({ prize, count, digits }) =>
        Array.from({ length: count }, (_, index) => ({ label: `${prize}[${index}]`, digits })),
      );
      const digitCounts = layout.map(({ digits }) =>
        Array.from({ length: digits }, () => new Array<number>(10).fill(0)),
      );
      const endingCounts = layout.map(() => new Array<number>(100).fill(0));
      const pooled = new Array<number>(10).fill(0);

      let seed = sha256Hex(`lotus uniformity ${structure}`);
      for (let draw = 0; draw < DRAWS; draw++) {
        seed = nextChainLink(seed);
        lotteryNumbers(drawLotteryResult(structure, seed, "MB-20261127")).forEach((number, i) => {
          for (let d = 0; d < number.length; d++) {
            const digit = number.charCodeAt(d) - 48;
            digitCounts[i]![d]![digit]! += 1;
            pooled[digit]! += 1;
          }
          endingCounts[i]![Number(number.slice(-2))]! += 1;
        });
      }

      const failures: string[] = [];
      layout.forEach(({ label }, i) => {
        digitCounts[i]!.forEach((counts, d) => {
          const statistic = chiSquare(counts);
          if (statistic > CRITICAL_DF_9) failures.push(`${label} digit ${d}: χ² = ${statistic.toFixed(1)}`);
        });
        const ending = chiSquare(endingCounts[i]!);
        if (ending > CRITICAL_DF_99) failures.push(`${label} last two digits: χ² = ${ending.toFixed(1)}`);
      });
      expect(failures).toEqual([]);
      // All digits together (over 1.6 million): the usual p = 0.001 critical value for 9 degrees.
      expect(chiSquare(pooled)).toBeLessThan(27.88);
    },
  );
});

describe("randomness sources", () => {
  const FORBIDDEN = [["Math", "random"].join("."), ["Date", "now"].join("."), ["new", "Date"].join(" "), "crypto."];

  it.each(["fair.ts", "lottery-draw.ts"])(
    "%s uses no ambient randomness or clock and imports only sibling pure modules",
    (file) => {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
      expect(source.length).toBeGreaterThan(1000);
      for (const word of FORBIDDEN) expect(source, word).not.toContain(word);
      const specifiers = [...source.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((match) => match[1]);
      for (const specifier of specifiers) expect(specifier).toMatch(/^\.\/[a-z-]+\.ts$/);
    },
  );
});
