import type pg from "pg";
import type { OperatorRole } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import type { ChainedRow } from "../../lib/canonical-json.ts";

/** All SQL on operator, operator_session and operator_audit. */

export type OperatorStatus = "active" | "disabled";

/* ---- Sessions ---- */

export type LiveSessionRow = {
  id: string;
  operator_id: bigint;
  username: string;
  display_name: string;
  role: OperatorRole;
  stale: boolean;
};

/** The live session of a token hash: not revoked, operator active, within both limits; `stale` when last-seen is older than `touchSeconds`. */
export async function findLiveSession(
  db: DbClient,
  tokenHash: Buffer,
  limits: { absoluteHours: number; idleMinutes: number; touchSeconds: number },
): Promise<LiveSessionRow | null> {
  const { rows } = await db.query<LiveSessionRow>(
    `select s.id, s.operator_id, o.username, o.display_name, o.role,
            s.last_seen_at < now() - make_interval(secs => $4) as stale
       from operator_session s join operator o on o.id = s.operator_id
      where s.token_hash = $1 and s.revoked_at is null and o.status = 'active'
        and s.created_at > now() - make_interval(hours => $2)
        and s.last_seen_at > now() - make_interval(mins => $3)`,
    [tokenHash, limits.absoluteHours, limits.idleMinutes, limits.touchSeconds],
  );
  return rows[0] ?? null;
}

export async function touchSession(db: DbClient, sessionId: string): Promise<void> {
  await db.query("update operator_session set last_seen_at = now() where id = $1", [sessionId]);
}

export async function insertSession(
  db: DbClient,
  input: { operatorId: bigint; tokenHash: Buffer; ip: string; userAgent: string },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    "insert into operator_session (operator_id, token_hash, ip, user_agent) values ($1, $2, $3, $4) returning id",
    [input.operatorId, input.tokenHash, input.ip, input.userAgent],
  );
  return rows[0]!.id;
}

export async function revokeSession(db: DbClient, sessionId: string): Promise<void> {
  await db.query("update operator_session set revoked_at = now() where id = $1 and revoked_at is null", [sessionId]);
}

/** Ends every live session of an operator; the number ended. */
export async function revokeOperatorSessions(db: DbClient, operatorId: bigint): Promise<number> {
  const revoked = await db.query(
    "update operator_session set revoked_at = now() where operator_id = $1 and revoked_at is null",
    [operatorId],
  );
  return revoked.rowCount ?? 0;
}

/* ---- Credentials ---- */

export type CredentialRow = {
  id: bigint;
  username: string;
  display_name: string;
  password_hash: string;
  role: OperatorRole;
  totp_secret: string;
  status: OperatorStatus;
};

export async function findCredentials(db: DbClient, username: string): Promise<CredentialRow | null> {
  const { rows } = await db.query<CredentialRow>(
    "select id, username, display_name, password_hash, role, totp_secret, status from operator where username = $1",
    [username],
  );
  return rows[0] ?? null;
}

/** Uses up a code's step: of two requests with the same code only one gets it; a used code never again. */
export async function useTotpStep(db: DbClient, operatorId: bigint, step: number): Promise<boolean> {
  const used = await db.query(
    "update operator set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2)",
    [operatorId, step],
  );
  return used.rowCount === 1;
}

/* ---- Accounts ---- */

export type OperatorRow = {
  id: bigint;
  username: string;
  display_name: string;
  role: OperatorRole;
  status: OperatorStatus;
  created_at: Date;
  last_login_at: Date | null;
};

