import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type pg from "pg";
import { CONSOLE_PERMISSIONS, type ConsolePermission, type Operator, type OperatorRole } from "@lotus/contracts";
import { inTransaction, type Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { burnVerifyTime, verifyPassword } from "../auth/passwords.ts";
import { totpStep } from "../auth/totp.ts";
import { hashToken } from "../auth/sessions.ts";
import { hitThrottle } from "../session/request-throttle.ts";
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

async function failuresOf(db: Queryable, scope: string, key: string): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    `select hits from request_throttle
      where scope = $1 and key = $2 and window_started_at > now() - make_interval(mins => $3)`,
    [scope, key, OPERATOR_FAILURE_WINDOW_MINUTES],
  );
  return rows[0]?.hits ?? 0;
}

const USER_SCOPE = "operator_login_user";
const IP_SCOPE = "operator_login_ip";

/**
 * Password + TOTP sign-in. Any wrong part (unknown username, wrong password, wrong or reused code,
 * disabled operator) gets the same operator_login_failed, after the same argon2 work, and an
 * audit row. Attempts are charged to the username before the check (parallel guesses cannot slip
 * under the limit) and to the IP after a failure; a success clears the username's count.
 */
export async function loginOperator(
  request: FastifyRequest,
  input: { username: string; password: string; totp: string },
): Promise<{ token: string; operator: Operator }> {
  const db = request.server.db;
  const username = input.username.trim().toLowerCase();
  const ip = request.clientLocation().ip;
  const fail = async (
    reason: string,
    code: "operator_login_failed" | "too_many_attempts" = "operator_login_failed",
  ) => {
    if (code === "operator_login_failed")
      await hitThrottle(db, IP_SCOPE, request.ip, OPERATOR_FAILURE_WINDOW_MINUTES * 60);
    await appendAudit(db, { operator: username.slice(0, 64), action: "login_failed", ip, detail: { reason } });
    throw code === "too_many_attempts"
      ? new AppError("too_many_attempts", { minutes: OPERATOR_FAILURE_WINDOW_MINUTES })
      : new AppError("operator_login_failed");
  };

  if ((await failuresOf(db, IP_SCOPE, request.ip)) >= OPERATOR_FAILURES_PER_IP) {
    return fail("too_many_attempts", "too_many_attempts");
  }
  if (
    (await hitThrottle(db, USER_SCOPE, username, OPERATOR_FAILURE_WINDOW_MINUTES * 60)) > OPERATOR_FAILURES_PER_USERNAME
  ) {
    return fail("too_many_attempts", "too_many_attempts");
  }

  const { rows } = await db.query<{
    id: bigint;
    username: string;
    display_name: string;
    password_hash: string;
    role: OperatorRole;
    totp_secret: string;
    status: "active" | "disabled";
  }>("select id, username, display_name, password_hash, role, totp_secret, status from operator where username = $1", [
    username,
  ]);
  const operator = rows[0];
  if (!operator) {
    await burnVerifyTime(input.password);
    return fail("unknown_username");
  }
  if (!(await verifyPassword(operator.password_hash, input.password))) return fail("password");
  const step = totpStep(operator.totp_secret, input.totp);
  if (step === null) return fail("totp");
  // Conditional: of two requests with the same code only one uses it; a used code never again.
  const used = await db.query(
    "update operator set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2)",
    [operator.id, step],
  );
  if (used.rowCount !== 1) return fail("totp_reused");
  if (operator.status !== "active") return fail("disabled");

  await db.query("delete from request_throttle where scope = $1 and key = $2", [USER_SCOPE, username]);
  const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const userAgent = request.headers["user-agent"];
  await inTransaction(db, async (tx) => {
    const session = await tx.query<{ id: string }>(
      "insert into operator_session (operator_id, token_hash, ip, user_agent) values ($1, $2, $3, $4) returning id",
      [operator.id, hashToken(token), ip, (typeof userAgent === "string" ? userAgent : "").slice(0, 512)],
    );
    await appendAudit(tx, {
      operator: operator.username,
      action: "login",
      target: `session:${session.rows[0]!.id}`,
      ip,
    });
  });
  return { token, operator: { username: operator.username, displayName: operator.display_name, role: operator.role } };
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
