import type { MemberStatus } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/** SQL of logins, free play and second verification; the rules live in session.service.ts. */

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

/** Marks a single-use value spent; false when it was spent before. */
export async function spendToken(
  db: DbClient,
  kind: "human_solution" | "free_play_nonce",
  hash: Buffer,
  expiresAt: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    "insert into spent_token (kind, hash, expires_at) values ($1, $2, $3) on conflict do nothing",
    [kind, hash, expiresAt],
  );
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
