import type { DbClient } from "../../db/pool.ts";
import { canonicalJson, verifyHashChain } from "../../lib/canonical-json.ts";
import {
  countAuditRows,
  insertAuditRow,
  listAuditRows,
  readAuditChainPage,
  type AuditRow,
  type StoredAuditRow,
} from "./operator.repository.ts";

/*
 * The operator audit log: every console action of an operator and every failed console login,
 * append-only (trigger) and hash-chained like auth_event: hash = sha256(prev_hash || canonical
 * JSON of the row). A caller inside a transaction appends in that transaction, so the action and
 * its audit row commit together or not at all.
 */

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

// Never a credential in the log, whatever the caller passed (booleans say nothing secret).
const SECRET_KEY = /password|secret|token|otp|totp|hash|nonce/i;

/** The detail as stored: no credential-like keys (except booleans), strings cut at 512 characters. */
export function cleanDetail(detail: AuditDetail | undefined): AuditDetail {
  const clean: AuditDetail = {};
  for (const [key, value] of Object.entries(detail ?? {})) {
    if (typeof value !== "boolean" && SECRET_KEY.test(key)) continue;
    clean[key] = typeof value === "string" ? value.slice(0, 512) : value;
  }
  return clean;
}

/** The row an entry becomes (fields cut to their column sizes). */
export function auditRowOf(entry: AuditEntry, at = new Date()): AuditRow {
  return {
    at: at.toISOString(),
    operator: entry.operator.slice(0, 64),
    action: entry.action.slice(0, 64),
    target: (entry.target ?? "").slice(0, 128),
    ip: (entry.ip ?? "").slice(0, 64),
    detail: cleanDetail(entry.detail),
  };
}

/** Appends one entry (in the caller's transaction when `db` is a client inside `begin`). */
export async function appendAudit(db: DbClient, entry: AuditEntry): Promise<bigint> {
  const row = auditRowOf(entry);
  return insertAuditRow(db, row, canonicalJson(row));
}

/** Checks the whole operator audit chain: the first tampered row's id, or null when intact. */
export function verifyOperatorAudit(db: DbClient): Promise<{ rows: number; brokenAt: bigint | null }> {
  return verifyHashChain<StoredAuditRow>(
    (afterId) => readAuditChainPage(db, afterId),
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
  db: DbClient,
  page: number,
  size: number,
): Promise<{ total: number; list: AuditListEntry[] }> {
  const total = await countAuditRows(db);
  const rows = await listAuditRows(db, size, (page - 1) * size);
  return {
    total,
    list: rows.map((r) => ({
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
