import { describe, expect, it } from "vitest";
import { drawLotteryResult, nextChainLink, type LotteryVerification } from "@lotus/contracts/web";
import { verifyInBrowser } from "./verdict";

const seed = "7f".repeat(32);
const drawKey = "EL1-20261127-0815";
const drawn = drawLotteryResult("north", seed, drawKey);

const verification = (overrides: Partial<LotteryVerification> = {}): LotteryVerification => ({
  drawId: "41",
  gameCode: "EL1",
  issue: "20261127-0815",
  drawKey,
  structure: "north",
  source: "chain",
  chainNo: 1,
  chainIndex: 5,
  chainLength: 10_000,
  terminalHash: "00".repeat(32),
  seed,
  previousLink: nextChainLink(seed),
  result: { prizes: drawn.prizes },
  ...overrides,
});

describe("verifying a draw in the browser", () => {
  it("matches a draw whose seed is in the chain and whose numbers come from it", () => {
    const verdict = verifyInBrowser(verification());
    expect(verdict).toMatchObject({ chainOk: true, resultOk: true, match: true });
    expect(verdict.recomputed?.prizes).toEqual(drawn.prizes);
  });

  it("does not match when one published number differs", () => {
    const prizes = drawn.prizes.map((row) => ({ ...row, numbers: [...row.numbers] }));
    prizes[0]!.numbers[0] = prizes[0]!.numbers[0] === "00000" ? "00001" : "00000";
    expect(verifyInBrowser(verification({ result: { prizes } }))).toMatchObject({
      chainOk: true,
      resultOk: false,
      match: false,
    });
  });

  it("does not match when the seed does not hash to the previous link", () => {
    expect(verifyInBrowser(verification({ previousLink: "ab".repeat(32) }))).toMatchObject({
      chainOk: false,
      resultOk: true,
      match: false,
    });
  });

  it("checks only the chain of an official result", () => {
    const official = verifyInBrowser(verification({ source: "official", result: { prizes: [] } }));
    expect(official).toMatchObject({ chainOk: true, resultOk: null, match: true });
  });
});
