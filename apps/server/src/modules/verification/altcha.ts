import { randomBytes } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib/v1";
import type { Db } from "../../db/pool.ts";
import type { HumanVerifier } from "./human-provider.ts";
import { loadOrCreateServerSecret } from "./human.repository.ts";

/** A challenge must be solved and used within this many minutes. */
export const ALTCHA_TTL_MINUTES = 5;

/**
 * The signing key: ALTCHA_HMAC_KEY when configured, otherwise one generated on first use and kept
 * in `server_secret`, so that every server process of a deployment accepts every challenge.
 */
function loadHmacKey(db: Db): Promise<string> {
  return loadOrCreateServerSecret(db, "altcha_hmac_key", randomBytes(32).toString("base64url"));
}

/** ALTCHA (v1 format): find the number n < maxnumber with sha256(salt + n) = challenge. */
export function altchaVerifier(options: { db: Db; hmacKey?: string; maxNumber: number }): HumanVerifier {
  let key: Promise<string> | undefined;
  const hmacKey = () => {
    key ??= options.hmacKey
      ? Promise.resolve(options.hmacKey)
      : loadHmacKey(options.db).catch((error: unknown) => {
          key = undefined;
          throw error;
        });
    return key;
  };
  return {
    id: "altcha",
    async createChallenge() {
      const challenge = await createChallenge({
        hmacKey: await hmacKey(),
        algorithm: "SHA-256",
        maxnumber: options.maxNumber,
        expires: new Date(Date.now() + ALTCHA_TTL_MINUTES * 60_000),
      });
      return {
        provider: "altcha",
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        salt: challenge.salt,
        signature: challenge.signature,
        maxnumber: challenge.maxnumber ?? options.maxNumber,
      };
    },
    async verify(payload) {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
      } catch {
        return null;
      }
      if (typeof decoded !== "object" || decoded === null) return null;
      const { signature, salt, algorithm } = decoded as { signature?: unknown; salt?: unknown; algorithm?: unknown };
      if (typeof signature !== "string" || typeof salt !== "string" || algorithm !== "SHA-256") return null;
      // Every challenge this server signs carries an expiry; one without could be replayed forever.
      const expires = Number(new URLSearchParams(salt.split("?")[1] ?? "").get("expires"));
      if (!Number.isFinite(expires) || expires <= 0) return null;
      if (!(await verifySolution(payload, await hmacKey(), true).catch(() => false))) return null;
      return { replayKey: signature, expiresAt: new Date(expires * 1000) };
    },
  };
}
