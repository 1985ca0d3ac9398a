import type pg from "pg";
import type { Db } from "../../db/pool.ts";
import { canonicalJson, verifyHashChain } from "../account/auth-events.ts";

/*
 * The operator audit log: every console action of an operator and every failed console login,
 * append-only (trigger) and hash-chained like auth_event: hash = sha256(prev_hash || canonical
 * JSON of the row). Appends go through the `operator_audit_append` database function (advisory
 * lock, read of the last hash, insert), so the chain stays linear across server processes; a
 * caller inside a transaction appends in that transaction, so the action and its audit row commit
 * together or not at all.
 */

type Queryable = Db | pg.PoolClient;
type DetailValue = string | number | boolean | null | string[] | DetailValue[] | { [key: string]: DetailValue };
export type AuditDetail = Record<string, DetailValue>;

export type AuditEntry = {
  /** The operator's username ("" is never used: unknown logins carry the name that was tried). */
  operator: string;
  /** e.g. "login", "login_failed", "deposit.confirm", "member.adjust". */
  action: string;
  /** What was acted on: an order number, "member:42", "cashier_setting"… */
  target?: string;
  ip?: string;
  detail?: AuditDetail;
};

/** The columns the hash covers, in the form `canonicalJson` serialises. */
type AuditRow = { at: string; operator: string; action: string; target: string; ip: string; detail: unknown };

// Never a credential in the log, whatever the caller passed (booleans say nothing secret).
const SECRET_KEY = /password|secret|token|otp|totp|hash|nonce/i;

function cleanDetail(detail: AuditDetail | undefined): AuditDetail {
  const clean: AuditDetail = {};
  for (const [key, value] of Object.entries(detail ?? {})) {
    if (typeof value !== "boolean" && SECRET_KEY.test(key)) continue;
    clean[key] = typeof value === "string" ? value.slice(0, 512) : value;
  }
  return clean;
}

/** Appends one entry (in the caller's transaction when `db` is a client inside `begin`). */
export async function appendAudit(db: Queryable, entry: AuditEntry): Promise<bigint> {
  const row: AuditRow = {
    at: new Date().toISOString(),
    operator: entry.operator.slice(0, 64),
    action: entry.action.slice(0, 64),
    target: (entry.target ?? "").slice(0, 128),
    ip: (entry.ip ?? "").slice(0, 64),
    detail: cleanDetail(entry.detail),
  };
  const { rows } = await db.query<{ id: bigint }>("select operator_audit_append($1, $2, $3, $4, $5, $6, $7) as id", [
    row.at,
    row.operator,
    row.action,
    row.target,
    row.ip,
    JSON.stringify(row.detail),
    canonicalJson(row),
  ]);
  return rows[0]!.id;
}

type StoredAudit = Omit<AuditRow, "at"> & { id: bigint; at: Date; prev_hash: Buffer | null; hash: Buffer };

/** Checks the whole operator audit chain: the first tampered row's id, or null when intact. */
export function verifyOperatorAudit(db: Queryable): Promise<{ rows: number; brokenAt: bigint | null }> {
  return verifyHashChain<StoredAudit>(
    db,
    "select id, at, operator, action, target, ip, detail, prev_hash, hash from operator_audit where id > $1 order by id limit 1000",
    (r): AuditRow => ({
      at: r.at.toISOString(),
      operator: r.operator,
      action: r.action,
      target: r.target,
      ip: r.ip,
      detail: r.detail,
    }),
  );
}

export type AuditListEntry = {
  id: string;
  at: string;
  operator: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
};

/** Newest first. */
export async function listAudit(
  db: Queryable,
  page: number,
  size: number,
): Promise<{ total: number; list: AuditListEntry[] }> {
  const count = await db.query<{ n: number }>("select count(*)::int as n from operator_audit");
  const rows = await db.query<{
    id: bigint;
    at: Date;
    operator: string;
    action: string;
    target: string;
    ip: string;
    detail: unknown;
  }>("select id, at, operator, action, target, ip, detail from operator_audit order by id desc limit $1 offset $2", [
    size,
    (page - 1) * size,
  ]);
  return {
    total: count.rows[0]!.n,
    list: rows.rows.map((r) => ({
      id: r.id.toString(),
      at: r.at.toISOString(),
      operator: r.operator,
      action: r.action,
      target: r.target,
      detail: {
        ...(r.detail && typeof r.detail === "object" && !Array.isArray(r.detail)
          ? (r.detail as Record<string, unknown>)
          : {}),
        ...(r.ip ? { ip: r.ip } : {}),
      },
    })),
  };
}
