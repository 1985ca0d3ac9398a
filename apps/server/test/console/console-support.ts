import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Secret, TOTP } from "otpauth";
import { CONSOLE_PATHS, type OperatorRole } from "@lotus/contracts";
import type { DbClient } from "../../src/db/pool.ts";
import { hashPassword } from "../../src/modules/account/index.ts";
import { operatorTokenOf } from "../../src/modules/operator/index.ts";
import { hashToken } from "../../src/lib/tokens.ts";
import { newTotpSecret } from "../../src/modules/verification/index.ts";
import { DEMO_OPERATORS } from "../../src/seed/demo-money.ts";
import { DEMO_PASSWORD } from "../../src/seed/demo-accounts.ts";
import type { Headers } from "../http.ts";

/** Helpers for the console tests: operators, authenticator codes, console logins. */

export type TestOperator = { username: string; password: string; secret: string; role: OperatorRole };

export const ADMIN: TestOperator = {
  username: DEMO_OPERATORS[0].username,
  password: DEMO_PASSWORD,
  secret: DEMO_OPERATORS[0].totpSecret,
  role: "admin",
};
export const CASHIER: TestOperator = {
  username: DEMO_OPERATORS[1].username,
  password: DEMO_PASSWORD,
  secret: DEMO_OPERATORS[1].totpSecret,
  role: "cashier",
};

/** The authenticator code of `secret` now (or `steps` 30-second steps away). */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

/** An operator written straight into the database. */
export async function createOperator(
  db: DbClient,
  input: { role?: OperatorRole; status?: "active" | "disabled"; username?: string; password?: string } = {},
): Promise<TestOperator> {
  const operator: TestOperator = {
    username: input.username ?? `op_${randomBytes(4).toString("hex")}`,
    password: input.password ?? "Operator-Pass-9",
    secret: newTotpSecret(),
    role: input.role ?? "admin",
  };
  await db.query(
    "insert into operator (username, display_name, password_hash, role, totp_secret, status) values ($1, $2, $3, $4, $5, $6)",
    [
      operator.username,
      `Test ${operator.username}`,
      await hashPassword(operator.password),
      operator.role,
      operator.secret,
      input.status ?? "active",
    ],
  );
  return operator;
}

export function consoleLoginRequest(
  app: FastifyInstance,
  body: unknown,
  remoteAddress = "127.0.0.1",
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: CONSOLE_PATHS.login, payload: body as object, remoteAddress });
}

/**
 * Logs an operator in with a fresh code. A code is accepted once, so the stored step is cleared
 * first: tests log the same operator in more often than once per 30 seconds.
 */
export async function operatorToken(app: FastifyInstance, db: DbClient, operator: TestOperator): Promise<string> {
  await db.query("update operator set totp_last_step = null where username = $1", [operator.username]);
  const res = await consoleLoginRequest(app, {
    username: operator.username,
    password: operator.password,
    totp: totpCode(operator.secret),
  });
  if (res.statusCode !== 200) throw new Error(`console login of ${operator.username} failed: ${res.body}`);
  return res.json<{ value: { token: string } }>().value.token;
}

export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** A requestId as the console sends it. */
export const requestId = () => randomBytes(12).toString("hex");

export async function auditRows(
  db: DbClient,
  sinceId = 0n,
): Promise<{ id: bigint; operator: string; action: string; target: string; detail: Record<string, unknown> }[]> {
  const { rows } = await db.query<{
    id: bigint;
    operator: string;
    action: string;
    target: string;
    detail: Record<string, unknown>;
  }>("select id, operator, action, target, detail from operator_audit where id > $1 order by id", [sinceId.toString()]);
  return rows;
}

export async function lastAuditId(db: DbClient): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint | null }>("select max(id) as id from operator_audit");
  return rows[0]!.id ?? 0n;
}

/**
 * A console session's last-seen time is written at most once a minute, on the first call after
 * that. Calling this before a database snapshot sets it to now, so the next due write is a minute
 * away and cannot fall inside the request whose "changes nothing" the test checks (calling the API
 * only made an already due write happen, and one falling due a moment later still landed inside).
 */
export async function touchSession(app: FastifyInstance, headers: Headers): Promise<void> {
  const token = operatorTokenOf(headers.authorization ?? "");
  if (!token) throw new Error("touchSession needs a console bearer token");
  const { rowCount } = await app.db.query("update operator_session set last_seen_at = now() where token_hash = $1", [
    hashToken(token),
  ]);
  if (rowCount !== 1) throw new Error("touchSession: no session for this token");
}
