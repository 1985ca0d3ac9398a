import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { nodeHmacSha256, nodeSha256Hex } from "./node-hmac.ts";
import { hmacSha256, sha256, sha256Hex, toHex } from "./sha256.ts";

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

  it("agrees with the node HMAC the server uses on the round messages", () => {
    const serverSeed = nodeSha256Hex("seed");
    for (let nonce = 0; nonce < 200; nonce++) {
      const message = `client-seed:${nonce}:${nonce % 3}`;
      expect(toHex(hmacSha256(serverSeed, message))).toBe(toHex(nodeHmacSha256(serverSeed, message)));
    }
  });
});
