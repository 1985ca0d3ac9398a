import { describe, expect, it } from "vitest";
import { createFairStream, hmacSha256, sha256Hex, spinWheel } from "@lotus/contracts/web";
import { checkRaffle } from "./raffle";

const seed = "a".repeat(64);
const weights = [90, 9, 1];

describe("raffle check in the browser", () => {
  it("only shows the commitment while the seed is secret", () => {
    expect(checkRaffle({ seedHash: sha256Hex(seed), seed: null, clientSeed: "member-7", nonce: 0 }, weights)).toEqual({
      kind: "committed",
    });
  });

  it("refuses a revealed seed that does not hash to the commitment", () => {
    expect(checkRaffle({ seedHash: "0".repeat(64), seed, clientSeed: "member-7", nonce: 0 }, weights)).toEqual({
      kind: "mismatch",
    });
  });

  it("recomputes the member's prize as the server draws it", () => {
    const expected = spinWheel(
      weights,
      createFairStream(hmacSha256, { serverSeed: seed, clientSeed: "member-7", nonce: 20261127 }),
    );
    expect(checkRaffle({ seedHash: sha256Hex(seed), seed, clientSeed: "member-7", nonce: 20261127 }, weights)).toEqual({
      kind: "verified",
      prizeIndex: expected,
    });
  });
});
