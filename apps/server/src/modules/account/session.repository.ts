import type { MemberStatus } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/**
 * SQL of logins, free play, second verification and `member_session`; the rules live in
 * session.service.ts, sessions.ts and complete-login.ts.
 */

/** The member states that may hold a session (member-state.ts: active and frozen), as SQL (`m` is the member row). */
const SESSION_MEMBER_SQL = "m.status in ('active', 'frozen')";

export async function insertSession(
  db: DbClient,
  input: { memberId: bigint; tokenHash: Buffer; method: string; ip: string; userAgent: string; hours: number },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into member_session (member_id, token_hash, method, ip, user_agent, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(hours => $6)) returning id`,
    [input.memberId, input.tokenHash, input.method, input.ip, input.userAgent, input.hours],
  );
  return rows[0]!.id;
}

export type LiveSessionRow = {
  id: string;
  member_id: bigint;
  account: string;
  is_agent: number;
  status: MemberStatus;
  must_change_password: boolean;
  method: string;
  expires_at: Date;
};

/** The live session of a token hash, touching its last-seen time; null when unknown, revoked, idle or expired. */
export async function findLiveSession(
  db: DbClient,
  tokenHash: Buffer,
  idleMinutes: number,
): Promise<LiveSessionRow | null> {
  const { rows } = await db.query<LiveSessionRow>(
    // Last-seen is written at most once a minute: a read-only call then costs no committed write
    // (the idle timeout is counted in minutes anyway), which keeps money calls to one write each.
    `with found as (
       select s.id, s.member_id, m.account, m.is_agent, m.status, m.must_change_password, s.method, s.expires_at, s.last_seen_at
         from member_session s join member m on m.id = s.member_id
        where s.token_hash = $1 and s.revoked_at is null
          and s.expires_at > now() and s.last_seen_at > now() - make_interval(mins => $2)
          and ${SESSION_MEMBER_SQL}
     ), touched as (
       update member_session set last_seen_at = now()
        where id in (select id from found where last_seen_at < now() - interval '1 minute')
     )
     select id, member_id, account, is_agent, status, must_change_password, method, expires_at from found`,
    [tokenHash, idleMinutes],
  );
  return rows[0] ?? null;
}

/** Of `ids`, the sessions still live (not revoked, idle or expired; member may hold one); no touch. */
export async function liveSessionIds(db: DbClient, ids: string[], idleMinutes: number): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>(
    `select s.id from member_session s join member m on m.id = s.member_id
      where s.id = any($1::uuid[]) and s.revoked_at is null and s.expires_at > now()
        and s.last_seen_at > now() - make_interval(mins => $2) and ${SESSION_MEMBER_SQL}`,
    [ids, idleMinutes],
  );
  return new Set(rows.map((r) => r.id));
}

export async function revokeSessionRow(db: DbClient, id: string, reason: string): Promise<void> {
  await db.query(
    "update member_session set revoked_at = now(), revoked_reason = $2 where id = $1 and revoked_at is null",
    [id, reason],
  );
}

/** Revokes every live session of a member, except `keepId` when given; returns how many. */
export async function revokeMemberSessionRows(
  db: DbClient,
  memberId: bigint,
  reason: string,
  keepId: string | null,
): Promise<number> {
  const result = await db.query(
    `update member_session set revoked_at = now(), revoked_reason = $2
      where member_id = $1 and revoked_at is null and ($3::uuid is null or id <> $3::uuid)`,
    [memberId, reason, keepId],
  );
  return result.rowCount ?? 0;
}

export async function listLiveSessions(db: DbClient, memberId: bigint, idleMinutes: number) {
  const { rows } = await db.query<{ id: string; created_at: Date; last_seen_at: Date; ip: string; user_agent: string }>(
    `select id, created_at, last_seen_at, ip, user_agent from member_session
      where member_id = $1 and revoked_at is null and expires_at > now()
        and last_seen_at > now() - make_interval(mins => $2)
      order by last_seen_at desc`,
    [memberId, idleMinutes],
  );
  return rows;
}

export type LoginState = {
  first_login_done: boolean;
  must_change_password: boolean;
  password_expired: boolean;
  force_expired: boolean;
};

/** The member's login state with the brand's password expiry, the member row locked (inside a transaction). */
export async function lockLoginState(db: DbClient, memberId: bigint): Promise<LoginState | null> {
  const { rows } = await db.query<LoginState>(
    `select m.first_login_done, m.must_change_password,
            m.password_changed_at < now() - make_interval(days => b.password_max_age_days) as password_expired,
            coalesce((select s.enabled from setting_node s where s.mod_id = 'PWDEXPFORCECHANGE3'), false) as force_expired
       from member m cross join brand b
      where m.id = $1
      for update of m`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function trustIp(db: DbClient, memberId: bigint, ip: string): Promise<void> {
  await db.query("insert into member_trusted_ip (member_id, ip) values ($1, $2) on conflict do nothing", [
    memberId,
    ip,
  ]);
}

/** Moves the last login to the previous one and records this one. */
export async function recordLogin(
  db: DbClient,
  memberId: bigint,
  ip: string,
  mustChangePassword: boolean,
): Promise<void> {
  await db.query(
    `update member set previous_login_at = last_login_at, previous_login_ip = last_login_ip,
            last_login_at = now(), last_login_ip = $2, first_login_done = true,
            must_change_password = $3
      where id = $1`,
    [memberId, ip, mustChangePassword],
  );
}

export type LoginBrand = {
  maintenance: boolean;
  restricted_countries: string[];
  second_verification: "SMS" | "EMAIL" | "PAYEE_NAME" | "TOTP" | null;
};

export async function findLoginBrand(db: DbClient): Promise<LoginBrand | null> {
  const { rows } = await db.query<LoginBrand>(
    "select maintenance, restricted_countries, second_verification from brand where id = 1",
  );
  return rows[0] ?? null;
}

/** A white-label switch (spec §3 modIds); a missing node is off. */
export async function isSettingOn(db: DbClient, modId: string): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean }>("select enabled from setting_node where mod_id = $1", [modId]);
  return rows[0]?.enabled ?? false;
}

export type LoginMember = {
  id: bigint;
  account: string;
  password_hash: string;
  status: MemberStatus;
  is_agent: number;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string;
  totp_enabled: boolean;
};

const LOGIN_MEMBER_COLUMNS = `id, account, password_hash, status, is_agent, country_dialing_code, mobile_num, email,
  payee_name, totp_enabled`;

export async function findMemberByAccount(db: DbClient, account: string): Promise<LoginMember | null> {
  const { rows } = await db.query<LoginMember>(`select ${LOGIN_MEMBER_COLUMNS} from member where account = $1`, [
    account,
  ]);
  return rows[0] ?? null;
}

export async function findMemberByMobile(
  db: DbClient,
  dialingCode: string,
  mobileNum: string,
): Promise<LoginMember | null> {
  const { rows } = await db.query<LoginMember>(
    `select ${LOGIN_MEMBER_COLUMNS} from member where country_dialing_code = $1 and mobile_num = $2`,
    [dialingCode, mobileNum],
  );
  return rows[0] ?? null;
}

export async function findMemberById(db: DbClient, id: bigint): Promise<LoginMember | null> {
  const { rows } = await db.query<LoginMember>(`select ${LOGIN_MEMBER_COLUMNS} from member where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function setMustChangePassword(db: DbClient, id: bigint): Promise<void> {
  await db.query("update member set must_change_password = true where id = $1", [id]);
}

export type FailureScope = "account" | "ip";
export type FailureCount = { failures: number; minutesLeft: number };

/** Failures of a key inside the current window (0 when the window has ended). */
export async function readFailures(
  db: DbClient,
  scope: FailureScope,
  key: string,
  windowMinutes: number,
): Promise<FailureCount> {
  const { rows } = await db.query<FailureCount>(
    `select failures,
            greatest(1, ceil(extract(epoch from window_started_at + make_interval(mins => $3) - now()) / 60))::int
              as "minutesLeft"
       from auth_throttle
      where scope = $1 and key = $2 and window_started_at > now() - make_interval(mins => $3)`,
    [scope, key, windowMinutes],
  );
  return rows[0] ?? { failures: 0, minutesLeft: 0 };
}

/**
 * Counts one failure atomically (one upsert: parallel failures are all counted) and returns the
 * count in the current window, this one included; an ended window starts again at 1.
 */
export async function addFailure(
  db: DbClient,
  scope: FailureScope,
  key: string,
  windowMinutes: number,
): Promise<number> {
  const { rows } = await db.query<{ failures: number }>(
    `insert into auth_throttle (scope, key, failures, window_started_at) values ($1, $2, 1, now())
     on conflict (scope, key) do update set
       failures = case when auth_throttle.window_started_at <= now() - make_interval(mins => $3) then 1
                       else auth_throttle.failures + 1 end,
       window_started_at = case when auth_throttle.window_started_at <= now() - make_interval(mins => $3) then now()
                                else auth_throttle.window_started_at end
     returning failures`,
    [scope, key, windowMinutes],
  );
  return rows[0]!.failures;
}

export async function clearFailures(db: DbClient, scope: FailureScope, key: string): Promise<void> {
  await db.query("delete from auth_throttle where scope = $1 and key = $2", [scope, key]);
}

export async function isTrustedIp(db: DbClient, memberId: bigint, ip: string): Promise<boolean> {
  const { rowCount } = await db.query("select 1 from member_trusted_ip where member_id = $1 and ip = $2", [
    memberId,
    ip,
  ]);
  return rowCount === 1;
}

/**
 * A trial (free-play) member: is_agent 4, and a password hash that no password verifies (not a
 * PHC string), so the account can only ever be entered through the free-play session it came with.
 */
export async function insertTrialMember(
  db: DbClient,
  account: string,
  ip: string,
  unusableHash: string,
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into member (account, password_hash, is_agent, register_method, register_ip)
     values ($1, $2, 4, 'FREE_PLAY', $3) returning id`,
    [account, unusableHash, ip],
  );
  return rows[0]!.id;
}