/** The new operator's id, or null when the username is taken. */
export async function insertOperator(
  db: DbClient,
  input: { username: string; displayName: string; passwordHash: string; role: OperatorRole; totpSecret: string },
): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into operator (username, display_name, password_hash, role, totp_secret) values ($1, $2, $3, $4, $5)
     on conflict (username) do nothing returning id`,
    [input.username, input.displayName, input.passwordHash, input.role, input.totpSecret],
  );
  return rows[0]?.id ?? null;
}

export type LockedOperator = { id: bigint; role: OperatorRole; status: OperatorStatus };

/** The operator row locked for a change, and every active admin locked too (so two changes cannot both remove "the other" admin). */
export async function lockOperator(tx: pg.PoolClient, username: string): Promise<LockedOperator | null> {
  await tx.query("select id from operator where role = 'admin' and status = 'active' order by id for update");
  const { rows } = await tx.query<LockedOperator>(
    "select id, role, status from operator where username = $1 for update",
    [username],
  );
  return rows[0] ?? null;
}

export async function countOtherActiveAdmins(db: DbClient, operatorId: bigint): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from operator where role = 'admin' and status = 'active' and id <> $1",
    [operatorId],
  );
  return rows[0]!.n;
}

export async function setStatus(db: DbClient, operatorId: bigint, status: OperatorStatus): Promise<void> {
  await db.query("update operator set status = $2 where id = $1", [operatorId, status]);
}

export async function setRole(db: DbClient, operatorId: bigint, role: OperatorRole): Promise<void> {
  await db.query("update operator set role = $2 where id = $1", [operatorId, role]);
}

/** A new password hash and/or TOTP secret (null keeps the old one); a new secret forgets the last used step. */
export async function replaceCredentials(
  db: DbClient,
  operatorId: bigint,
  passwordHash: string | null,
  totpSecret: string | null,
): Promise<void> {
  await db.query(
    `update operator set password_hash = coalesce($2, password_hash),
            totp_secret = coalesce($3, totp_secret),
            totp_last_step = case when $3::text is null then totp_last_step end
      where id = $1`,
    [operatorId, passwordHash, totpSecret],
  );
}

export async function listOperatorRows(db: DbClient): Promise<OperatorRow[]> {
  const { rows } = await db.query<OperatorRow>(
    `select o.id, o.username, o.display_name, o.role, o.status, o.created_at,
            (select max(s.created_at) from operator_session s where s.operator_id = o.id) as last_login_at
       from operator o order by o.username`,
  );
  return rows;
}

/* ---- Audit ---- */

/** The columns the audit hash covers, in the form `canonicalJson` serialises. */
export type AuditRow = { at: string; operator: string; action: string; target: string; ip: string; detail: unknown };

/**
 * Appends through the `operator_audit_append` database function (advisory lock, read of the last
 * hash, insert), so the chain stays linear across server processes and a caller's transaction.
 */
export async function insertAuditRow(db: DbClient, row: AuditRow, canonical: string): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>("select operator_audit_append($1, $2, $3, $4, $5, $6, $7) as id", [
    row.at,
    row.operator,
    row.action,
    row.target,
    row.ip,
    JSON.stringify(row.detail),
    canonical,
  ]);
  return rows[0]!.id;
}

export type StoredAuditRow = Omit<AuditRow, "at"> & ChainedRow & { at: Date };

/** One page of the chain, in id order, for verification. */
export async function readAuditChainPage(db: DbClient, afterId: bigint): Promise<StoredAuditRow[]> {
  const { rows } = await db.query<StoredAuditRow>(
    "select id, at, operator, action, target, ip, detail, prev_hash, hash from operator_audit where id > $1 order by id limit 1000",
    [afterId.toString()],
  );
  return rows;
}

export async function countAuditRows(db: DbClient): Promise<number> {
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from operator_audit");
  return rows[0]!.n;
}

export type AuditListRow = Omit<AuditRow, "at"> & { id: bigint; at: Date };

/** Newest first. */
export async function listAuditRows(db: DbClient, limit: number, offset: number): Promise<AuditListRow[]> {
  const { rows } = await db.query<AuditListRow>(
    "select id, at, operator, action, target, ip, detail from operator_audit order by id desc limit $1 offset $2",
    [limit, offset],
  );
  return rows;
}
