import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createFairStream, hmacSha256, type FairStream, type HmacSha256 } from "./fair.ts";
import {
  envelopeSplitError,
  fairBigInt,
  spinWheel,
  splitEnvelope,
  wheelChances,
  wheelError,
  type EnvelopeSplit,
} from "./promotions-fair.ts";

const nodeHmac: HmacSha256 = (key, message) => createHmac("sha256", key).update(message).digest();
const SEED = "7c4a8d09ca3762af61e59520943dc26494f8941b7c4a8d09ca3762af61e59520";
const stream = (nonce: number, hmac: HmacSha256 = nodeHmac) =>
  createFairStream(hmac, { serverSeed: SEED, clientSeed: "envelope-1", nonce });

/** A stream that answers the given values (each already below its bound) in order. */
const scripted = (values: number[]): FairStream => ({
  nextInt: (max) => {
    const value = values.shift();
    if (value === undefined || value >= max) throw new Error(`scripted stream: ${value} for bound ${max}`);
    return value;
  },
});

describe("fairBigInt", () => {
  it("is uniform over small bounds and reaches bounds above 2^32", () => {
    const s = stream(1);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i += 1) counts[Number(fairBigInt(s, 3n))]! += 1;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    const big = 10n ** 15n;
    let above32 = 0;
    for (let i = 0; i < 200; i += 1) {
      const v = fairBigInt(s, big);
      expect(v >= 0n && v < big).toBe(true);
      if (v > 0xffff_ffffn) above32 += 1;
    }
    expect(above32).toBeGreaterThan(190);
    expect(() => fairBigInt(s, 0n)).toThrow();
  });
});

describe("red envelope split", () => {
  const random: EnvelopeSplit = { total: 10_000_000n, packets: 20, minimum: 100_000n, mode: "random" };

  it("refuses impossible splits", () => {
    expect(envelopeSplitError({ ...random, packets: 0 })).toBe("packets");
    expect(envelopeSplitError({ ...random, packets: 10_001 })).toBe("packets");
    expect(envelopeSplitError({ ...random, minimum: 0n })).toBe("minimum");
    expect(envelopeSplitError({ ...random, total: 1_999_999n })).toBe("total");
    expect(envelopeSplitError(random)).toBeNull();
  });

  it("sums to the total, keeps the minimum, and is the same for the same seed in the browser's HMAC", () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const packets = splitEnvelope(random, stream(nonce));
      expect(packets).toHaveLength(20);
      expect(packets.reduce((a, b) => a + b, 0n)).toBe(10_000_000n);
      expect(packets.every((p) => p >= 100_000n)).toBe(true);
    }
    expect(splitEnvelope(random, stream(7, hmacSha256))).toEqual(splitEnvelope(random, stream(7)));
    expect(splitEnvelope(random, stream(8))).not.toEqual(splitEnvelope(random, stream(7)));
  });

  it("gives every position the same expected amount (the double mean)", () => {
    const sums = new Array<bigint>(20).fill(0n);
    const runs = 2_000;
    for (let nonce = 0; nonce < runs; nonce += 1) {
      splitEnvelope(random, stream(10_000 + nonce)).forEach((p, i) => (sums[i] = sums[i]! + p));
    }
    // Each position averages total / packets = 500,000 within 5 %.
    for (const sum of sums) expect(Math.abs(Number(sum / BigInt(runs)) - 500_000)).toBeLessThan(25_000);
  });

  it("follows the double-mean bounds draw by draw", () => {
    // 3 packets of 10,000 with a minimum of 1,000: the first draws in [1,000, 2 × 10,000 / 3 − 1,000 =
    // 5,666] (4,667 values), the second in [1,000, 2 × 4,334 / 2 − 1,000 = 3,334], the last takes the rest.
    const packets = splitEnvelope(
      { total: 10_000n, packets: 3, minimum: 1_000n, mode: "random" },
      scripted([4_666, 0]),
    );
    expect(packets).toEqual([5_666n, 1_000n, 3_334n]);
    expect(() =>
      splitEnvelope({ total: 10_000n, packets: 3, minimum: 1_000n, mode: "random" }, scripted([4_667, 0])),
    ).toThrow(/scripted/);
  });

  it("splits a fixed envelope evenly, the remainder one unit each to the first packets", () => {
    expect(splitEnvelope({ total: 1_003n, packets: 4, minimum: 1n, mode: "fixed" }, scripted([]))).toEqual([
      251n,
      251n,
      251n,
      250n,
    ]);
  });
});

describe("lucky wheel", () => {
  it("lands on the segment of the draw over the cumulative weights", () => {
    const weights = [1, 0, 2, 7];
    expect(spinWheel(weights, scripted([0]))).toBe(0);
    expect(spinWheel(weights, scripted([1]))).toBe(2);
    expect(spinWheel(weights, scripted([2]))).toBe(2);
    expect(spinWheel(weights, scripted([3]))).toBe(3);
    expect(spinWheel(weights, scripted([9]))).toBe(3);
    expect(wheelChances(weights)).toEqual([
      { numerator: 1, denominator: 10 },
      { numerator: 0, denominator: 10 },
      { numerator: 2, denominator: 10 },
      { numerator: 7, denominator: 10 },
    ]);
  });

  it("matches the published chances over many spins and refuses bad tables", () => {
    const weights = [5, 25, 70];
    const counts = [0, 0, 0];
    for (let nonce = 0; nonce < 20_000; nonce += 1) counts[spinWheel(weights, stream(nonce))]! += 1;
    expect(Math.abs(counts[0]! - 1_000)).toBeLessThan(150);
    expect(Math.abs(counts[1]! - 5_000)).toBeLessThan(300);
    expect(Math.abs(counts[2]! - 14_000)).toBeLessThan(300);
    expect(wheelError([])).toBe("empty");
    expect(wheelError([0, 0])).toBe("weight");
    expect(wheelError([1, -1])).toBe("weight");
    expect(wheelError([1.5])).toBe("weight");
    expect(wheelError([3, 1])).toBeNull();
  });
});
