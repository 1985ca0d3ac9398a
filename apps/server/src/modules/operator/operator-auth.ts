import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type pg from "pg";
import { CONSOLE_PERMISSIONS, type ConsolePermission, type Operator, type OperatorRole } from "@lotus/contracts";
import { inTransaction, type Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { burnVerifyTime, verifyPassword } from "../account/passwords.ts";
import { totpStep } from "../verification/totp.ts";
import { hashToken } from "../account/sessions.ts";
import { hitThrottle, readThrottle, refundThrottle } from "../../lib/request-throttle.ts";
import { appendAudit } from "./operator-audit.ts";

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

type Queryable = Db | pg.PoolClient;

export type OperatorSession = {
  sessionId: string;
  operatorId: bigint;
  username: string;
  displayName: string;
  role: OperatorRole;
};

declare module "fastify" {
  interface FastifyRequest {
    /** The console session `requireOperator` resolved. */
    operatorSession: OperatorSession | null;
  }
}

/** Who makes a console change, for its audit row: the operator's session and address. */
export type Actor = { session: OperatorSession; ip: string };

/** The actor of a request behind `requireOperator`. */
export const actorOf = (request: FastifyRequest): Actor => ({
  session: request.operatorSession!,
  ip: request.clientLocation().ip,
});

export const operatorOf = (session: OperatorSession): Operator => ({
  username: session.username,
  displayName: session.displayName,
  role: session.role,
});

export function mayDo(role: OperatorRole, permission: ConsolePermission): boolean {
  return (CONSOLE_PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}

/** The live session of a token (touching its last-seen time now and then); null when unknown, revoked, idle or expired. */
export async function findOperatorSession(db: Queryable, token: string): Promise<OperatorSession | null> {
  const { rows } = await db.query<{
    id: string;
    operator_id: bigint;
    username: string;
    display_name: string;
    role: OperatorRole;
    stale: boolean;
  }>(
    `select s.id, s.operator_id, o.username, o.display_name, o.role,
            s.last_seen_at < now() - make_interval(secs => $4) as stale
       from operator_session s join operator o on o.id = s.operator_id
      where s.token_hash = $1 and s.revoked_at is null and o.status = 'active'
        and s.created_at > now() - make_interval(hours => $2)
        and s.last_seen_at > now() - make_interval(mins => $3)`,
    [hashToken(token), OPERATOR_ABSOLUTE_HOURS, OPERATOR_IDLE_MINUTES, TOUCH_SECONDS],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) await db.query("update operator_session set last_seen_at = now() where id = $1", [row.id]);
  return {
    sessionId: row.id,
    operatorId: row.operator_id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
  };
}

/** A preHandler: a live console session whose role has `permission` (forbidden otherwise); "any": every role. */
export function requireOperator(permission: ConsolePermission | "any") {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    if (!header) throw new AppError("please_login_first");
    const match = TOKEN_PATTERN.exec(header);
    const session = match ? await findOperatorSession(request.server.db, match[1]!) : null;
    if (!session) throw new AppError("session_expired");
    request.operatorSession = session;
    if (permission !== "any" && !mayDo(session.role, permission)) throw new AppError("forbidden");
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
const OPERATOR_FAILURES_WITH_CODE = 2 * OPERATOR_FAILURES_PER_USERNAME;

type OperatorRow = {
  id: bigint;
  username: string;
  display_name: string;
  password_hash: string;
  role: OperatorRole;
  totp_secret: string;
  status: "active" | "disabled";
};

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
  request: FastifyRequest,
  input: { username: string; password: string; totp: string },
): Promise<{ token: string; operator: Operator }> {
  const db = request.server.db;
  const username = input.username.trim().toLowerCase();
  const ip = request.clientLocation().ip;
  const fail = async (reason: string, code: "operator_login_failed" | "too_many_attempts"): Promise<never> => {
    await hitThrottle(db, IP_SCOPE, request.ip, WINDOW_SECONDS);
    await appendAudit(db, { operator: username.slice(0, 64), action: "login_failed", ip, detail: { reason } });
    throw code === "too_many_attempts"
      ? new AppError("too_many_attempts", { minutes: OPERATOR_FAILURE_WINDOW_MINUTES })
      : new AppError("operator_login_failed");
  };

  const [userFailures, ipFailures] = await Promise.all([
    readThrottle(db, USER_SCOPE, username, WINDOW_SECONDS),
    readThrottle(db, IP_SCOPE, request.ip, WINDOW_SECONDS),
  ]);
  if (userFailures >= OPERATOR_FAILURES_WITH_CODE) return fail("too_many_attempts", "too_many_attempts");
  let guarded = userFailures >= OPERATOR_FAILURES_PER_USERNAME || ipFailures >= OPERATOR_FAILURES_PER_IP;
  if (!guarded && (await hitThrottle(db, USER_SCOPE, username, WINDOW_SECONDS)) > OPERATOR_FAILURES_PER_USERNAME) {
    // Parallel attempts took the last places first: this one is checked as a guarded one.
    await refundThrottle(db, USER_SCOPE, username);
    guarded = true;
  }

  const { rows } = await db.query<OperatorRow>(
    "select id, username, display_name, password_hash, role, totp_secret, status from operator where username = $1",
    [username],
  );
  const operator = rows[0];
  const signedIn = guarded
    ? await guardedCheck(db, operator, input, fail)
    : await fullCheck(db, operator, input, (reason) => fail(reason, "operator_login_failed"));

  await db.query("delete from request_throttle where scope = $1 and key = $2", [USER_SCOPE, username]);
  const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const userAgent = request.headers["user-agent"];
  await inTransaction(db, async (tx) => {
    const session = await tx.query<{ id: string }>(
      "insert into operator_session (operator_id, token_hash, ip, user_agent) values ($1, $2, $3, $4) returning id",
      [signedIn.id, hashToken(token), ip, (typeof userAgent === "string" ? userAgent : "").slice(0, 512)],
    );
    await appendAudit(tx, {
      operator: signedIn.username,
      action: "login",
      target: `session:${session.rows[0]!.id}`,
      ip,
    });
  });
  return {
    token,
    operator: { username: signedIn.username, displayName: signedIn.display_name, role: signedIn.role },
  };
}

/** Uses up a code's step: of two requests with the same code only one gets it; a used code never again. */
async function useStep(db: Db, operatorId: bigint, step: number): Promise<boolean> {
  const used = await db.query(
    "update operator set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2)",
    [operatorId, step],
  );
  return used.rowCount === 1;
}

/** Within the budgets: password, then code, every failure the same operator_login_failed. */
async function fullCheck(
  db: Db,
  operator: OperatorRow | undefined,
  input: { password: string; totp: string },
  fail: (reason: string) => Promise<never>,
): Promise<OperatorRow> {
  if (!operator) {
    await burnVerifyTime(input.password);
    return fail("unknown_username");
  }
  if (!(await verifyPassword(operator.password_hash, input.password))) return fail("password");
  const step = totpStep(operator.totp_secret, input.totp);
  if (step === null) return fail("totp");
  if (!(await useStep(db, operator.id, step))) return fail("totp_reused");
  if (operator.status !== "active") return fail("disabled");
  return operator;
}

/**
 * Over a budget: the code first (cheap), then the password; every failure too_many_attempts. A
 * wrong password after a right code is charged to the username (up to OPERATOR_FAILURES_WITH_CODE).
 */
async function guardedCheck(
  db: Db,
  operator: OperatorRow | undefined,
  input: { username: string; password: string; totp: string },
  fail: (reason: string, code: "too_many_attempts") => Promise<never>,
): Promise<OperatorRow> {
  const refuse = () => fail("too_many_attempts", "too_many_attempts");
  if (!operator || operator.status !== "active") return refuse();
  const step = totpStep(operator.totp_secret, input.totp);
  if (step === null || !(await useStep(db, operator.id, step))) return refuse();
  if (!(await verifyPassword(operator.password_hash, input.password))) {
    await hitThrottle(db, USER_SCOPE, operator.username, WINDOW_SECONDS);
    return refuse();
  }
  return operator;
}

/** Ends the session of the request (and writes the audit row in the same transaction). */
export async function logoutOperator(db: Db, session: OperatorSession, ip: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.query("update operator_session set revoked_at = now() where id = $1 and revoked_at is null", [
      session.sessionId,
    ]);
    await appendAudit(tx, { operator: session.username, action: "logout", target: `session:${session.sessionId}`, ip });
  });
}
