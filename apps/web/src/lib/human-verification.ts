import { PATHS, type HumanChallenge } from "@lotus/contracts/web";
import { apiGet, ApiError } from "./api-client";
import { encodeAltchaPayload, solveProofOfWork, type PowChallenge } from "./proof-of-work";

/**
 * Human verification before a username login, a registration or an SMS request (spec §4 Login 2).
 * The server names the provider in its challenge; the client runs that provider and returns the
 * opaque string the server verifies (`humanVerification` in the payload).
 *
 * Built in: ALTCHA, a self-hosted proof of work. A third-party provider (Cloudflare Turnstile,
 * hCaptcha…) plugs in with `registerHumanVerifier`: its `verify` renders the widget, waits for
 * the token and returns it; the server's matching verifier checks it.
 */
export interface HumanVerifier {
  readonly id: string;
  verify(challenge: HumanChallenge, signal?: AbortSignal): Promise<string>;
}

function solveInWorker(challenge: PowChallenge, signal?: AbortSignal): Promise<number | null> {
  if (typeof Worker === "undefined") return solveProofOfWork(challenge, { signal });
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./human-verification-worker.ts", import.meta.url), { type: "module" });
    const stop = () => {
      worker.terminate();
      reject(new DOMException("Aborted", "AbortError"));
    };
    signal?.addEventListener("abort", stop, { once: true });
    worker.addEventListener("message", (event: MessageEvent<number | null>) => {
      signal?.removeEventListener("abort", stop);
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener("error", () => {
      // A worker that cannot start (old browser, blocked by policy): solve here instead, slower but correct.
      signal?.removeEventListener("abort", stop);
      worker.terminate();
      solveProofOfWork(challenge, { signal }).then(resolve, reject);
    });
    worker.postMessage(challenge);
  });
}

export const altchaVerifier: HumanVerifier = {
  id: "altcha",
  async verify(challenge, signal) {
    const number = await solveInWorker(
      {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        salt: challenge.salt,
        max: challenge.maxnumber,
      },
      signal,
    );
    if (number === null) throw new ApiError("human_verification_required", "", 0);
    return encodeAltchaPayload(challenge, number);
  },
};

const verifiers = new Map<string, HumanVerifier>([[altchaVerifier.id, altchaVerifier]]);

export function registerHumanVerifier(verifier: HumanVerifier) {
  verifiers.set(verifier.id.toLowerCase(), verifier);
}

/** Fetches a fresh challenge (solutions are single use) and returns the provider's answer. */
export async function runHumanVerification(signal?: AbortSignal): Promise<string> {
  const challenge = await apiGet<HumanChallenge>(PATHS.humanChallenge, {}, signal);
  const verifier = verifiers.get(challenge.provider.toLowerCase());
  if (!verifier) throw new ApiError("human_verification_required", "", 0);
  return verifier.verify(challenge, signal);
}
