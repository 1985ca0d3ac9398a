import { drawLotteryResult, verifyDraw, type LotteryResult, type LotteryVerification } from "@lotus/contracts/web";

export type VerificationVerdict = {
  /** The seed hashes to the previous link of the published chain. */
  chainOk: boolean;
  /** The seed and draw key give exactly the published numbers (null for an official result). */
  resultOk: boolean | null;
  /** Chain and result both check out (for an official result: the chain alone). */
  match: boolean;
  /** The numbers recomputed in this browser, or null when the seed or key are malformed. */
  recomputed: LotteryResult | null;
};

/**
 * Checks a draw in the browser with the contracts' own code (verifyDraw, drawLotteryResult), the
 * same code the server drew with. A result entered from the lottery company (source "official")
 * does not come from the seed, so only its chain link is checked.
 */
export function verifyInBrowser(v: LotteryVerification): VerificationVerdict {
  const result = { structure: v.structure, prizes: v.result.prizes } as LotteryResult;
  const { chainOk, resultOk } = verifyDraw({
    structure: v.structure,
    seed: v.seed,
    previousLink: v.previousLink,
    drawKey: v.drawKey,
    result,
  });
  let recomputed: LotteryResult | null = null;
  try {
    recomputed = drawLotteryResult(v.structure, v.seed, v.drawKey);
  } catch {
    recomputed = null;
  }
  if (v.source === "official") return { chainOk, resultOk: null, match: chainOk, recomputed };
  return { chainOk, resultOk, match: chainOk && resultOk, recomputed };
}
