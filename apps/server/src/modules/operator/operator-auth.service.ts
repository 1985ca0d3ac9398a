import { randomBytes } from "node:crypto";
import { CONSOLE_PERMISSIONS, type ConsolePermission, type Operator, type OperatorRole } from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { burnVerifyTime, verifyPassword } from "../../lib/password-hash.ts";
import { totpStep } from "../../lib/totp.ts";
import { hashToken } from "../../lib/tokens.ts";
import { clearThrottle, hitThrottle, readThrottle, refundThrottle } from "../../lib/request-throttle.ts";
import { appendAudit } from "./operator-audit.service.ts";
import {
  findCredentials,
  findLiveSession,
  insertSession,
  revokeSession,
  touchSession,
  useTotpStep,
  type CredentialRow,
} from "./operator.repository.ts";

/*
 * Operator sign-in for the console. Operators are not members: their own table, argon2id
 * passwords, a mandatory TOTP code at every login (a code is accepted once: the step is stored),
 * their own opaque tokens (256 bits, "op_" + base64url, stored as SHA-256 in operator_session),
 * 30 minutes idle / 12 hours absolute. A member token is never an operator token and vice versa:
 * each is looked up only in its own table.
 */

export const OPERATOR_IDLE_MINUTES = 30;
export const OPERATOR_ABSOLUTE_HOURS = 12;
/** Failed logins per username and per IP within the window, then too_many_attempts. */
export const OPERATOR_FAILURES_PER_USERNAME = 5;
export const OPERATOR_FAILURES_PER_IP = 20;
export const OPERATOR_FAILURE_WINDOW_MINUTES = 15;
/** last_seen_at is written at most this often (an idle check does not need more, and reads stay reads). */
const TOUCH_SECONDS = 60;

const TOKEN_PREFIX = "op_";
const TOKEN_PATTERN = /^Bearer (op_[A-Za-z0-9_-]{43})$/;

export type OperatorSession = {
  sessionId: string;
  operatorId: bigint;
  username: string;
  displayName: string;
  role: OperatorRole;
};

export const operatorOf = (session: OperatorSession): Operator => ({
  username: session.username,
  displayName: session.displayName,
  role: session.role,
});

