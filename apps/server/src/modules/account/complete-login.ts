import type { FastifyRequest } from "fastify";
import type { LoginDone } from "@lotus/contracts";
import { inTransaction } from "../../db/pool.ts";
import { recordAuthEvent } from "./auth-events.ts";
import { loadMemberInfo } from "./member-info.ts";
import { createSession } from "./sessions.ts";

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
    const state = await tx.query<{
      first_login_done: boolean;
      must_change_password: boolean;
      password_expired: boolean;
      force_expired: boolean;
    }>(
      `select m.first_login_done, m.must_change_password,
              m.password_changed_at < now() - make_interval(days => b.password_max_age_days) as password_expired,
              coalesce((select s.enabled from setting_node s where s.mod_id = 'PWDEXPFORCECHANGE3'), false) as force_expired
         from member m cross join brand b
        where m.id = $1
        for update of m`,
      [input.memberId],
    );
    const member = state.rows[0];
    if (!member)
      throw new Error(`completeLogin: member ${input.memberId} not found (commit it before completing its login)`);
    // Trial accounts are throw-away: their password is unusable, so expiry means nothing there.
    const passwordExpired = member.password_expired && input.method !== "free_play";
    const forceChange = passwordExpired && member.force_expired && input.method !== "sms";
    const mustChangePassword = member.must_change_password || forceChange;

    await tx.query("insert into member_trusted_ip (member_id, ip) values ($1, $2) on conflict do nothing", [
      input.memberId,
      ip,
    ]);
    const session = await createSession(tx, {
      memberId: input.memberId,
      method: input.method,
      ip,
      userAgent: typeof userAgent === "string" ? userAgent : "",
    });
    await tx.query(
      `update member set previous_login_at = last_login_at, previous_login_ip = last_login_ip,
              last_login_at = now(), last_login_ip = $2, first_login_done = true,
              must_change_password = $3
        where id = $1`,
      [input.memberId, ip, mustChangePassword],
    );
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
