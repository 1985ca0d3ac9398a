import type { HumanChallenge } from "@lotus/contracts";

/**
 * Human verification before username login, registration and SMS requests (issue 3 §2). The
 * client fetches a challenge from PATHS.humanChallenge, solves it, and sends the base64 solution
 * as `humanVerification` in the payload; the server checks it with the configured provider.
 *
 * Built in: ALTCHA (self-hosted proof of work, `altcha.ts`) — no third party sees the visitors.
 *
 * Adding a third-party provider (Cloudflare Turnstile, hCaptcha …):
 * 1. implement `HumanVerifier` in a new file here: `createChallenge` returns what the widget needs
 *    (for a widget with a site key, widen `humanChallengeResponseSchema` in packages/contracts to a
 *    union on `provider`), and `verify` posts the token to the provider's siteverify endpoint with
 *    the secret from the environment and returns the token itself as `replayKey` (those tokens are
 *    single use on the provider's side too) and the provider's expiry;
 * 2. add its id to HUMAN_VERIFICATION in env.ts and its factory to `PROVIDERS` in `human.ts`;
 * 3. teach the web client's human-verification module to render that provider's widget.
 * The single-use bookkeeping (`spent_token`) and the error handling stay in `human.ts`.
 */
export interface HumanVerifier {
  readonly id: string;
  createChallenge(): Promise<HumanChallenge>;
  /**
   * Checks a solution. Valid → the key that identifies what was solved (so that it is accepted
   * once only, however it is re-encoded) and when it stops being valid anyway; otherwise null.
   */
  verify(payload: string): Promise<{ replayKey: string; expiresAt: Date } | null>;
}
