import type { FastifyRequest } from "fastify";
import type pg from "pg";
import type { Db } from "../../db/pool.ts";

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
  | "totp_enabled"
  | "totp_disabled"
  | "payment_password"
  | "reauth"
  | "account_disabled";

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

/** Appends one event to the hash-chained `auth_event` log. (Stub: implemented by the session work.) */
export async function recordAuthEvent(db: Db | pg.PoolClient, event: AuthEvent): Promise<void> {
  void db;
  void event;
}
