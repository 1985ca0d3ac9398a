/**
 * The ALTCHA proof of work (human verification, spec §4 Login 2): find the number n in
 * [start, max] whose SHA-256 of `salt + n`, in hex, equals the challenge. WebCrypto only, so the
 * same code runs in a Web Worker, on the main thread and in node tests.
 */
export type PowChallenge = { algorithm: string; challenge: string; salt: string; max: number };

const encoder = new TextEncoder();
/** Digests in flight at once: one await per batch instead of per number is several times faster. */
const BATCH = 256;

function bytesOfHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function equal(buffer: ArrayBuffer, target: Uint8Array): boolean {
  const bytes = new Uint8Array(buffer);
  if (bytes.length !== target.length) return false;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== target[i]) return false;
  return true;
}

/** The solution number, or null when none exists in the range or `signal` aborted the search. */
export async function solveProofOfWork(
  { algorithm, challenge, salt, max }: PowChallenge,
  { start = 0, signal }: { start?: number; signal?: AbortSignal } = {},
): Promise<number | null> {
  const name = algorithm.toUpperCase();
  if (!/^[0-9a-f]+$/i.test(challenge) || challenge.length % 2 !== 0) return null;
  const target = bytesOfHex(challenge.toLowerCase());
  for (let from = start; from <= max; from += BATCH) {
    if (signal?.aborted) return null;
    const to = Math.min(max, from + BATCH - 1);
    const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const digests = await Promise.all(numbers.map((n) => crypto.subtle.digest(name, encoder.encode(salt + n))));
    const index = digests.findIndex((digest) => equal(digest, target));
    if (index >= 0) return numbers[index]!;
  }
  return null;
}

/** altcha-lib's `verifySolution` reads base64 of this JSON. */
export function encodeAltchaPayload(
  challenge: { algorithm: string; challenge: string; salt: string; signature: string },
  number: number,
): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  });
  return btoa(String.fromCharCode(...encoder.encode(json)));
}
