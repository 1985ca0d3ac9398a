/*
 * Chi-square uniformity of every game's scaled RNG output, with fixed seeds (deterministic) and
 * critical values at p = 0.001.
 */
import { describe, expect, it } from "vitest";
import { bauCuaEngine, BAUCUA_SYMBOLS } from "./baucua.ts";
import { createFairStream, type CountingFairStream } from "./fair.ts";
import { nodeHmacSha256, nodeSha256Hex } from "./node-hmac.ts";
import { slotEngine } from "./slot.ts";
import { taiXiuEngine } from "./taixiu.ts";
import { ALPHA, chiSquareCritical, chiSquarePValue, chiSquareTest } from "./testing/chi-square.ts";
import type { FairStream, RoundSeeds } from "./types.ts";
import { virtualEngine } from "./virtual.ts";

const SERVER_SEED = nodeSha256Hex("lotus uniformity tests");

function seeds(clientSeed: string, nonce: number): RoundSeeds {
  return { serverSeed: SERVER_SEED, clientSeed, nonce };
}

function stream(clientSeed: string, nonce = 0): CountingFairStream {
  return createFairStream(nodeHmacSha256, seeds(clientSeed, nonce));
}

/** Plays `rounds` rounds with nonces 0…rounds − 1 and hands each outcome over. */
function rounds<T>(count: number, clientSeed: string, play: (s: FairStream) => T, take: (outcome: T) => void): void {
  for (let nonce = 0; nonce < count; nonce++) take(play(stream(clientSeed, nonce)));
}

function expectUniformish(observed: number[], probabilities: number[], label: string): void {
  const result = chiSquareTest(observed, probabilities);
  expect(
    result.statistic,
    `${label}: χ² ${result.statistic.toFixed(1)} on ${result.degreesOfFreedom} df, p ${result.pValue.toExponential(2)}`,
  ).toBeLessThan(result.critical);
}

describe("the chi-square helper", () => {
  it("reproduces tabulated critical values at p = 0.001", () => {
    const table: [number, number][] = [
      [1, 10.828],
      [2, 13.816],
      [5, 20.515],
      [10, 29.588],
      [30, 59.703],
      [100, 149.449],
    ];
    for (const [df, critical] of table) expect(chiSquareCritical(df, ALPHA)).toBeCloseTo(critical, 2);
    expect(chiSquarePValue(3.841, 1)).toBeCloseTo(0.05, 3);
  });
});

describe("nextInt(n) is uniform for awkward n", () => {
  for (const n of [3, 6, 7]) {
    it(`n = ${n}`, () => {
      const s = stream(`awkward-${n}`);
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < 60_000; i++) counts[s.nextInt(n)]!++;
      expectUniformish(
        counts,
        counts.map(() => 1 / n),
        `n=${n}`,
      );
    });
  }

  it("n = 10^4 (every value a bucket)", () => {
    const n = 10_000;
    const s = stream("awkward-10000");
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < 200_000; i++) counts[s.nextInt(n)]!++;
    expectUniformish(
      counts,
      counts.map(() => 1 / n),
      "n=10^4",
    );
  });

  /** 100 bins of [0, n): bin b holds the integers v with ⌊100 v / n⌋ = b. */
  function bins(n: number, values: number[]): { observed: number[]; probabilities: number[] } {
    const observed = new Array<number>(100).fill(0);
    for (const v of values) observed[Math.floor((v * 100) / n)]!++;
    const probabilities = observed.map((_, b) => (Math.ceil(((b + 1) * n) / 100) - Math.ceil((b * n) / 100)) / n);
    return { observed, probabilities };
  }

  it("n = 2^31 + 1 (almost half of all uint32 values rejected)", () => {
    const n = 2 ** 31 + 1;
    const s = stream("awkward-2pow31plus1");
    const fair = bins(
      n,
      Array.from({ length: 100_000 }, () => s.nextInt(n)),
    );
    expectUniformish(fair.observed, fair.probabilities, "n=2^31+1");
  });

  it("n = 3 × 2^30, while plain modulo would fail the same test", () => {
    const n = 3 * 2 ** 30;
    const s = stream("awkward-3pow30");
    const fair = bins(
      n,
      Array.from({ length: 100_000 }, () => s.nextInt(n)),
    );
    expectUniformish(fair.observed, fair.probabilities, "n=3·2^30");
    // v mod n gives the values below 2^30 twice the weight of the others; the test sees it.
    const raw = stream("awkward-3pow30-modulo");
    const biased = bins(
      n,
      Array.from({ length: 100_000 }, () => raw.nextUint32() % n),
    );
    expect(chiSquareTest(biased.observed, biased.probabilities).statistic).toBeGreaterThan(chiSquareCritical(99));
  });
});

describe("games' outcomes are uniform", () => {
  it("slot reel stops, per reel", () => {
    const engine = slotEngine("dragon-2024");
    const counts = engine.compiled.strips.map((strip) => new Array<number>(strip.length).fill(0));
    rounds(
      20_000,
      "reels",
      (s) => engine.play(s, { stake: "20" }),
      (outcome) => outcome.stops.forEach((stop, reel) => counts[reel]![stop]!++),
    );
    counts.forEach((observed, reel) =>
      expectUniformish(
        observed,
        observed.map(() => 1 / observed.length),
        `reel ${reel}`,
      ),
    );
  });

  it("Tài Xỉu dice faces, and the totals against their exact probabilities", () => {
    const faces = new Array<number>(6).fill(0);
    const totals = new Array<number>(16).fill(0); // 3…18
    rounds(
      20_000,
      "taixiu",
      (s) => taiXiuEngine.play(s, { selections: [] }),
      (outcome) => {
        for (const die of outcome.dice) faces[die - 1]!++;
        totals[outcome.total - 3]!++;
      },
    );
    expectUniformish(
      faces,
      faces.map(() => 1 / 6),
      "faces",
    );
    const ways = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
    expectUniformish(
      totals,
      ways.map((w) => w / 216),
      "totals",
    );
  });

  it("Bầu Cua pictures", () => {
    const index = new Map(BAUCUA_SYMBOLS.map((symbol, i) => [symbol.id as string, i]));
    const counts = new Array<number>(6).fill(0);
    rounds(
      20_000,
      "baucua",
      (s) => bauCuaEngine.play(s, { selections: [] }),
      (outcome) => {
        for (const face of outcome.dice) counts[index.get(face)!]!++;
      },
    );
    expectUniformish(
      counts,
      counts.map(() => 1 / 6),
      "pictures",
    );
  });

  for (const theme of ["football-3", "lol-2", "basketball-9"]) {
    it(`virtual results of ${theme} against their probabilities`, () => {
      const engine = virtualEngine(theme);
      const ids = engine.rules.options.map((option) => option.id);
      const counts = new Array<number>(ids.length).fill(0);
      rounds(
        20_000,
        theme,
        (s) => engine.play(s, { selections: [] }),
        (outcome) => counts[ids.indexOf(outcome.result)]!++,
      );
      expectUniformish(
        counts,
        engine.rules.options.map((option) => option.probabilityBp / 10_000),
        theme,
      );
    });
  }
});
