import type pg from "pg";
import { OPERATOR_USERNAME_PATTERN, type OperatorRole } from "@lotus/contracts";
import { inTransaction, type Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { hashPassword } from "../account/passwords.ts";
import { newTotpSecret, totpUri } from "../verification/totp.ts";
import { appendAudit } from "./operator-audit.ts";

/**
 * Operator accounts: one set of functions for the admin CLI (`npm run admin -- operator …`) and
 * the console's operators page. Every change writes its audit row in the same transaction; no
 * change may leave the console without an active admin, and nobody disables or demotes themself.
 */

export const OPERATOR_USERNAME = OPERATOR_USERNAME_PATTERN;
/** The issuer an authenticator app shows next to the operator's name. */
export const CONSOLE_TOTP_ISSUER = "Lotus Console";

export type OperatorRow = {
  id: bigint;
  username: string;
  display_name: string;
  role: OperatorRole;
  status: "active" | "disabled";
  created_at: Date;
  last_login_at: Date | null;
};

/** Who makes the change: the operator's username (or the CLI's actor) and, from the console, the address. */
export type OperatorActor = string | { username: string; ip: string };
const actorName = (actor: OperatorActor) => (typeof actor === "string" ? actor : actor.username);
const actorIp = (actor: OperatorActor) => (typeof actor === "string" ? undefined : actor.ip);

function audit(tx: pg.PoolClient, actor: OperatorActor, action: string, username: string, detail: object) {
  return appendAudit(tx, {
    operator: actorName(actor),
    action,
    target: `operator:${username}`,
    ip: actorIp(actor),
    detail: { username, ...(detail as Record<string, string | number | boolean | null>) },
  });
}

/** Creates an operator with a fresh TOTP secret (in the same transaction as its audit row). */
export async function createOperator(
  db: Db,
  input: { username: string; displayName: string; role: OperatorRole; password: string },
  actor: OperatorActor,
): Promise<{ id: bigint; totpSecret: string; otpauthUri: string } | "exists"> {
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: bigint }>(
      `insert into operator (username, display_name, password_hash, role, totp_secret) values ($1, $2, $3, $4, $5)
       on conflict (username) do nothing returning id`,
      [input.username, input.displayName, passwordHash, input.role, totpSecret],
    );
    if (rows.length === 0) return "exists";
    await audit(tx, actor, "operator.create", input.username, { role: input.role, displayName: input.displayName });
    return { id: rows[0]!.id, totpSecret, otpauthUri: totpUri(input.username, totpSecret, CONSOLE_TOTP_ISSUER) };
  });
}

type LockedOperator = { id: bigint; role: OperatorRole; status: "active" | "disabled" };

/** The operator row locked for the change, and every active admin locked too (so two changes cannot both remove "the other" admin). */
async function lockOperator(tx: pg.PoolClient, username: string): Promise<LockedOperator | null> {
  await tx.query("select id from operator where role = 'admin' and status = 'active' order by id for update");
  const { rows } = await tx.query<LockedOperator>(
    "select id, role, status from operator where username = $1 for update",
    [username],
  );
  return rows[0] ?? null;
}

/** operator_last_admin when `operator` is the only active admin. */
async function assertNotLastAdmin(tx: pg.PoolClient, operator: LockedOperator): Promise<void> {
  if (operator.role !== "admin" || operator.status !== "active") return;
  const { rows } = await tx.query<{ n: number }>(
    "select count(*)::int as n from operator where role = 'admin' and status = 'active' and id <> $1",
    [operator.id],
  );
  if (rows[0]!.n === 0) throw new AppError("operator_last_admin");
}

async function revokeOperatorSessions(tx: pg.PoolClient, operatorId: bigint): Promise<number> {
  const revoked = await tx.query(
    "update operator_session set revoked_at = now() where operator_id = $1 and revoked_at is null",
    [operatorId],
  );
  return revoked.rowCount ?? 0;
}

