import { createHash } from "node:crypto";
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
  | "profile_updated"
  | "totp_enabled"
  | "totp_disabled"
  | "payment_password"
  | "reauth"
  | "account_disabled"
  /** An operator froze, unfroze, locked, unlocked or closed the account (detail: action, reason). */
  | "account_state";

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

/** The columns that the hash covers, in the form `canonicalJson` serialises. */
export type AuthEventRow = {
  at: string;
  member_id: string | null;
  account: string;
  event: string;
  outcome: string;
  method: string;
  ip: string;
  country: string;
  user_agent: string;
  detail: Record<string, unknown>;
};

// A detail key that names a secret is dropped, whatever the caller passed: the log must stay
// readable by auditors without ever holding a credential.
// (A boolean says nothing secret, e.g. { passwordExpired: true }, and is kept.)
const SECRET_KEY = /password|secret|token|ticket|answer|otp|captcha|^code$|verificationcode|hash|nonce/i;

function cleanDetail(detail: AuthEvent["detail"]): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(detail ?? {})) {
    if (typeof value !== "boolean" && SECRET_KEY.test(key)) continue;
    clean[key] = typeof value === "string" ? value.slice(0, 256) : value;
  }
  return clean;
}

/** JSON with object keys sorted at every level: the same row always gives the same bytes. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** The hash of one chain link: sha256(prev_hash || canonical JSON of the row). */
export function chainHash(prev: Buffer | null, row: object): Buffer {
  return createHash("sha256")
    .update(prev ?? Buffer.alloc(0))
    .update(canonicalJson(row), "utf8")
    .digest();
}

/**
 * Appends one event to the hash-chained `auth_event` log. The append (lock, read of the last
 * hash, insert) runs in the `auth_event_append` database function so that the chain stays
 * linear whether `db` is the pool or a client inside a caller's transaction.
 */
export async function recordAuthEvent(db: Db | pg.PoolClient, event: AuthEvent): Promise<void> {
  const request = event.request;
  const location = request ? request.clientLocation() : { ip: "", country: "" };
  const userAgent = request?.headers["user-agent"];
  const row: AuthEventRow = {
    at: new Date().toISOString(),
    member_id: event.memberId === undefined || event.memberId === null ? null : String(event.memberId),
    account: (event.account ?? "").slice(0, 64),
    event: event.event,
    outcome: event.outcome,
    method: (event.method ?? "").slice(0, 32),
    ip: location.ip,
    country: location.country,
    user_agent: (typeof userAgent === "string" ? userAgent : "").slice(0, 512),
    detail: cleanDetail(event.detail),
  };
  await db.query("select auth_event_append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)", [
    row.at,
    row.member_id,
    row.account,
    row.event,
    row.outcome,
    row.method,
    row.ip,
    row.country,
    row.user_agent,
    row.detail,
    canonicalJson(row),
  ]);
}

/** A row of a hash-chained log: its id, the hashes, and the columns the hash covers. */
type ChainedRow = { id: bigint; prev_hash: Buffer | null; hash: Buffer };

/**
 * Walks a hash-chained, append-only log in id order (1000 rows per query); returns the id of the
 * first row whose hash does not match its content and predecessor (an edited, inserted or deleted
 * row), or null when the log is intact. `hashed` gives the columns the hash covers, as appended.
 * `select` reads one page: rows with id > $1, ordered by id, at most 1000.
 */
export async function verifyHashChain<R extends ChainedRow>(
  db: Db | pg.PoolClient,
  select: string,
  hashed: (row: R) => object,
): Promise<{ rows: number; brokenAt: bigint | null }> {
  let prev: Buffer | null = null;
  let rows = 0;
  let lastId = 0n;
  for (;;) {
    const page = await db.query<R>(select, [lastId.toString()]);
    if (page.rows.length === 0) return { rows, brokenAt: null };
    for (const r of page.rows) {
      const expected = chainHash(prev, hashed(r));
      const prevMatches = prev === null ? r.prev_hash === null : r.prev_hash !== null && prev.equals(r.prev_hash);
      if (!prevMatches || !expected.equals(r.hash)) return { rows, brokenAt: r.id };
      prev = r.hash;
      rows++;
      lastId = r.id;
    }
  }
}

type AuthEventStored = Omit<AuthEventRow, "at" | "member_id"> & ChainedRow & { at: Date; member_id: bigint | null };

/** Checks the whole `auth_event` chain (`npm run admin -- auth-events verify`). */
export function verifyAuthEventChain(db: Db | pg.PoolClient): Promise<{ rows: number; brokenAt: bigint | null }> {
  return verifyHashChain<AuthEventStored>(
    db,
    "select * from auth_event where id > $1 order by id limit 1000",
    (r): AuthEventRow => ({
      at: r.at.toISOString(),
      member_id: r.member_id === null ? null : String(r.member_id),
      account: r.account,
      event: r.event,
      outcome: r.outcome,
      method: r.method,
      ip: r.ip,
      country: r.country,
      user_agent: r.user_agent,
      detail: r.detail,
    }),
  );
}
