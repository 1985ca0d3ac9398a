import { createHash } from "node:crypto";
import type { Env } from "../../env.ts";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { pruneSpentTokens, spendToken } from "./human.repository.ts";
import { altchaVerifier } from "./altcha.ts";
import type { HumanVerifier } from "./human-provider.ts";

export type { HumanVerifier } from "./human-provider.ts";

/** What the human check needs of its server: the pool and the provider's settings. */
export type HumanDeps = {
  db: Db;
  env: Pick<Env, "HUMAN_VERIFICATION" | "ALTCHA_HMAC_KEY" | "ALTCHA_MAX_NUMBER">;
};

/** The providers HUMAN_VERIFICATION may name (see provider.ts for adding one). */
const PROVIDERS: Record<Env["HUMAN_VERIFICATION"], (deps: HumanDeps) => HumanVerifier> = {
  altcha: ({ db, env }) => altchaVerifier({ db, hmacKey: env.ALTCHA_HMAC_KEY, maxNumber: env.ALTCHA_MAX_NUMBER }),
};

// One verifier per server (keyed on its settings object: each test app has its own).
const verifiers = new WeakMap<object, HumanVerifier>();

/** The configured provider of this server. */
export function humanVerifier(deps: HumanDeps): HumanVerifier {
  let verifier = verifiers.get(deps.env);
  if (!verifier) {
    verifier = PROVIDERS[deps.env.HUMAN_VERIFICATION](deps);
    verifiers.set(deps.env, verifier);
  }
  return verifier;
}

/**
 * Throws `human_verification_required` unless `payload` is a valid, unexpired solution of a
 * challenge this server issued that has not been used before. A solution is spent the moment it
 * is accepted, even if the call it came with fails afterwards: one proof of work buys one attempt.
 */
export async function verifyHumanSolution(deps: HumanDeps, payload: string | undefined): Promise<void> {
  if (!payload) throw new AppError("human_verification_required");
  const verifier = humanVerifier(deps);
  const verdict = await verifier.verify(payload).catch(() => null);
  if (!verdict) throw new AppError("human_verification_required");
  const hash = createHash("sha256").update(`${verifier.id}:${verdict.replayKey}`).digest();
  if (!(await spendToken(deps.db, "human_solution", hash, verdict.expiresAt))) {
    throw new AppError("human_verification_required");
  }
}

/** A new challenge of the configured provider; also clears markers that can no longer matter. */
export async function createHumanChallenge(deps: HumanDeps) {
  await pruneSpentTokens(deps.db);
  return humanVerifier(deps).createChallenge();
}
