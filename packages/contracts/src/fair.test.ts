import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createFairStream,
  fairMessage,
  hashServerSeed,
  hmacSha256,
  isClientSeed,
  isServerSeed,
  sha256,
  sha256Hex,
  toHex,
  type HmacSha256,
  type RoundSeeds,
} from "./fair.ts";

/** node:crypto's HMAC-SHA256 and SHA-256, the reference the pure TypeScript must match byte for byte. */
const nodeHmacSha256: HmacSha256 = (key, message) => createHmac("sha256", key).update(message).digest();
const nodeSha256Hex = (text: string): string => createHash("sha256").update(text).digest("hex");

/** Deterministic pseudo-random bytes for the inputs (the engine's own code is not under test here). */
function bytesFor(length: number, salt: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let x = (salt * 2654435761 + length) >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

describe("pure-TS SHA-256", () => {
  it("matches the FIPS 180-4 examples", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
  });

  it("matches node:crypto on every length from 0 to 300 bytes and on long inputs", () => {
    const lengths = [...Array.from({ length: 301 }, (_, i) => i), 1000, 4095, 4096, 65_537];
    for (const length of lengths) {
      const data = bytesFor(length, 1);
      expect(toHex(sha256(data)), `length ${length}`).toBe(createHash("sha256").update(data).digest("hex"));
    }
  });

  it("hashes text as UTF-8, like node:crypto", () => {
    for (const text of ["Bầu Cua Tôm Cá", "tài xỉu 🎲", "龍", "ภาษาไทย", "日本語のテキスト"]) {
      expect(sha256Hex(text)).toBe(nodeSha256Hex(text));
    }
  });
});

describe("pure-TS HMAC-SHA256", () => {
  it("matches RFC 4231 test case 2", () => {
    expect(toHex(hmacSha256("Jefe", "what do ya want for nothing?"))).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("matches node:crypto for keys shorter than, equal to and longer than the block, and any message", () => {
    const keys = [
      "",
      "k",
      "0df5c09e85c8ba9c34800cde7227fa391139eead27beb3ce32c0ef824c1af13c",
      "x".repeat(64),
      "y".repeat(65),
      "z".repeat(200),
      "khóa bí mật",
    ];
    for (const key of keys) {
      for (let length = 0; length < 140; length += 7) {
        const message = `${toHex(bytesFor(length, key.length))}:${length}:Tôm`;
        expect(toHex(hmacSha256(key, message)), `${key.length}/${length}`).toBe(
          createHmac("sha256", key).update(message).digest("hex"),
        );
      }
    }
  });
});

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
