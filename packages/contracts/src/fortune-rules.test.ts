import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashServerSeed, sha256Hex, type HmacSha256 } from "./fair.ts";
import {
  chancePercent,
  envelopeSplitFromSeed,
  envelopeSplitHash,
  verifyEnvelope,
  verifySpin,
  wheelSegment,
} from "./fortune-rules.ts";

const nodeHmac: HmacSha256 = (key, message) => createHmac("sha256", key).update(message).digest();
const SEED = "1f3870be274f6c49b3e31a0c6728957f1f3870be274f6c49b3e31a0c6728957f";
const OTHER = "2f3870be274f6c49b3e31a0c6728957f1f3870be274f6c49b3e31a0c6728957f";
const split = { total: 1_000_000n, packets: 7, minimum: 10_000n, mode: "random" as const };

describe("red envelope recomputation", () => {
  it("makes the same split on the server (node HMAC) and in the browser (pure HMAC)", () => {
    const server = envelopeSplitFromSeed(split, SEED, nodeHmac);
    expect(envelopeSplitFromSeed(split, SEED)).toEqual(server);
    expect(server.reduce((a, b) => a + b, 0n)).toBe(split.total);
    expect(server.every((a) => a >= split.minimum)).toBe(true);
    expect(envelopeSplitFromSeed(split, OTHER)).not.toEqual(server);
  });

  it("hashes the split as comma-separated digits", () => {
    expect(envelopeSplitHash([1n, 20n, 300n])).toBe(sha256Hex("1,20,300"));
  });

  it("verifies a revealed envelope and names what does not match", () => {
    const amounts = envelopeSplitFromSeed(split, SEED);
    const reveal = {
      split,
      seedHash: hashServerSeed(SEED),
      splitHash: envelopeSplitHash(amounts),
      serverSeed: SEED,
      amounts,
      taken: [
        { position: 1, amount: amounts[0]! },
        { position: 3, amount: amounts[2]! },
      ],
    };
    expect(verifyEnvelope(reveal)).toMatchObject({ seedOk: true, splitOk: true, packetsOk: true, match: true });
    expect(verifyEnvelope({ ...reveal, serverSeed: OTHER })).toMatchObject({ seedOk: false, match: false });
    expect(verifyEnvelope({ ...reveal, taken: [{ position: 2, amount: amounts[0]! + 1n }] })).toMatchObject({
      packetsOk: false,
      match: false,
    });
    const swapped = [amounts[1]!, amounts[0]!, ...amounts.slice(2)];
    expect(verifyEnvelope({ ...reveal, amounts: swapped }).splitOk).toBe(amounts[0] === amounts[1]);
  });
});

describe("lucky wheel recomputation", () => {
  const weights = [30, 25, 15, 10, 10, 6, 3, 1];

  it("lands where the server landed, for every nonce, with either HMAC", () => {
    for (let nonce = 0; nonce < 50; nonce += 1) {
      const seeds = { serverSeed: SEED, clientSeed: "lucky", nonce };
      const segment = wheelSegment(weights, seeds, nodeHmac);
      expect(wheelSegment(weights, seeds)).toBe(segment);
      expect(verifySpin({ ...seeds, seedHash: hashServerSeed(SEED), weights, segment }).match).toBe(true);
      expect(verifySpin({ ...seeds, seedHash: hashServerSeed(SEED), weights, segment: (segment + 1) % 8 }).match).toBe(
        false,
      );
    }
  });

  it("refuses a seed that is not the committed one", () => {
    const seeds = { serverSeed: OTHER, clientSeed: "lucky", nonce: 0 };
    const segment = wheelSegment(weights, seeds);
    expect(verifySpin({ ...seeds, seedHash: hashServerSeed(SEED), weights, segment })).toMatchObject({
      seedOk: false,
      segmentOk: true,
      match: false,
    });
  });

  it("prints exact chances to four decimals", () => {
    expect(chancePercent(1, 3)).toBe("33.3333");
    expect(chancePercent(25, 100)).toBe("25");
    expect(chancePercent(1, 8)).toBe("12.5");
    expect(chancePercent(0, 5)).toBe("0");
  });
});
