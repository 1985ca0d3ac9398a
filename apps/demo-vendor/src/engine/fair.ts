/*
 * Provably fair randomness (architecture.md §5). Before a round the player sees SHA-256(serverSeed);
 * the round's integers come from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) for
 * cursor 0, 1, 2…, read 4 bytes at a time as big-endian uint32 and scaled by rejection sampling,
 * so every value in [0, n) is exactly equally likely. Once the seed pair is rotated the server seed
 * is revealed and anyone can replay the round.
 */
import { sha256Hex } from "./sha256.ts";
import type { FairStream, HmacSha256, RoundSeeds } from "./types.ts";

const TWO_POW_32 = 0x1_0000_0000;

/** A server seed is 32 random bytes written as 64 lower-case hex characters. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/**
 * A client seed: 1–64 characters of letters, digits, `_` and `-` (no `:`, which separates the
 * HMAC message's fields).
 */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** SERVER_SEED_PATTERN, by hand: this runs once per round and must cost nothing next to the HMAC. */
export function isServerSeed(value: string): boolean {
  if (typeof value !== "string" || value.length !== 64) return false;
  for (let i = 0; i < 64; i++) {
    const c = value.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** CLIENT_SEED_PATTERN, by hand. */
export function isClientSeed(value: string): boolean {
  if (typeof value !== "string" || value.length < 1 || value.length > 64) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;
    if (!ok) return false;
  }
  return true;
}

/** The commitment published before play: SHA-256 of the server seed, 64 hex characters. */
export function hashServerSeed(serverSeed: string, hashHex: (text: string) => string = sha256Hex): string {
  return hashHex(serverSeed);
}

/** The HMAC message of one 32-byte block of a round's stream. */
export function fairMessage(seeds: RoundSeeds, cursor: number): string {
  return `${seeds.clientSeed}:${seeds.nonce}:${cursor}`;
}

/** A FairStream that also tells how much of the HMAC output it read (for the verification page). */
export interface CountingFairStream extends FairStream {
  /** Next unread uint32, before scaling (exposed for tests of the scaling). */
  nextUint32(): number;
  /** HMAC blocks computed so far. */
  readonly blocks: number;
}

/**
 * The round's stream of unbiased integers. Throws on malformed seeds: the vendor validates them
 * where they come in, so a bad seed here is a programming error.
 */
export function createFairStream(hmac: HmacSha256, seeds: RoundSeeds): CountingFairStream {
  if (!isServerSeed(seeds.serverSeed)) throw new Error("server seed must be 64 lower-case hex characters");
  if (!isClientSeed(seeds.clientSeed)) throw new Error("client seed must match CLIENT_SEED_PATTERN");
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new Error("nonce must be a non-negative integer");

  let cursor = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;

  const nextUint32 = (): number => {
    if (offset + 4 > block.length) {
      block = hmac(seeds.serverSeed, fairMessage(seeds, cursor));
      if (block.length !== 32) throw new Error("HMAC-SHA256 must return 32 bytes");
      cursor += 1;
      offset = 0;
    }
    const value =
      ((block[offset]! << 24) | (block[offset + 1]! << 16) | (block[offset + 2]! << 8) | block[offset + 3]!) >>> 0;
    offset += 4;
    return value;
  };

  return {
    nextUint32,
    get blocks() {
      return cursor;
    },
    nextInt(maxExclusive: number): number {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
        throw new Error(`nextInt bound must be an integer in [1, 2^32], got ${maxExclusive}`);
      }
      // Values at or above the largest multiple of n below 2^32 would favour the small residues.
      const limit = Math.floor(TWO_POW_32 / maxExclusive) * maxExclusive;
      for (;;) {
        const value = nextUint32();
        if (value < limit) return value % maxExclusive;
      }
    },
  };
}
