import type pg from "pg";
import type { DbClient } from "../../db/pool.ts";

export type SecurityRow = {
  account: string;
  nickname: string;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string;
  birthday: string | null;
  totp_secret: string | null;
  totp_enabled: boolean;
  payment_password_set: boolean;
  password_hash: string;
  password_changed_at: Date;
  previous_login_at: Date | null;
  previous_login_ip: string | null;
  second_verification: "SMS" | "EMAIL" | "PAYEE_NAME" | "TOTP" | null;
  brand_name: string;
  minimum_age: number;
};

export async function findSecurityRow(db: DbClient, memberId: bigint): Promise<SecurityRow | null> {
  const { rows } = await db.query<SecurityRow>(
    `select m.account, m.nickname, m.country_dialing_code, m.mobile_num, m.email, m.payee_name,
            to_char(m.birthday, 'YYYY-MM-DD') as birthday, m.totp_secret, m.totp_enabled,
            m.payment_password_hash is not null as payment_password_set, m.password_hash,
            m.password_changed_at, m.previous_login_at, m.previous_login_ip,
            b.second_verification, b.name as brand_name, b.minimum_age
       from member m cross join brand b
      where m.id = $1 and b.id = 1`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function updateNickname(db: DbClient, memberId: bigint, nickname: string): Promise<void> {
  await db.query("update member set nickname = $2 where id = $1", [memberId, nickname]);
}

/** Sets the birthday only while none is set; false when one already was. */
export async function setBirthdayOnce(db: DbClient, memberId: bigint, birthday: string): Promise<boolean> {
  const result = await db.query("update member set birthday = $2 where id = $1 and birthday is null", [
    memberId,
    birthday,
  ]);
  return result.rowCount === 1;
}

export async function mobileOwner(db: DbClient, dialingCode: string, mobileNum: string): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>(
    "select id from member where country_dialing_code = $1 and mobile_num = $2",
    [dialingCode, mobileNum],
  );
  return rows[0]?.id ?? null;
}

export async function emailOwner(db: DbClient, email: string): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>("select id from member where lower(email) = lower($1)", [email]);
  return rows[0]?.id ?? null;
}

const UNIQUE_VIOLATION = "23505";
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

export async function setMobile(tx: pg.PoolClient, memberId: bigint, dialingCode: string, mobileNum: string) {
  await tx.query("update member set country_dialing_code = $2, mobile_num = $3 where id = $1", [
    memberId,
    dialingCode,
    mobileNum,
  ]);
}

export async function setEmail(tx: pg.PoolClient, memberId: bigint, email: string) {
  await tx.query("update member set email = $2 where id = $1", [memberId, email]);
}

/** Sets the payee name only while it is empty; false when one already was. */
export async function setPayeeNameOnce(db: DbClient, memberId: bigint, payeeName: string): Promise<boolean> {
  const result = await db.query("update member set payee_name = $2 where id = $1 and payee_name = ''", [
    memberId,
    payeeName,
  ]);
  return result.rowCount === 1;
}

/** A new, not yet enabled authenticator secret (replaces one whose enrolment was never confirmed). */
export async function storePendingTotpSecret(tx: pg.PoolClient, memberId: bigint, secret: string): Promise<boolean> {
  const result = await tx.query(
    "update member set totp_secret = $2, totp_last_step = null where id = $1 and not totp_enabled",
    [memberId, secret],
  );
  return result.rowCount === 1;
}

export async function setTotpEnabled(db: DbClient, memberId: bigint, enabled: boolean): Promise<void> {
  if (enabled) await db.query("update member set totp_enabled = true where id = $1", [memberId]);
  else await db.query("update member set totp_enabled = false, totp_secret = null where id = $1", [memberId]);
}

export async function setPaymentPasswordHash(tx: pg.PoolClient, memberId: bigint, hash: string): Promise<void> {
  await tx.query("update member set payment_password_hash = $2 where id = $1", [memberId, hash]);
}

/** Events shown as the member's login history: every login and second-verification attempt. */
const LOGIN_EVENTS = ["login", "second_verification"];

export async function countLoginEvents(db: DbClient, memberId: bigint): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from auth_event where member_id = $1 and event = any($2)",
    [memberId, LOGIN_EVENTS],
  );
  return rows[0]!.n;
}

export async function listLoginEvents(db: DbClient, memberId: bigint, limit: number, offset: number) {
  const { rows } = await db.query<{
    at: Date;
    ip: string;
    country: string;
    user_agent: string;
    method: string;
    outcome: string;
  }>(
    `select at, ip, country, user_agent, method, outcome from auth_event
      where member_id = $1 and event = any($2)
      order by at desc, id desc limit $3 offset $4`,
    [memberId, LOGIN_EVENTS, limit, offset],
  );
  return rows;
}

/** Revokes one live session of this member; false when the id is not one of its live sessions. */
export async function revokeOwnSession(db: DbClient, memberId: bigint, sessionId: string): Promise<boolean> {
  const result = await db.query(
    `update member_session set revoked_at = now(), revoked_reason = 'revoked_by_member'
      where id = $1 and member_id = $2 and revoked_at is null`,
    [sessionId, memberId],
  );
  return result.rowCount === 1;
}

/** The member's authenticator secret (enrolled or being enrolled), or null. */
export async function findTotpSecret(db: DbClient, memberId: bigint): Promise<string | null> {
  const { rows } = await db.query<{ totp_secret: string | null }>("select totp_secret from member where id = $1", [
    memberId,
  ]);
  return rows[0]?.totp_secret ?? null;
}

/** Records an accepted time step; false when it (or a later one) was used before. */
export async function claimTotpStep(db: DbClient, memberId: bigint, step: number): Promise<boolean> {
  const { rowCount } = await db.query(
    "update member set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2)",
    [memberId, step],
  );
  return rowCount === 1;
}
