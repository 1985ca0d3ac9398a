import type { FastifyRequest } from "fastify";
import type pg from "pg";
import { MEMBER_STATE_TRANSITIONS, PATHS, type MemberStateAction, type MemberStatus } from "@lotus/contracts";
import { inTransaction, type Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { recordAuthEvent } from "./auth-events.ts";
import { appendAudit } from "../operator/index.ts";
import { revokeMemberSessions } from "./sessions.ts";
import type { SessionRevoker } from "./session-cache.ts";
import * as repo from "./member-admin.repository.ts";

/*
 * A member's account state, in one place (issue 11 item 19):
 * - active;
 * - frozen: logs in and looks, but no money moves at the member's request — the calls of
 *   MONEY_PATHS answer account_frozen (checked by the auth plugin's authenticate()), and the
 *   seamless wallet refuses new bets because a vendor session is live only for an active member
 *   (vendor_api_call, vendor-api.repository LIVE_SESSION); rounds already open still settle;
 *   sessions are kept (the member must be able to read why);
 * - disabled (shown as "locked"): no login, every session ended;
 * - closed: like locked, and final.
 */

/** The member calls that move money: a frozen member gets account_frozen. */
export const MONEY_PATHS: ReadonlySet<string> = new Set([
  PATHS.deposit,
  PATHS.withdraw,
  PATHS.walletTransfer,
  PATHS.agentTransfer,
  PATHS.uplineTransfer,
  PATHS.launchGame,
  PATHS.lotteryBuy,
]);

/** Why a member in `status` may not log in (or keep a session), or null when it may. */
export function loginRefusal(status: MemberStatus | string): "account_disabled" | "account_closed" | null {
  if (status === "active" || status === "frozen") return null;
  return status === "closed" ? "account_closed" : "account_disabled";
}

/** account_frozen when a frozen member calls a money path (called by authenticate() for every member call). */
export function assertMayMoveMoney(request: FastifyRequest, status: MemberStatus | string): void {
  if (status === "frozen" && MONEY_PATHS.has(request.routeOptions.url ?? "")) throw new AppError("account_frozen");
}

/**
 * Applies an operator's state change with its reason: the member row, the member's sessions
 * (ended on lock and close), a row in the operator audit and one in the member's own
 * authentication log — all in one transaction.
 */
export async function changeMemberState(
  db: Db,
  memberId: bigint,
  input: { action: MemberStateAction; reason: string },
  actor: { username: string; ip: string },
  sessions: SessionRevoker,
): Promise<{ from: MemberStatus; to: MemberStatus; sessionsRevoked: number }> {
  const transition = MEMBER_STATE_TRANSITIONS[input.action];
  const reason = input.reason.trim();
  const changed = await inTransaction(db, async (tx: pg.PoolClient) => {
    const member = await repo.lockMemberState(tx, memberId);
    if (!member) throw new AppError("not_found");
    if (!transition.from.includes(member.status)) throw new AppError("member_state_invalid");
    await repo.changeMemberStatus(tx, memberId, transition.to, reason);
    const sessionsRevoked =
      loginRefusal(transition.to) === null ? 0 : await revokeMemberSessions(tx, memberId, `account_${input.action}`);
    if (transition.to !== "active") {
      // A member who may no longer bet keeps no game open (wins of rounds already open still settle).
      await repo.revokeVendorSessions(tx, memberId);
    }
    const detail = { action: input.action, from: member.status, to: transition.to, reason, sessionsRevoked };
    await appendAudit(tx, {
      operator: actor.username,
      action: `member.${input.action}`,
      target: `member:${memberId}`,
      ip: actor.ip,
      detail,
    });
    await recordAuthEvent(tx, {
      memberId,
      account: member.account,
      event: "account_state",
      outcome: "success",
      method: "operator",
      detail: { ...detail, operator: actor.username },
    });
    return { from: member.status, to: transition.to, sessionsRevoked };
  });
  // Frozen or unfrozen, the cached sessions carry the old status: every process drops them.
  await sessions.forgetMember(memberId);
  return changed;
}
