/*
 * Fortune (issue 15): red envelopes (lì xì rain) and the lucky wheel — the zod-free half shared by the
 * server, the web (the verification views) and the console: call paths, limits, and the recomputation
 * of a spin and of an envelope's split from revealed seeds (fair.ts + promotions-fair.ts).
 *
 * An envelope's split is made when the campaign is created from a fresh server seed: the seed's
 * SHA-256 and the split's hash are published at once, the amounts only when the campaign ends (with
 * the seed), so anyone can recompute them. Packet k goes to the k-th member who grabs.
 * A spin lands on spinWheel(weights, stream(serverSeed, clientSeed, nonce)); the member sees the
 * server seed's hash before spinning and the seed itself after rotating it.
 */
import { createFairStream, hashServerSeed, hmacSha256, sha256Hex, type HmacSha256 } from "./fair.ts";
import { splitEnvelope, spinWheel, type EnvelopeSplit } from "./promotions-fair.ts";

export const FORTUNE_PATHS = {
  /** The member's tickets and open envelopes (reward centre). */
  summary: "/wps/fortune/summary",
  envelopes: "/wps/fortune/envelopes",
  envelope: "/wps/fortune/envelopes/:id",
  envelopeGrab: "/wps/fortune/envelopes/:id/grab",
  wheels: "/wps/fortune/wheels",
  wheelSpin: "/wps/fortune/wheels/:id/spin",
  /** The member's wheel seeds: GET the current commitment, PUT a new client seed (rotates, reveals). */
  wheelSeed: "/wps/fortune/wheel-seed",
  spins: "/wps/fortune/spins",
  spin: "/wps/fortune/spins/:id",
} as const;

export const FORTUNE_CONSOLE_PATHS = {
  envelopes: "/console/api/fortune/envelopes",
  envelope: "/console/api/fortune/envelopes/:id",
  envelopeEnd: "/console/api/fortune/envelopes/:id/end",
  wheels: "/console/api/fortune/wheels",
  wheel: "/console/api/fortune/wheels/:id",
  wheelEnable: "/console/api/fortune/wheels/:id/enable",
  tickets: "/console/api/fortune/tickets",
} as const;

/** The web routes of the fortune pages. */
export const FORTUNE_ROUTES = { wheel: "/luckyWheel", envelopes: "/redEnvelope" } as const;

/** An envelope's stream uses this client seed and nonce 0: the server seed alone makes the split. */
export const ENVELOPE_CLIENT_SEED = "lixi";
/** Turnover multiple of a fortune payout (0 = real money; otherwise a bonus grant). */
export const FORTUNE_MAX_WAGERING = 10;
export const WHEEL_MAX_SEGMENTS = 24;
/** The most tickets an operator grants at once. */
export const FORTUNE_MAX_GRANT = 1_000;

/** The published hash of a split: SHA-256 of the amounts in claiming order, comma-separated digits. */
export function envelopeSplitHash(amounts: readonly bigint[], hashHex: (text: string) => string = sha256Hex): string {
  return hashHex(amounts.map((a) => a.toString()).join(","));
}

/** The split of an envelope from its server seed (creation on the server, recomputation in the browser). */
export function envelopeSplitFromSeed(
  split: EnvelopeSplit,
  serverSeed: string,
  hmac: HmacSha256 = hmacSha256,
): bigint[] {
  return splitEnvelope(split, createFairStream(hmac, { serverSeed, clientSeed: ENVELOPE_CLIENT_SEED, nonce: 0 }));
}

export type EnvelopeVerdict = {
  /** SHA-256 of the revealed seed is the hash published at creation. */
  seedOk: boolean;
  /** The split recomputed from the seed is the revealed one, and its hash the published one. */
  splitOk: boolean;
  /** Every grabbed packet holds the amount of its position. */
  packetsOk: boolean;
  recomputed: bigint[] | null;
  match: boolean;
};

export type EnvelopeReveal = {
  split: EnvelopeSplit;
  seedHash: string;
  splitHash: string;
  serverSeed: string;
  amounts: readonly bigint[];
  taken: readonly { position: number; amount: bigint }[];
};

/** Recomputes a finished envelope from what the server revealed. */
export function verifyEnvelope(e: EnvelopeReveal, hmac: HmacSha256 = hmacSha256): EnvelopeVerdict {
  const seedOk = hashServerSeed(e.serverSeed) === e.seedHash;
  let recomputed: bigint[] | null = null;
  try {
    recomputed = envelopeSplitFromSeed(e.split, e.serverSeed, hmac);
  } catch {
    recomputed = null;
  }
  const splitOk =
    recomputed !== null &&
    recomputed.length === e.amounts.length &&
    recomputed.every((a, i) => a === e.amounts[i]) &&
    envelopeSplitHash(recomputed) === e.splitHash;
  const packetsOk = recomputed !== null && e.taken.every((p) => recomputed![p.position - 1] === p.amount);
  return { seedOk, splitOk, packetsOk, recomputed, match: seedOk && splitOk && packetsOk };
}

export type SpinReveal = {
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  nonce: number;
  weights: readonly number[];
  segment: number;
};

export type SpinVerdict = { seedOk: boolean; segmentOk: boolean; recomputed: number | null; match: boolean };

/** The segment a spin lands on from its seeds (the server's draw and the browser's check). */
export function wheelSegment(
  weights: readonly number[],
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  hmac: HmacSha256 = hmacSha256,
): number {
  return spinWheel(weights, createFairStream(hmac, seeds));
}

/** Recomputes a spin whose server seed was revealed. */
export function verifySpin(s: SpinReveal, hmac: HmacSha256 = hmacSha256): SpinVerdict {
  const seedOk = hashServerSeed(s.serverSeed) === s.seedHash;
  let recomputed: number | null = null;
  try {
    recomputed = wheelSegment(s.weights, s, hmac);
  } catch {
    recomputed = null;
  }
  const segmentOk = recomputed === s.segment;
  return { seedOk, segmentOk, recomputed, match: seedOk && segmentOk };
}

/** An exact chance as a percentage with up to 4 decimals ("12.5", "0.3333"), for tables. */
export function chancePercent(numerator: number, denominator: number): string {
  if (denominator <= 0) return "0";
  const scaled = Math.round((numerator * 1_000_000) / denominator); // percent × 10^4
  const whole = Math.floor(scaled / 10_000);
  const fraction = (scaled % 10_000).toString().padStart(4, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
