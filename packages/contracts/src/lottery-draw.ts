/*
 * The provably fair lottery draw (issue 14): the numbers of one draw from a hash-chain seed and the
 * draw's key, in pure TypeScript so the server draws and any browser verifies with the same code.
 *
 * Seeds come from a hash chain: the operator picks a secret s_0, computes s_{k+1} = nextChainLink(s_k)
 * up to s_M and publishes s_M (the terminal link) before the first draw. Draws consume the chain
 * backwards: draw n (1-based) uses seed_n = s_{M−n}, and seed_0 := s_M. Publishing seed_n after draw
 * n lets anyone check nextChainLink(seed_n) === seed_{n−1}, so no seed could be chosen after the
 * chain was committed, and the seeds of later draws stay unknown until they are used.
 *
 * A draw's numbers are createFairStream(HMAC-SHA256, { serverSeed: seed, clientSeed: drawKey,
 * nonce: 0 }) read one decimal digit at a time (nextInt(10), unbiased), in generation order: the
 * prizes in their listed order (ĐB first, then G1, G2 …), each prize's numbers in turn, each
 * number's digits left to right. The draw key names the draw ("MB-20261127",
 * "EL1-20261127-0815") and must match CLIENT_SEED_PATTERN.
 */
import { createFairStream, hmacSha256, isClientSeed, isServerSeed, sha256Hex } from "./fair.ts";
import { LOTTERY_PRIZES, type LotteryPrize, type LotteryRegion } from "./lottery-schedule.ts";

/**
 * A prize structure: `north` (Miền Bắc, 27 numbers) or `southern` (18 numbers, drawn by every
 * station of Miền Nam and Miền Trung) — the keys of LOTTERY_PRIZES.
 */
export type LotteryStructure = keyof typeof LOTTERY_PRIZES;
export const LOTTERY_STRUCTURES: readonly LotteryStructure[] = ["north", "southern"];

/** A prize row's code: "DB" (giải đặc biệt), "G1" … "G8". */
export type LotteryPrizeCode = LotteryPrize["prize"];

/** The numbers of one draw, prizes in the structure's listed order (ĐB first). */
export type LotteryResult = {
  structure: LotteryStructure;
  /** `numbers`: zero-padded decimal digit strings, as many and as long as the prize row says. */
  prizes: { prize: LotteryPrizeCode; numbers: string[] }[];
};

/** One step of the televised reveal: the prize row and the number's index within it. */
export type LotteryRevealStep = readonly [prize: LotteryPrizeCode, index: number];

/** The structure a region's stations draw (Miền Trung draws the southern one). */
export function structureOf(region: LotteryRegion): LotteryStructure {
  return region === "north" ? "north" : "southern";
}

/** The next link of a draw-seed hash chain: SHA-256 of the 64-hex link as UTF-8 text (as hashServerSeed). */
export function nextChainLink(link: string): string {
  return sha256Hex(link);
}

/**
 * The numbers of one draw. `seed` is the draw's chain link (64 lower-case hex characters) and
 * `drawKey` names the draw (CLIENT_SEED_PATTERN); throws on either malformed, which is a
 * programming error where the server draws (verifyDraw answers false instead).
 */
export function drawLotteryResult(structure: LotteryStructure, seed: string, drawKey: string): LotteryResult {
  const stream = createFairStream(hmacSha256, { serverSeed: seed, clientSeed: drawKey, nonce: 0 });
  return {
    structure,
    prizes: LOTTERY_PRIZES[structure].map(({ prize, count, digits }) => {
      const numbers: string[] = [];
      for (let n = 0; n < count; n++) {
        let number = "";
        for (let d = 0; d < digits; d++) number += String(stream.nextInt(10));
        numbers.push(number);
      }
      return { prize, numbers };
    }),
  };
}

/**
 * The order the televised draw reveals the numbers: the lowest prize row first and the special
 * prize (ĐB) last; within a row, its numbers in their listed order.
 */
export function revealOrder(structure: LotteryStructure): LotteryRevealStep[] {
  return [...LOTTERY_PRIZES[structure]]
    .reverse()
    .flatMap(({ prize, count }) => Array.from({ length: count }, (_, index): LotteryRevealStep => [prize, index]));
}

/** Every number of a result in generation order (ĐB first), for settlement. */
export function lotteryNumbers(result: LotteryResult): string[] {
  return result.prizes.flatMap((row) => row.numbers);
}

/** The special prize's (ĐB) number. */
export function specialNumber(result: LotteryResult): string {
  const special = result.prizes.find((row) => row.prize === "DB")?.numbers[0];
  if (special === undefined) throw new Error("lottery result has no special prize");
  return special;
}

export type DrawVerification = {
  /** The draw's seed hashes to the previous link of the chain (the terminal hash for draw 1). */
  chainOk: boolean;
  /** Drawing again from the seed and the key gives exactly the published numbers. */
  resultOk: boolean;
};

/**
 * What a player checks after a draw: that its revealed seed belongs to the committed chain and that
 * the published result is the one the seed and the draw key give. Malformed inputs verify false.
 */
export function verifyDraw(input: {
  structure: LotteryStructure;
  seed: string;
  previousLink: string;
  drawKey: string;
  result: LotteryResult;
}): DrawVerification {
  const { structure, seed, previousLink, drawKey, result } = input;
  if (!isServerSeed(seed)) return { chainOk: false, resultOk: false };
  const chainOk = nextChainLink(seed) === previousLink;
  const resultOk =
    isClientSeed(drawKey) &&
    Object.hasOwn(LOTTERY_PRIZES, structure) &&
    sameResult(drawLotteryResult(structure, seed, drawKey), result);
  return { chainOk, resultOk };
}

function sameResult(expected: LotteryResult, actual: LotteryResult): boolean {
  if (actual.structure !== expected.structure || actual.prizes.length !== expected.prizes.length) return false;
  return expected.prizes.every((row, i) => {
    const other = actual.prizes[i]!;
    return (
      other.prize === row.prize &&
      other.numbers.length === row.numbers.length &&
      row.numbers.every((number, j) => other.numbers[j] === number)
    );
  });
}
