import type { FastifyRequest } from "fastify";
import type { LoginDone } from "@lotus/contracts";
import { inTransaction } from "../../db/pool.ts";
import { recordAuthEvent } from "./auth-events.ts";
import { loadMemberInfo } from "./member-info.ts";
import { createSession } from "./sessions.ts";
import * as repo from "./session.repository.ts";

export type LoginMethod =
  "username" | "sms" | "register" | "free_play" | "social" | "phone_reset" | "second_verification";

/**
 * Finishes a login that passed every check: trusts the IP, rotates in a new session, updates the
 * last login, records the event and builds the response.
 *
 * A password older than brand.password_max_age_days is reported as `passwordExpired`; it forces a
 * change only with PWDEXPFORCECHANGE3 on, and never for an SMS login (spec §4: the member proved
 * the phone, not the password, so asking for the old password would lock them out).
 */
export async function completeLogin(
  request: FastifyRequest,
  input: { memberId: bigint; method: LoginMethod },
): Promise<LoginDone> {
  const { ip } = request.clientLocation();
  const userAgent = request.headers["user-agent"] ?? "";
  return inTransaction(request.server.db, async (tx) => {
    const member = await repo.lockLoginState(tx, input.memberId);
    if (!member)
      throw new Error(`completeLogin: member ${input.memberId} not found (commit it before completing its login)`);
    // Trial accounts are throw-away: their password is unusable, so expiry means nothing there.
    const passwordExpired = member.password_expired && input.method !== "free_play";
    const forceChange = passwordExpired && member.force_expired && input.method !== "sms";
    const mustChangePassword = member.must_change_password || forceChange;

    await repo.trustIp(tx, input.memberId, ip);
    const session = await createSession(tx, {
      memberId: input.memberId,
      method: input.method,
      ip,
      userAgent: typeof userAgent === "string" ? userAgent : "",
    });
    await repo.recordLogin(tx, input.memberId, ip, mustChangePassword);
    const info = await loadMemberInfo(tx, input.memberId, request.language);
    await recordAuthEvent(tx, {
      memberId: input.memberId,
      account: info.account,
      event: "login",
      outcome: "success",
      method: input.method,
      request,
      detail: { firstTimeLogin: !member.first_login_done, passwordExpired, mustChangePassword },
    });
    return {
      step: "done",
      token: session.token,
      firstTimeLogin: !member.first_login_done,
      passwordExpired,
      mustChangePassword,
      member: info,
    };
  });
}
