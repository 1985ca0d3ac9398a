import { randomBytes } from "node:crypto";
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES, type MemberStatus } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { hashToken } from "../../lib/tokens.ts";
import * as repo from "./session.repository.ts";

export { hashToken };

/**
 * Opaque session tokens (architecture.md §3): 256 bits from the CSPRNG, sent as a Bearer
 * token, stored only as SHA-256. A session ends after SESSION_IDLE_MINUTES without a call and
 * after SESSION_ABSOLUTE_HOURS in any case, and is revoked server-side at logout, password
 * change and account disable. The server keeps verified sessions for a few seconds in memory
 * (session-cache.ts); whoever revokes a session also tells the cache (`SessionRevoker`).
 */
export type Session = {
  id: string;
  memberId: bigint;
  account: string;
  isAgent: number;
  status: MemberStatus;
  mustChangePassword: boolean;
  method: string;
  /** The absolute end of the session (12 h after login): a cached copy never outlives it. */
  expiresAt: Date;
};

export async function createSession(
  db: DbClient,
  input: { memberId: bigint; method: string; ip: string; userAgent: string },
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const id = await repo.insertSession(db, {
    memberId: input.memberId,
    tokenHash: hashToken(token),
    method: input.method,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
    hours: SESSION_ABSOLUTE_HOURS,
  });
  return { id, token };
}

/**
 * The live session of a token, read from the database (touching its last-seen time); null when
 * unknown, revoked, idle or expired. Requests go through `SessionCache.find` instead.
 */
export async function findSession(db: DbClient, token: string): Promise<Session | null> {
  const r = await repo.findLiveSession(db, hashToken(token), SESSION_IDLE_MINUTES);
  if (!r) return null;
  return {
    id: r.id,
    memberId: r.member_id,
    account: r.account,
    isAgent: r.is_agent,
    status: r.status,
    mustChangePassword: r.must_change_password,
    method: r.method,
    expiresAt: r.expires_at,
  };
}

/** Of `ids`, the sessions that are still live (the socket re-check); does not touch them. */
export function liveSessionIds(db: DbClient, ids: string[]): Promise<Set<string>> {
  return repo.liveSessionIds(db, ids, SESSION_IDLE_MINUTES);
}

/** Revokes one session in the database (tell the session cache too: `SessionRevoker.forgetSession`). */
export async function revokeSession(db: DbClient, id: string, reason: string): Promise<void> {
  await repo.revokeSessionRow(db, id, reason);
}

/**
 * Revokes every live session of a member, except `keepId` when given (tell the session cache
 * too, after the commit: `SessionRevoker.forgetMember`).
 */
export function revokeMemberSessions(db: DbClient, memberId: bigint, reason: string, keepId?: string): Promise<number> {
  return repo.revokeMemberSessionRows(db, memberId, reason, keepId ?? null);
}

export function listSessions(db: DbClient, memberId: bigint) {
  return repo.listLiveSessions(db, memberId, SESSION_IDLE_MINUTES);
}
