/*
 * The chance-based rewards of issue 15 — red envelopes and the lucky wheel — drawn from the platform's
 * fair stream (fair.ts), so that each outcome is fixed by a committed server seed before anyone opens
 * or spins, recomputable in the browser once the seed is revealed, and never steered by the house:
 * an envelope's split is made when the envelope is created (packet k goes to the k-th claimant — no
 * pre-assigned winners), a spin's prize is the stream's first draw over the published weights.
 */
import type { FairStream } from "./fair.ts";

const TWO_POW_32 = 0x1_0000_0000n;
const TWO_POW_64 = TWO_POW_32 * TWO_POW_32;

/** A uniform bigint in [0, n), 1 ≤ n ≤ 2^64, by rejection sampling over two 32-bit draws. */
export function fairBigInt(stream: FairStream, n: bigint): bigint {
  if (n < 1n || n > TWO_POW_64) throw new Error(`fairBigInt bound must be in [1, 2^64], got ${n}`);
  if (n <= TWO_POW_32) return BigInt(stream.nextInt(Number(n)));
  const limit = (TWO_POW_64 / n) * n;
  for (;;) {
    const value = BigInt(stream.nextInt(0x1_0000_0000)) * TWO_POW_32 + BigInt(stream.nextInt(0x1_0000_0000));
    if (value < limit) return value % n;
  }
}

/* ---- Red envelopes ---- */

export type EnvelopeSplit = {
  /** Minor units in all. */
  total: bigint;
  packets: number;
  /** The least a packet holds (minor units). */
  minimum: bigint;
  /** "fixed": equal packets (the remainder one minor unit each to the first); "random": double mean. */
  mode: "fixed" | "random";
};

export const ENVELOPE_MAX_PACKETS = 10_000;

export type EnvelopeSplitError = "packets" | "minimum" | "total";

/** Why a split cannot be made, or null: 1–10,000 packets, a positive minimum, total ≥ packets × minimum. */
export function envelopeSplitError(split: EnvelopeSplit): EnvelopeSplitError | null {
  if (!Number.isInteger(split.packets) || split.packets < 1 || split.packets > ENVELOPE_MAX_PACKETS) return "packets";
  if (split.minimum <= 0n) return "minimum";
  if (split.total < BigInt(split.packets) * split.minimum) return "total";
  return null;
}

/**
 * The packets of an envelope in claiming order. Random mode is the "double mean" method kept fair
 * with a minimum: with R left for k packets, the next takes a uniform amount in
 * [minimum, 2R / k − minimum] — an interval centred on R / k, so every position has the same expected
 * amount (the first claimant has no edge over the last) — and the last takes what remains. Since
 * R ≥ k × minimum, no packet falls below the minimum and the amounts sum to the total exactly.
 */
export function splitEnvelope(split: EnvelopeSplit, stream: FairStream): bigint[] {
  const error = envelopeSplitError(split);
  if (error) throw new Error(`envelope split: ${error}`);
  const count = BigInt(split.packets);
  if (split.mode === "fixed") {
    const each = split.total / count;
    const extra = split.total % count;
    return Array.from({ length: split.packets }, (_, i) => each + (BigInt(i) < extra ? 1n : 0n));
  }
  const packets: bigint[] = [];
  let remaining = split.total;
  for (let left = count; left > 1n; left -= 1n) {
    const upper = (2n * remaining) / left - split.minimum;
    const amount = split.minimum + fairBigInt(stream, upper - split.minimum + 1n);
    packets.push(amount);
    remaining -= amount;
  }
  packets.push(remaining);
  return packets;
}

/* ---- The lucky wheel ---- */

export type WheelError = "empty" | "weight";

/** Why a prize table cannot be spun, or null: 1–1,000 segments, whole weights ≥ 0, at least one positive. */
export function wheelError(weights: readonly number[]): WheelError | null {
  if (weights.length < 1 || weights.length > 1_000) return "empty";
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) return "weight";
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total < 1 || total > 0x1_0000_0000) return "weight";
  return null;
}

/** The published chance of each segment as a fraction of the total weight. */
export function wheelChances(weights: readonly number[]): { numerator: number; denominator: number }[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => ({ numerator: w, denominator: total }));
}

/** The segment a spin lands on: the stream's draw in [0, Σ weights) placed on the cumulative weights. */
export function spinWheel(weights: readonly number[], stream: FairStream): number {
  const error = wheelError(weights);
  if (error) throw new Error(`wheel: ${error}`);
  const total = weights.reduce((sum, w) => sum + w, 0);
  let point = stream.nextInt(total);
  for (let i = 0; i < weights.length; i += 1) {
    if (point < weights[i]!) return i;
    point -= weights[i]!;
  }
  throw new Error("wheel: no segment");
}
