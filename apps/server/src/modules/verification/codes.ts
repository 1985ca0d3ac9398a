import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_RESEND_SECONDS,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import * as repo from "./codes.repository.ts";

/**
 * Short-lived secrets, stored only as SHA-256 hashes in `verification_code`:
 * - codes: 6 digits from the CSPRNG, at most 10 minutes, single use, bound to their flow and
 *   target, at most 5 tries (SMS and e-mail codes);
 * - tickets: 256-bit random strings for multi-step flows (second verification, re-authentication,
 *   password-reset links, captcha answers, social-login hand-over).
 */
export type Flow =
  | "register_sms"
  | "login_sms"
  | "reset_password_sms"
  | "reset_password_email"
  | "second_verification"
  | "bind_mobile"
  | "bind_email"
  | "reauth"
  | "captcha"
  | "oauth_ticket"
  | "oauth_state"
  | "free_play_nonce";

type Queryable = DbClient;

const sha256 = (text: string) => createHash("sha256").update(text).digest();

export type IssuedCode = { id: string; code: string; expiresAt: Date; expiredMinutes: number };

/** Issues a new numeric code; refuses when one was sent to the same target less than a minute ago. */
export async function issueCode(
  db: Queryable,
  input: { flow: Flow; target: string; memberId?: bigint | null; ttlMinutes?: number; detail?: object },
): Promise<IssuedCode> {
  const ttl = Math.min(input.ttlMinutes ?? VERIFICATION_CODE_TTL_MINUTES, VERIFICATION_CODE_TTL_MINUTES);
  const wait = await repo.resendWaitSeconds(db, input.flow, input.target, VERIFICATION_RESEND_SECONDS);
  if (wait !== null) throw new AppError("sms_too_frequent", { seconds: Math.max(1, wait) });
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, "0");
  // A new code replaces every earlier open one of the same flow and target.
  await repo.closeOpenSecrets(db, input.flow, input.target);
  const row = await repo.insertSecret(db, {
    flow: input.flow,
    target: input.target,
    secretHash: sha256(`${input.flow}:${input.target}:${code}`),
    memberId: input.memberId ?? null,
    detail: input.detail ?? {},
    ttlSeconds: ttl * 60,
  });
  return { id: row.id, code, expiresAt: row.expires_at, expiredMinutes: ttl };
}

export type ConsumedSecret = { id: string; memberId: bigint | null; detail: Record<string, unknown> };

/**
 * Checks a code against the newest open one of its flow and target and consumes it on success.
 * A wrong code costs a try; the fifth wrong try burns the code. The row is locked so that two
 * parallel guesses cannot both be counted as the first.
 */
export async function consumeCode(
  db: Db,
  input: { flow: Flow; target: string; code: string },
): Promise<ConsumedSecret> {
  // A failure commits too (the try it cost is kept), then is thrown.
  const outcome = await inTransaction(db, async (tx): Promise<ConsumedSecret | AppError> => {
    const row = await repo.lockNewestOpenCode(tx, input.flow, input.target);
    if (!row) return new AppError("verification_code_invalid");
    if (row.expired) return new AppError("verification_code_expired");
    if (row.tries >= VERIFICATION_CODE_MAX_TRIES) return new AppError("verification_code_exhausted");
    if (!timingSafeEqual(row.secret_hash, sha256(`${input.flow}:${input.target}:${input.code}`))) {
      const tries = row.tries + 1;
      await repo.setCodeTries(tx, row.id, tries, VERIFICATION_CODE_MAX_TRIES);
      return new AppError(
        tries >= VERIFICATION_CODE_MAX_TRIES ? "verification_code_exhausted" : "verification_code_invalid",
      );
    }
    await repo.markSecretConsumed(tx, row.id);
    return { id: row.id, memberId: row.member_id, detail: row.detail };
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** Issues a 256-bit ticket; only its hash is stored, the target is the hash itself. */
export async function issueTicket(
  db: Queryable,
  input: { flow: Flow; memberId?: bigint | null; ttlMinutes: number; detail?: object },
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString("base64url");
  const hash = sha256(`${input.flow}:${ticket}`);
  const row = await repo.insertSecret(db, {
    flow: input.flow,
    target: hash.toString("hex"),
    secretHash: hash,
    memberId: input.memberId ?? null,
    detail: input.detail ?? {},
    ttlSeconds: Math.round(input.ttlMinutes * 60),
  });
  return { ticket, expiresAt: row.expires_at };
}

/**
 * Looks a ticket up. `consume` marks it used (single use, atomically: of two parallel
 * consumers only one gets the row); `peek` leaves it open. Expired or unknown → null.
 */
export async function readTicket(
  db: Queryable,
  flow: Flow,
  ticket: string,
  mode: "consume" | "peek",
): Promise<ConsumedSecret | null> {
  const target = sha256(`${flow}:${ticket}`).toString("hex");
  const row =
    mode === "consume" ? await repo.consumeOpenSecret(db, flow, target) : await repo.findOpenSecret(db, flow, target);
  return row ? { id: row.id, memberId: row.member_id, detail: row.detail } : null;
}

/** Records a failed answer against an open ticket (second verification); burns it at the limit. */
export async function failTicket(db: Queryable, id: string): Promise<{ burnt: boolean }> {
  const tries = await repo.addSecretTry(db, id, VERIFICATION_CODE_MAX_TRIES);
  return { burnt: (tries ?? VERIFICATION_CODE_MAX_TRIES) >= VERIFICATION_CODE_MAX_TRIES };
}
