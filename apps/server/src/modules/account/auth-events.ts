import type { FastifyRequest } from "fastify";
import type { DbClient } from "../../db/pool.ts";
import { canonicalJson, verifyHashChain } from "../../lib/canonical-json.ts";
import {
  appendAuthEvent,
  readAuthEventPage,
  type AuthEventRow,
  type AuthEventStored,
} from "./auth-events.repository.ts";

export type { AuthEventRow } from "./auth-events.repository.ts";

/** Every authentication event, success or failure (issue 3): never a password, code or token. */
export type AuthEventName =
  | "login"
  | "logout"
  | "register"
  | "password_change"
  | "password_reset"
  | "second_verification"
  | "free_play"
  | "social_login"
  | "session_revoked"
  | "code_sent"
  | "bind_mobile"
  | "bind_email"
  | "payee_name"
  | "profile_updated"
  | "totp_enabled"
  | "totp_disabled"
  | "payment_password"
  | "reauth"
  | "account_disabled"
  /** An operator froze, unfroze, locked, unlocked or closed the account (detail: action, reason). */
  | "account_state"
  /** A responsible-gaming change (issue 16): limits, reality check, time-out, self-exclusion (detail). */
  | "protection";

export type AuthEvent = {
  memberId?: bigint | null;
  account?: string;
  event: AuthEventName;
  outcome: "success" | "failure";
  method?: string;
  /** Supplies ip, country and user agent. */
  request?: FastifyRequest;
  detail?: Record<string, string | number | boolean>;
};

// A detail key that names a secret is dropped, whatever the caller passed: the log must stay
// readable by auditors without ever holding a credential.
// (A boolean says nothing secret, e.g. { passwordExpired: true }, and is kept.)
const SECRET_KEY = /password|secret|token|ticket|answer|otp|captcha|^code$|verificationcode|hash|nonce/i;

function cleanDetail(detail: AuthEvent["detail"]): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(detail ?? {})) {
    if (typeof value !== "boolean" && SECRET_KEY.test(key)) continue;
    clean[key] = typeof value === "string" ? value.slice(0, 256) : value;
  }
  return clean;
}

/**
 * Appends one event to the hash-chained `auth_event` log. The append (lock, read of the last
 * hash, insert) runs in the `auth_event_append` database function so that the chain stays
 * linear whether `db` is the pool or a client inside a caller's transaction.
 */
export async function recordAuthEvent(db: DbClient, event: AuthEvent): Promise<void> {
  const request = event.request;
  const location = request ? request.clientLocation() : { ip: "", country: "" };
  const userAgent = request?.headers["user-agent"];
  const row: AuthEventRow = {
    at: new Date().toISOString(),
    member_id: event.memberId === undefined || event.memberId === null ? null : String(event.memberId),
    account: (event.account ?? "").slice(0, 64),
    event: event.event,
    outcome: event.outcome,
    method: (event.method ?? "").slice(0, 32),
    ip: location.ip,
    country: location.country,
    user_agent: (typeof userAgent === "string" ? userAgent : "").slice(0, 512),
    detail: cleanDetail(event.detail),
  };
  await appendAuthEvent(db, row, canonicalJson(row));
}

/** Checks the whole `auth_event` chain (`npm run admin -- auth-events verify`). */
export function verifyAuthEventChain(db: DbClient): Promise<{ rows: number; brokenAt: bigint | null }> {
  return verifyHashChain<AuthEventStored>(
    (afterId) => readAuthEventPage(db, afterId),
    (r): AuthEventRow => ({
      at: r.at.toISOString(),
      member_id: r.member_id === null ? null : String(r.member_id),
      account: r.account,
      event: r.event,
      outcome: r.outcome,
      method: r.method,
      ip: r.ip,
      country: r.country,
      user_agent: r.user_agent,
      detail: r.detail,
    }),
  );
}
