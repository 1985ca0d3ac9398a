import { randomBytes } from "node:crypto";
import { VENDOR_SESSION_HOURS } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { hashToken } from "../../lib/tokens.ts";

/*
 * Vendor sessions (architecture.md §5): the token a vendor gets in the launch URL and sends back in
 * every wallet call. 256 random bits, stored only as SHA-256, bound to the player's session: it is
 * valid only while that session is (logout, password change and account disable end it too), for
 * one vendor, until it expires (VENDOR_SESSION_HOURS) or is revoked.
 */

export type VendorSessionInput = {
  memberId: bigint;
  /** member_session.id of the player's session that launched the game. */
  memberSessionId: string;
  vendorCode: string;
  gameId: number;
};

export async function createVendorSession(
  db: DbClient,
  input: VendorSessionInput,
): Promise<{ id: bigint; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const { rows } = await db.query<{ id: bigint }>(
    `insert into vendor_session (token_hash, member_id, member_session_id, vendor_code, game_id, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(hours => $6)) returning id`,
    [
      hashToken(token),
      input.memberId.toString(),
      input.memberSessionId,
      input.vendorCode,
      input.gameId,
      VENDOR_SESSION_HOURS,
    ],
  );
  return { id: rows[0]!.id, token };
}

/** Revokes vendor sessions: one (id), or all of a member (optionally of one vendor). Returns how many. */
export async function revokeVendorSessions(
  db: DbClient,
  target: { id: bigint } | { memberId: bigint; vendorCode?: string },
): Promise<number> {
  const result =
    "id" in target
      ? await db.query("update vendor_session set revoked_at = now() where id = $1 and revoked_at is null", [
          target.id.toString(),
        ])
      : await db.query(
          `update vendor_session set revoked_at = now()
            where member_id = $1 and revoked_at is null and ($2::text is null or vendor_code = $2)`,
          [target.memberId.toString(), target.vendorCode ?? null],
        );
  return result.rowCount ?? 0;
}
