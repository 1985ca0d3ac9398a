import { randomBytes } from "node:crypto";
import { hashToken } from "../../lib/tokens.ts";
import type pg from "pg";
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES, type MemberStatus } from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";

/** The member states that may hold a session (member-state.ts: active and frozen), as SQL (`m` is the member row). */
export const SESSION_MEMBER_SQL = "m.status in ('active', 'frozen')";

/**
 * Opaque session tokens (architecture.md §3): 256 bits from the CSPRNG, sent as a Bearer
 * token, stored only as SHA-256. A session ends after SESSION_IDLE_MINUTES without a call and
 * after SESSION_ABSOLUTE_HOURS in any case, and is revoked server-side at logout, password
 * change and account disable.
 */
export type Session = {
  id: string;
  memberId: bigint;
  account: string;
  isAgent: number;
  status: MemberStatus;
  mustChangePassword: boolean;
  method: string;
};

type Queryable = Db | pg.PoolClient;

export { hashToken };

export async function createSession(
  db: Queryable,
  input: { memberId: bigint; method: string; ip: string; userAgent: string },
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const row = await db.query<{ id: string }>(
    `insert into member_session (member_id, token_hash, method, ip, user_agent, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(hours => $6)) returning id`,
    [input.memberId, hashToken(token), input.method, input.ip, input.userAgent.slice(0, 512), SESSION_ABSOLUTE_HOURS],
  );
  return { id: row.rows[0]!.id, token };
}

/** The live session of a token, touching its last-seen time; null when unknown, revoked, idle or expired. */
export async function findSession(db: Queryable, token: string): Promise<Session | null> {
  const row = await db.query<{
    id: string;
    member_id: bigint;
    account: string;
    is_agent: number;
    status: MemberStatus;
    must_change_password: boolean;
    method: string;
  }>(
    // Last-seen is written at most once a minute: a read-only call then costs no committed write
    // (the idle timeout is counted in minutes anyway), which keeps money calls to one write each.
    `with found as (
       select s.id, s.member_id, m.account, m.is_agent, m.status, m.must_change_password, s.method, s.last_seen_at
         from member_session s join member m on m.id = s.member_id
        where s.token_hash = $1 and s.revoked_at is null
          and s.expires_at > now() and s.last_seen_at > now() - make_interval(mins => $2)
          and ${SESSION_MEMBER_SQL}
     ), touched as (
       update member_session set last_seen_at = now()
        where id in (select id from found where last_seen_at < now() - interval '1 minute')
     )
     select id, member_id, account, is_agent, status, must_change_password, method from found`,
    [hashToken(token), SESSION_IDLE_MINUTES],
  );
  const r = row.rows[0];
  if (!r) return null;
  return {
    id: r.id,
    memberId: r.member_id,
    account: r.account,
    isAgent: r.is_agent,
    status: r.status,
    mustChangePassword: r.must_change_password,
    method: r.method,
  };
}

export async function revokeSession(db: Queryable, id: string, reason: string): Promise<void> {
  await db.query(
    "update member_session set revoked_at = now(), revoked_reason = $2 where id = $1 and revoked_at is null",
    [id, reason],
  );
}

/** Revokes every live session of a member, except `keepId` when given. */
export async function revokeMemberSessions(
  db: Queryable,
  memberId: bigint,
  reason: string,
  keepId?: string,
): Promise<number> {
  const result = await db.query(
    `update member_session set revoked_at = now(), revoked_reason = $2
      where member_id = $1 and revoked_at is null and ($3::uuid is null or id <> $3::uuid)`,
    [memberId, reason, keepId ?? null],
  );
  return result.rowCount ?? 0;
}

export async function listSessions(db: Queryable, memberId: bigint) {
  const rows = await db.query<{ id: string; created_at: Date; last_seen_at: Date; ip: string; user_agent: string }>(
    `select id, created_at, last_seen_at, ip, user_agent from member_session
      where member_id = $1 and revoked_at is null and expires_at > now()
        and last_seen_at > now() - make_interval(mins => $2)
      order by last_seen_at desc`,
    [memberId, SESSION_IDLE_MINUTES],
  );
  return rows.rows;
}
