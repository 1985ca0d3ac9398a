import { Secret, TOTP } from "otpauth";

/**
 * Authenticator codes (RFC 6238: SHA-1, 6 digits, 30-second steps — what every authenticator
 * app understands). A code is accepted one step early or late for clock drift; the caller stores
 * the accepted step and refuses any step at or before it, so a code is never accepted twice.
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

/** The time step a code is valid for now (±1), or null. */
export function totpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}
