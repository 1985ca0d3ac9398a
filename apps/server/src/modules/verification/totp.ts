import { Secret, TOTP } from "otpauth";
import type pg from "pg";
import type { Db } from "../../db/pool.ts";

/**
 * Authenticator codes (RFC 6238: SHA-1, 6 digits, 30-second steps — what every authenticator
 * app understands). A code is accepted one step early or late for clock drift, and never twice:
 * the accepted step is stored and any step at or before it is refused, so a code seen over a
 * shoulder or replayed from a log is useless even inside its window.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;

function totpOf(secret: string, account = "", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label: account,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret from the CSPRNG, base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans from the QR code. */
export function totpUri(account: string, secret: string, issuer: string): string {
  return totpOf(secret, account, issuer).toString();
}

/** The time step a code is valid for now (±1), or null; exported for tests. */
export function totpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Checks a code against the member's stored secret (enrolled or being enrolled) and uses it up.
 * The step is recorded with a conditional update, so of two parallel requests with the same
 * code only one succeeds.
 */
export async function verifyTotp(db: Db | pg.PoolClient, memberId: bigint, code: string): Promise<boolean> {
  const { rows } = await db.query<{ totp_secret: string | null }>("select totp_secret from member where id = $1", [
    memberId,
  ]);
  const secret = rows[0]?.totp_secret;
  if (!secret) return false;
  const step = totpStep(secret, code);
  if (step === null) return false;
  const used = await db.query(
    "update member set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2)",
    [memberId, step],
  );
  return used.rowCount === 1;
}
