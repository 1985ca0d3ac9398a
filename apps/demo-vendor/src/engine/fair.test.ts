import { describe, expect, it } from "vitest";
import { createFairStream, fairMessage, hashServerSeed, isClientSeed, isServerSeed } from "./fair.ts";
import { newClientSeed, newServerSeed, nodeHmacSha256, nodeSha256Hex } from "./node-hmac.ts";
import { hmacSha256, toHex } from "./sha256.ts";
import type { HmacSha256, RoundSeeds } from "./types.ts";

// Computed independently with OpenSSL:
//   SEED=$(printf 'lotus-golden' | sha256sum | cut -d' ' -f1)
//   printf 'player-seed:7:0' | openssl dgst -sha256 -hmac "$SEED"
const GOLDEN: RoundSeeds = {
  serverSeed: "0df5c09e85c8ba9c34800cde7227fa391139eead27beb3ce32c0ef824c1af13c",
  clientSeed: "player-seed",
  nonce: 7,
};
const GOLDEN_BLOCK_0 = "68ba7fdbfad375bb3b7059c70450d42791e78e3975c8f4218b5df1790f73608e";
const GOLDEN_SEED_HASH = "ad5dab9c205fd1a8f8bd4ffcb2fd27c58076383fb56d48e47c01d4a9b531a78a";

/** An HMAC stub that serves fixed uint32 values, 8 per block, and records the messages. */
function stubHmac(values: number[]): { hmac: HmacSha256; messages: string[] } {
  const messages: string[] = [];
  const hmac: HmacSha256 = (_key, message) => {
    const block = new Uint8Array(32);
    const view = new DataView(block.buffer);
    const start = messages.length * 8;
    messages.push(message);
    for (let i = 0; i < 8; i++) view.setUint32(i * 4, values[start + i] ?? 0);
    return block;
  };
  return { hmac, messages };
}

describe("seeds", () => {
  it("publishes SHA-256 of the server seed as the commitment", () => {
    expect(hashServerSeed(GOLDEN.serverSeed)).toBe(GOLDEN_SEED_HASH);
    expect(hashServerSeed(GOLDEN.serverSeed, nodeSha256Hex)).toBe(GOLDEN_SEED_HASH);
  });

  it("makes fresh 64-hex server seeds and valid client seeds from the CSPRNG", () => {
    const seeds = new Set(Array.from({ length: 50 }, () => newServerSeed()));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(isServerSeed(seed)).toBe(true);
    expect(isClientSeed(newClientSeed())).toBe(true);
  });

  it("accepts only well-formed seeds", () => {
    expect(isServerSeed("a".repeat(64))).toBe(true);
    expect(isServerSeed("A".repeat(64))).toBe(false);
    expect(isServerSeed("a".repeat(63))).toBe(false);
    expect(isServerSeed("g".repeat(64))).toBe(false);
    expect(isClientSeed("my_seed-01")).toBe(true);
    expect(isClientSeed("")).toBe(false);
    expect(isClientSeed("a:b")).toBe(false);
    expect(isClientSeed("x".repeat(65))).toBe(false);
    expect(isClientSeed("hạt")).toBe(false);
    expect(() => createFairStream(hmacSha256, { ...GOLDEN, serverSeed: "nope" })).toThrow();
    expect(() => createFairStream(hmacSha256, { ...GOLDEN, clientSeed: "a:1" })).toThrow();
    expect(() => createFairStream(hmacSha256, { ...GOLDEN, nonce: -1 })).toThrow();
    expect(() => createFairStream(hmacSha256, { ...GOLDEN, nonce: 1.5 })).toThrow();
  });
});

describe("createFairStream", () => {
  it("reads HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) as big-endian uint32s (OpenSSL golden vector)", () => {
    expect(fairMessage(GOLDEN, 0)).toBe("player-seed:7:0");
    expect(toHex(nodeHmacSha256(GOLDEN.serverSeed, fairMessage(GOLDEN, 0)))).toBe(GOLDEN_BLOCK_0);
    const stream = createFairStream(hmacSha256, GOLDEN);
    const words = Array.from({ length: 8 }, () => stream.nextUint32());
    expect(words).toEqual([
      0x68ba7fdb, 0xfad375bb, 0x3b7059c7, 0x0450d427, 0x91e78e39, 0x75c8f421, 0x8b5df179, 0x0f73608e,
    ]);
    expect(stream.blocks).toBe(1);
    const next = createFairStream(nodeHmacSha256, GOLDEN);
    for (let i = 0; i < 8; i++) next.nextUint32();
    const ninth = next.nextUint32();
    expect(next.blocks).toBe(2);
    expect(ninth).toBe(new DataView(nodeHmacSha256(GOLDEN.serverSeed, "player-seed:7:1").buffer).getUint32(0));
  });

  it("scales without modulo bias: rejects values at or above ⌊2^32 / n⌋ × n and moves on", () => {
    // n = 3: limit = 4294967295, so 0xFFFFFFFF is rejected; n = 2^31 + 1: limit = n.
    const { hmac } = stubHmac([0xffffffff, 7, 0x80000001, 0x80000000, 0xffffffff, 0xfffffffe]);
    const stream = createFairStream(hmac, GOLDEN);
    expect(stream.nextInt(3)).toBe(7 % 3);
    expect(stream.nextInt(2 ** 31 + 1)).toBe(0x80000000); // 0x80000001 = n is rejected
    expect(stream.nextInt(2 ** 32)).toBe(0xffffffff); // the whole range: nothing rejected
    expect(stream.nextInt(1)).toBe(0);
  });

  it("draws a new block with the next cursor when one runs out", () => {
    const { hmac, messages } = stubHmac(Array.from({ length: 24 }, (_, i) => i));
    const stream = createFairStream(hmac, GOLDEN);
    const values = Array.from({ length: 17 }, () => stream.nextInt(1000));
    expect(values).toEqual(Array.from({ length: 17 }, (_, i) => i));
    expect(messages).toEqual(["player-seed:7:0", "player-seed:7:1", "player-seed:7:2"]);
  });

  it("refuses bounds outside [1, 2^32]", () => {
    const stream = createFairStream(hmacSha256, GOLDEN);
    for (const bad of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => stream.nextInt(bad)).toThrow();
  });

  it("gives the same values for the same seeds, with either HMAC, and other values for another nonce", () => {
    const take = (hmac: HmacSha256, seeds: RoundSeeds) => {
      const stream = createFairStream(hmac, seeds);
      return Array.from({ length: 40 }, () => stream.nextInt(37));
    };
    expect(take(hmacSha256, GOLDEN)).toEqual(take(nodeHmacSha256, GOLDEN));
    expect(take(hmacSha256, GOLDEN)).not.toEqual(take(hmacSha256, { ...GOLDEN, nonce: 8 }));
    expect(take(hmacSha256, GOLDEN)).not.toEqual(take(hmacSha256, { ...GOLDEN, clientSeed: "other" }));
  });
});