/**
 * Disables an operator and ends every live console session of it now. Refused for oneself
 * (operator_self) and for the last active admin (operator_last_admin).
 */
export async function disableOperator(
  db: Db,
  username: string,
  actor: OperatorActor,
): Promise<{ sessionsRevoked: number } | "unknown" | "already"> {
  return inTransaction(db, async (tx) => {
    const operator = await lockOperator(tx, username);
    if (!operator) return "unknown";
    if (operator.status === "disabled") return "already";
    if (actorName(actor) === username) throw new AppError("operator_self");
    await assertNotLastAdmin(tx, operator);
    await tx.query("update operator set status = 'disabled' where id = $1", [operator.id]);
    const sessionsRevoked = await revokeOperatorSessions(tx, operator.id);
    await audit(tx, actor, "operator.disable", username, { sessionsRevoked });
    return { sessionsRevoked };
  });
}

/** Lets a disabled operator log in again. */
export async function enableOperator(
  db: Db,
  username: string,
  actor: OperatorActor,
): Promise<"unknown" | "already" | "ok"> {
  return inTransaction(db, async (tx) => {
    const operator = await lockOperator(tx, username);
    if (!operator) return "unknown";
    if (operator.status === "active") return "already";
    await tx.query("update operator set status = 'active' where id = $1", [operator.id]);
    await audit(tx, actor, "operator.enable", username, {});
    return "ok";
  });
}

/** Changes an operator's role; demoting oneself or the last active admin is refused. Live sessions keep working with the new role. */
export async function setOperatorRole(
  db: Db,
  username: string,
  role: OperatorRole,
  actor: OperatorActor,
): Promise<"unknown" | "already" | "ok"> {
  return inTransaction(db, async (tx) => {
    const operator = await lockOperator(tx, username);
    if (!operator) return "unknown";
    if (operator.role === role) return "already";
    if (role !== "admin") {
      if (actorName(actor) === username) throw new AppError("operator_self");
      await assertNotLastAdmin(tx, operator);
    }
    await tx.query("update operator set role = $2 where id = $1", [operator.id, role]);
    await audit(tx, actor, "operator.role", username, { from: operator.role, to: role });
    return "ok";
  });
}

/**
 * Sets a new password and/or a new authenticator secret (returned once) and ends the operator's
 * console sessions, so that whoever held the old credentials is out.
 */
export async function resetOperator(
  db: Db,
  username: string,
  input: { password?: string; totp?: boolean },
  actor: OperatorActor,
): Promise<{ totpSecret: string; otpauthUri: string } | { totpSecret: null; otpauthUri: null } | "unknown"> {
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const totpSecret = input.totp ? newTotpSecret() : null;
  return inTransaction(db, async (tx) => {
    const operator = await lockOperator(tx, username);
    if (!operator) return "unknown";
    await tx.query(
      `update operator set password_hash = coalesce($2, password_hash),
              totp_secret = coalesce($3, totp_secret),
              totp_last_step = case when $3::text is null then totp_last_step end
        where id = $1`,
      [operator.id, passwordHash, totpSecret],
    );
    const sessionsRevoked = await revokeOperatorSessions(tx, operator.id);
    await audit(tx, actor, "operator.reset", username, {
      newPassword: passwordHash !== null,
      newTotp: totpSecret !== null,
      sessionsRevoked,
    });
    return totpSecret
      ? { totpSecret, otpauthUri: totpUri(username, totpSecret, CONSOLE_TOTP_ISSUER) }
      : { totpSecret: null, otpauthUri: null };
  });
}

export async function listOperators(db: Db | pg.PoolClient): Promise<OperatorRow[]> {
  const { rows } = await db.query<OperatorRow>(
    `select o.id, o.username, o.display_name, o.role, o.status, o.created_at,
            (select max(s.created_at) from operator_session s where s.operator_id = o.id) as last_login_at
       from operator o order by o.username`,
  );
  return rows;
}
