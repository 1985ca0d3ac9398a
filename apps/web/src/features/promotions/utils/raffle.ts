import { createFairStream, hmacSha256, sha256Hex, spinWheel } from "@lotus/contracts/web";

export type RaffleCommitment = { seedHash: string; seed: string | null; clientSeed: string | null; nonce: number };
export type RaffleCheck =
  { kind: "committed" } | { kind: "mismatch" } | { kind: "verified"; prizeIndex: number | null };

/**
 * Recomputes a raffle draw in the browser (issue 15: every chance outcome verifiable): the revealed
 * seed must hash to the commitment shown from the start, and the member's prize is the wheel over
 * the published weights (the chances' numerators) driven by the seed, their client seed and nonce.
 */
export function checkRaffle(commitment: RaffleCommitment, weights: readonly number[]): RaffleCheck {
  if (commitment.seed === null) return { kind: "committed" };
  if (sha256Hex(commitment.seed) !== commitment.seedHash) return { kind: "mismatch" };
  if (commitment.clientSeed === null || weights.length === 0) return { kind: "verified", prizeIndex: null };
  const stream = createFairStream(hmacSha256, {
    serverSeed: commitment.seed,
    clientSeed: commitment.clientSeed,
    nonce: commitment.nonce,
  });
  return { kind: "verified", prizeIndex: spinWheel(weights, stream) };
}