export function mayDo(role: OperatorRole, permission: ConsolePermission | "any"): boolean {
  return permission === "any" || (CONSOLE_PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}

/** The operator token of an Authorization header, or null when it is not one. */
export function operatorTokenOf(header: string): string | null {
  return TOKEN_PATTERN.exec(header)?.[1] ?? null;
}

/** The live session of a token (touching its last-seen time now and then); null when unknown, revoked, idle or expired. */
export async function findOperatorSession(db: DbClient, token: string): Promise<OperatorSession | null> {
  const row = await findLiveSession(db, hashToken(token), {
    absoluteHours: OPERATOR_ABSOLUTE_HOURS,
    idleMinutes: OPERATOR_IDLE_MINUTES,
    touchSeconds: TOUCH_SECONDS,
  });
  if (!row) return null;
  if (row.stale) await touchSession(db, row.id);
  return {
    sessionId: row.id,
    operatorId: row.operator_id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
  };
}

const USER_SCOPE = "operator_login_user";
const IP_SCOPE = "operator_login_ip";
const WINDOW_SECONDS = OPERATOR_FAILURE_WINDOW_MINUTES * 60;
/**
 * Failures of a username after which not even a login with a live code is checked: over
 * OPERATOR_FAILURES_PER_USERNAME only attempts whose code was right are counted, so only someone
 * holding the authenticator can get it there.
 */
export const OPERATOR_FAILURES_WITH_CODE = 2 * OPERATOR_FAILURES_PER_USERNAME;

/**
 * How a login is checked given the failures counted so far: "open" (password then code),
 * "guarded" (a budget is used up: code first, anything short of both is too_many_attempts) or
 * "closed" (too many failures even with a right code).
 */
export function loginGate(failures: { username: number; ip: number }): "open" | "guarded" | "closed" {
  if (failures.username >= OPERATOR_FAILURES_WITH_CODE) return "closed";
  if (failures.username >= OPERATOR_FAILURES_PER_USERNAME || failures.ip >= OPERATOR_FAILURES_PER_IP) return "guarded";
  return "open";
}

export type LoginInput = { username: string; password: string; totp: string };
/** Where a login comes from: the client address (audit, session), the throttle key of the peer and its user agent. */
export type LoginOrigin = { ip: string; throttleIp: string; userAgent: string };

/**
 * Password + TOTP sign-in. Any wrong part (unknown username, wrong password, wrong or reused code,
 * disabled operator) gets the same operator_login_failed, after the same argon2 work, and an
 * audit row. Attempts are charged to the username before the check (parallel guesses cannot slip
 * under the limit) and to the IP after a failure; a success clears the username's count.
 *
 * A username or an address over its budget is guarded, not closed (decision 52): the code is
 * checked first (no argon2 work for a guesser without the authenticator) and then the password,
 * and anything short of both answers too_many_attempts — so a third party cannot lock an operator
 * out, and a guesser learns nothing about the password.
 */
export async function loginOperator(
  db: Db,
  input: LoginInput,
  origin: LoginOrigin,
): Promise<{ token: string; operator: Operator }> {
  const username = input.username.trim().toLowerCase();
  const { ip } = origin;
  const fail = async (reason: string, code: "operator_login_failed" | "too_many_attempts"): Promise<never> => {
    await hitThrottle(db, IP_SCOPE, origin.throttleIp, WINDOW_SECONDS);
    await appendAudit(db, { operator: username.slice(0, 64), action: "login_failed", ip, detail: { reason } });
    throw code === "too_many_attempts"
      ? new AppError("too_many_attempts", { minutes: OPERATOR_FAILURE_WINDOW_MINUTES })
      : new AppError("operator_login_failed");
  };

  const [userFailures, ipFailures] = await Promise.all([
    readThrottle(db, USER_SCOPE, username, WINDOW_SECONDS),
    readThrottle(db, IP_SCOPE, origin.throttleIp, WINDOW_SECONDS),
  ]);
  const gate = loginGate({ username: userFailures, ip: ipFailures });
  if (gate === "closed") return fail("too_many_attempts", "too_many_attempts");
  let guarded = gate === "guarded";
  if (!guarded && (await hitThrottle(db, USER_SCOPE, username, WINDOW_SECONDS)) > OPERATOR_FAILURES_PER_USERNAME) {
    // Parallel attempts took the last places first: this one is checked as a guarded one.
    await refundThrottle(db, USER_SCOPE, username);
    guarded = true;
  }

  const operator = (await findCredentials(db, username)) ?? undefined;
  const signedIn = guarded
    ? await guardedCheck(db, operator, input, fail)
    : await fullCheck(db, operator, input, (reason) => fail(reason, "operator_login_failed"));

  await clearThrottle(db, USER_SCOPE, username);
  const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  await inTransaction(db, async (tx) => {
    const sessionId = await insertSession(tx, {
      operatorId: signedIn.id,
      tokenHash: hashToken(token),
      ip,
      userAgent: origin.userAgent.slice(0, 512),
    });
    await appendAudit(tx, { operator: signedIn.username, action: "login", target: `session:${sessionId}`, ip });
  });
  return {
    token,
    operator: { username: signedIn.username, displayName: signedIn.display_name, role: signedIn.role },
  };
}

/** Within the budgets: password, then code, every failure the same operator_login_failed. */
async function fullCheck(
  db: Db,
  operator: CredentialRow | undefined,
  input: { password: string; totp: string },
  fail: (reason: string) => Promise<never>,
): Promise<CredentialRow> {
  if (!operator) {
    await burnVerifyTime(input.password);
    return fail("unknown_username");
  }
  if (!(await verifyPassword(operator.password_hash, input.password))) return fail("password");
  const step = totpStep(operator.totp_secret, input.totp);
  if (step === null) return fail("totp");
  if (!(await useTotpStep(db, operator.id, step))) return fail("totp_reused");
  if (operator.status !== "active") return fail("disabled");
  return operator;
}

/**
 * Over a budget: the code first (cheap), then the password; every failure too_many_attempts. A
 * wrong password after a right code is charged to the username (up to OPERATOR_FAILURES_WITH_CODE).
 */
async function guardedCheck(
  db: Db,
  operator: CredentialRow | undefined,
  input: { username: string; password: string; totp: string },
  fail: (reason: string, code: "too_many_attempts") => Promise<never>,
): Promise<CredentialRow> {
  const refuse = () => fail("too_many_attempts", "too_many_attempts");
  if (!operator || operator.status !== "active") return refuse();
  const step = totpStep(operator.totp_secret, input.totp);
  if (step === null || !(await useTotpStep(db, operator.id, step))) return refuse();
  if (!(await verifyPassword(operator.password_hash, input.password))) {
    await hitThrottle(db, USER_SCOPE, operator.username, WINDOW_SECONDS);
    return refuse();
  }
  return operator;
}

/** Ends a console session (and writes the audit row in the same transaction). */
export async function logoutOperator(db: Db, session: OperatorSession, ip: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await revokeSession(tx, session.sessionId);
    await appendAudit(tx, { operator: session.username, action: "logout", target: `session:${session.sessionId}`, ip });
  });
}
