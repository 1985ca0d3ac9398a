import type pg from "pg";
import { OPERATOR_USERNAME_PATTERN, type OperatorRole } from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import { newTotpSecret, totpUri } from "../../lib/totp.ts";
import { appendAudit } from "./operator-audit.service.ts";
import {
  countOtherActiveAdmins,
  insertOperator,
  listOperatorRows,
  lockOperator,
  replaceCredentials,
  revokeOperatorSessions,
  setRole,
  setStatus,
  type LockedOperator,
  type OperatorRow,
} from "./operator.repository.ts";

/**
 * Operator accounts: one set of functions for the admin CLI (`npm run admin -- operator …`) and
 * the console's operators page. Every change writes its audit row in the same transaction; no
 * change may leave the console without an active admin, and nobody disables or demotes themself.
 */

export type { OperatorRow };
export const OPERATOR_USERNAME = OPERATOR_USERNAME_PATTERN;
/** The issuer an authenticator app shows next to the operator's name. */
export const CONSOLE_TOTP_ISSUER = "Lotus Console";

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
    const id = await insertOperator(tx, { ...input, passwordHash, totpSecret });
    if (id === null) return "exists";
    await audit(tx, actor, "operator.create", input.username, { role: input.role, displayName: input.displayName });
    return { id, totpSecret, otpauthUri: totpUri(input.username, totpSecret, CONSOLE_TOTP_ISSUER) };
  });
}

/** operator_last_admin when `operator` is the only active admin. */
async function assertNotLastAdmin(tx: pg.PoolClient, operator: LockedOperator): Promise<void> {
  if (operator.role !== "admin" || operator.status !== "active") return;
  if ((await countOtherActiveAdmins(tx, operator.id)) === 0) throw new AppError("operator_last_admin");
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
    await setStatus(tx, operator.id, "disabled");
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
    await setStatus(tx, operator.id, "active");
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
    await setRole(tx, operator.id, role);
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
    await replaceCredentials(tx, operator.id, passwordHash, totpSecret);
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

export function listOperators(db: DbClient): Promise<OperatorRow[]> {
  return listOperatorRows(db);
}
