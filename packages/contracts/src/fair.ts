/*
 * Provably fair randomness, shared by every draw of the platform: the demo vendor's game rounds
 * (architecture.md §5) and the lottery draws (lottery-draw.ts). Pure TypeScript with no node
 * modules, no clock and no ambient randomness, so a browser recomputes a round or a draw with
 * exactly the bytes the server used.
 *
 * SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104) are written out here; servers may pass the faster
 * node:crypto HMAC (it gives the same bytes, checked by fair.test.ts). Before a round the player
 * sees SHA-256(serverSeed); the round's integers come from HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, 2…, read 4 bytes at a time as big-endian
 * uint32 and scaled by rejection sampling, so every value in [0, n) is exactly equally likely. Once
 * the server seed is revealed anyone can replay the round.
 */

/** HMAC-SHA256(key, message) of UTF-8 strings as 32 bytes (node:crypto on a server, pure TS in the browser). */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/** The seeds of one round. */
export type RoundSeeds = { serverSeed: string; clientSeed: string; nonce: number };

/** Unbiased integers from the round's seeds, consumed in order. */
export interface FairStream {
  /** A uniform integer in [0, maxExclusive), 1 ≤ maxExclusive ≤ 2^32, by rejection sampling. */
  nextInt(maxExclusive: number): number;
}

/* ---- SHA-256 and HMAC-SHA256 ---- */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL_HASH = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const encoder = new TextEncoder();

/** UTF-8 bytes of a string (the encoding HMAC keys and messages use on both sides). */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Lower-case hexadecimal of bytes. */
export function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

const W = new Int32Array(64);

/** One SHA-256 compression of the 64-byte block at `offset` into the state `h`. */
function compress(h: Int32Array, block: DataView, offset: number): void {
  const w = W;
  for (let t = 0; t < 16; t++) w[t] = block.getInt32(offset + t * 4);
  for (let t = 16; t < 64; t++) {
    const x = w[t - 15]!;
    const y = w[t - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) | 0;
  }
  let a = h[0]!;
  let b = h[1]!;
  let c = h[2]!;
  let d = h[3]!;
  let e = h[4]!;
  let f = h[5]!;
  let g = h[6]!;
  let hh = h[7]!;
  for (let t = 0; t < 64; t++) {
    const sum1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const choice = (e & f) ^ (~e & g);
    const t1 = (hh + sum1 + choice + K[t]! + w[t]!) | 0;
    const sum0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (sum0 + majority) | 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = (h[0]! + a) | 0;
  h[1] = (h[1]! + b) | 0;
  h[2] = (h[2]! + c) | 0;
  h[3] = (h[3]! + d) | 0;
  h[4] = (h[4]! + e) | 0;
  h[5] = (h[5]! + f) | 0;
  h[6] = (h[6]! + g) | 0;
  h[7] = (h[7]! + hh) | 0;
}

/**
 * The digest of `data` hashed after `prefixLength` bytes already compressed into `state` (a
 * multiple of 64): pads with the total length and compresses the rest. `state` is not modified.
 */
function finish(state: Int32Array, prefixLength: number, data: Uint8Array): Uint8Array {
  const h = state.slice();
  const length = data.length;
  const blockCount = Math.ceil((length + 9) / 64);
  const padded = new Uint8Array(blockCount * 64);
  padded.set(data);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = (prefixLength + length) * 8; // exact below 2^53
  view.setUint32(padded.length - 8, Math.floor(bits / 0x1_0000_0000));
  view.setUint32(padded.length - 4, bits >>> 0);
  for (let block = 0; block < blockCount; block++) compress(h, view, block * 64);
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  for (let i = 0; i < 8; i++) out.setInt32(i * 4, h[i]!);
  return digest;
}

const IV = Int32Array.from(INITIAL_HASH);

/** SHA-256 digest (32 bytes) of a byte string. */
export function sha256(data: Uint8Array): Uint8Array {
  return finish(IV, 0, data);
}

/** SHA-256 of the UTF-8 bytes of a string, as 64 lower-case hex characters. */
export function sha256Hex(text: string): string {
  return toHex(sha256(utf8(text)));
}

const BLOCK_SIZE = 64;

/** The HMAC states after the padded key blocks (RFC 2104: K ⊕ ipad, K ⊕ opad). */
type HmacKeyState = { key: string; inner: Int32Array; outer: Int32Array };

function keyState(key: string): HmacKeyState {
  let keyBytes = utf8(key);
  if (keyBytes.length > BLOCK_SIZE) keyBytes = sha256(keyBytes);
  const pads = new Uint8Array(2 * BLOCK_SIZE);
  for (let i = 0; i < BLOCK_SIZE; i++) {
    const k = keyBytes[i] ?? 0;
    pads[i] = k ^ 0x36;
    pads[BLOCK_SIZE + i] = k ^ 0x5c;
  }
  const view = new DataView(pads.buffer);
  const inner = IV.slice();
  const outer = IV.slice();
  compress(inner, view, 0);
  compress(outer, view, BLOCK_SIZE);
  return { key, inner, outer };
}

// A round's stream, and a session's rounds, reuse one server seed: keep its key state.
let lastKey: HmacKeyState | null = null;

/** HMAC-SHA256 of UTF-8 strings (key and message), as 32 bytes: the browser-side HmacSha256. */
export const hmacSha256: HmacSha256 = (key, message) => {
  if (lastKey?.key !== key) lastKey = keyState(key);
  const inner = finish(lastKey.inner, BLOCK_SIZE, utf8(message));
  return finish(lastKey.outer, BLOCK_SIZE, inner);
};

/* ---- Seeds and the fair integer stream ---- */

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
