/*
 * The demo vendor's node:crypto pieces (node-hmac.ts) against the shared pure TypeScript of
 * packages/contracts/src/fair.ts: the server and the verification page must compute the same bytes.
 */
import { describe, expect, it } from "vitest";
import { hashServerSeed, hmacSha256, isClientSeed, isServerSeed, sha256Hex, toHex } from "@lotus/contracts/web";
import { newClientSeed, newServerSeed, nodeHmacSha256, nodeSha256Hex } from "./node-hmac.ts";

describe("node-hmac", () => {
  it("agrees with the node HMAC the server uses on the round messages", () => {
    const serverSeed = nodeSha256Hex("seed");
    for (let nonce = 0; nonce < 200; nonce++) {
      const message = `client-seed:${nonce}:${nonce % 3}`;
      expect(toHex(hmacSha256(serverSeed, message))).toBe(toHex(nodeHmacSha256(serverSeed, message)));
    }
  });

  it("publishes the same commitment with node:crypto as with the pure SHA-256", () => {
    const serverSeed = "0df5c09e85c8ba9c34800cde7227fa391139eead27beb3ce32c0ef824c1af13c";
    expect(hashServerSeed(serverSeed, nodeSha256Hex)).toBe(hashServerSeed(serverSeed));
    for (const text of ["", "abc", "Bầu Cua Tôm Cá"]) expect(nodeSha256Hex(text)).toBe(sha256Hex(text));
  });

  it("makes fresh 64-hex server seeds and valid client seeds from the CSPRNG", () => {
    const seeds = new Set(Array.from({ length: 50 }, () => newServerSeed()));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(isServerSeed(seed)).toBe(true);
    expect(isClientSeed(newClientSeed())).toBe(true);
  });
});
