import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Env } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { spendToken } from "../account/session.repository.ts";
import { altchaVerifier } from "./altcha.ts";
import type { HumanVerifier } from "./human-provider.ts";

export type { HumanVerifier } from "./human-provider.ts";

/** The providers HUMAN_VERIFICATION may name (see provider.ts for adding one). */
const PROVIDERS: Record<Env["HUMAN_VERIFICATION"], (app: FastifyInstance) => HumanVerifier> = {
  altcha: (app) =>
    altchaVerifier({ db: app.db, hmacKey: app.env.ALTCHA_HMAC_KEY, maxNumber: app.env.ALTCHA_MAX_NUMBER }),
};

const verifiers = new WeakMap<FastifyInstance, HumanVerifier>();

/** The configured provider of this server. */
export function humanVerifier(app: FastifyInstance): HumanVerifier {
  let verifier = verifiers.get(app);
  if (!verifier) {
    verifier = PROVIDERS[app.env.HUMAN_VERIFICATION](app);
    verifiers.set(app, verifier);
  }
  return verifier;
}

/**
 * Throws `human_verification_required` unless `payload` is a valid, unexpired solution of a
 * challenge this server issued that has not been used before. A solution is spent the moment it
 * is accepted, even if the call it came with fails afterwards: one proof of work buys one attempt.
 */
export async function verifyHumanSolution(request: FastifyRequest, payload: string | undefined): Promise<void> {
  if (!payload) throw new AppError("human_verification_required");
  const verifier = humanVerifier(request.server);
  const verdict = await verifier.verify(payload).catch(() => null);
  if (!verdict) throw new AppError("human_verification_required");
  const hash = createHash("sha256").update(`${verifier.id}:${verdict.replayKey}`).digest();
  if (!(await spendToken(request.server.db, "human_solution", hash, verdict.expiresAt))) {
    throw new AppError("human_verification_required");
  }
}

/** A new challenge of the configured provider; also clears markers that can no longer matter. */
export async function createHumanChallenge(app: FastifyInstance) {
  await app.db.query("delete from spent_token where expires_at < now() - interval '1 minute'");
  return humanVerifier(app).createChallenge();
}
