import type { MemberStatus } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/** SQL of the operator's account commands (`npm run admin -- member …`, `second-verification …`). */

export type SecondVerificationSetting = "SMS" | "EMAIL" | "PAYEE_NAME" | "TOTP" | null;

export async function readSecondVerification(db: DbClient): Promise<SecondVerificationSetting> {
  const { rows } = await db.query<{ second_verification: SecondVerificationSetting }>(
    "select second_verification from brand where id = 1",
  );
  return rows[0]?.second_verification ?? null;
}

export async function setSecondVerification(db: DbClient, method: SecondVerificationSetting): Promise<void> {
  await db.query("update brand set second_verification = $1, updated_at = now() where id = 1", [method]);
}

/** The dialling codes of the country table, longest first (so +855 is tried before +8…). */
export async function listDialingCodes(db: DbClient): Promise<{ dialing_code: string; mobile_digits: number }[]> {
  const { rows } = await db.query<{ dialing_code: string; mobile_digits: number }>(
    `select dialing_code, mobile_digits from country group by dialing_code, mobile_digits
      order by length(dialing_code) desc, dialing_code`,
  );
  return rows;
}

export async function accountExists(db: DbClient, account: string): Promise<boolean> {
  return (await db.query("select 1 from member where account = $1", [account])).rowCount === 1;
}

export async function mobileExists(db: DbClient, dialingCode: string, mobileNum: string): Promise<boolean> {
  return (
    (
      await db.query("select 1 from member where country_dialing_code = $1 and mobile_num = $2", [
        dialingCode,
        mobileNum,
      ])
    ).rowCount === 1
  );
}

export async function insertOperatorMember(
  db: DbClient,
  input: {
    account: string;
    passwordHash: string;
    isAgent: number;
    dialingCode: string | null;
    mobileNum: string | null;
  },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into member (account, password_hash, must_change_password, is_agent, country_dialing_code, mobile_num,
                         register_method)
     values ($1, $2, true, $3, $4, $5, 'OPERATOR') returning id`,
    [input.account, input.passwordHash, input.isAgent, input.dialingCode, input.mobileNum],
  );
  return rows[0]!.id;
}

export async function findMemberStatus(
  db: DbClient,
  account: string,
): Promise<{ id: bigint; status: MemberStatus } | null> {
  const { rows } = await db.query<{ id: bigint; status: MemberStatus }>(
    "select id, status from member where account = $1 for update",
    [account],
  );
  return rows[0] ?? null;
}

export async function setMemberStatus(db: DbClient, id: bigint, status: "active" | "disabled"): Promise<void> {
  await db.query("update member set status = $2 where id = $1", [id, status]);
}

export type MemberListRow = {
  id: bigint;
  account: string;
  is_agent: number;
  status: string;
  mobile: string | null;
  email: string | null;
  must_change_password: boolean;
  created_at: Date;
  last_login_at: Date | null;
};

export async function listMembers(db: DbClient, limit: number): Promise<{ total: number; rows: MemberListRow[] }> {
  const [total, list] = await Promise.all([
    db.query<{ n: number }>("select count(*)::int as n from member"),
    db.query<MemberListRow>(
      `select id, account, is_agent, status, country_dialing_code || ' ' || mobile_num as mobile, email,
              must_change_password, created_at, last_login_at
         from member order by id desc limit $1`,
      [limit],
    ),
  ]);
  return { total: total.rows[0]!.n, rows: list.rows };
}

/** The member's account and state, the row locked (inside a transaction); null when there is none. */
export async function lockMemberState(
  db: DbClient,
  memberId: bigint,
): Promise<{ account: string; status: MemberStatus } | null> {
  const { rows } = await db.query<{ account: string; status: MemberStatus }>(
    "select account, status from member where id = $1 for update",
    [memberId],
  );
  return rows[0] ?? null;
}

export async function changeMemberStatus(
  db: DbClient,
  memberId: bigint,
  status: MemberStatus,
  reason: string,
): Promise<void> {
  await db.query("update member set status = $2, status_reason = $3, status_changed_at = now() where id = $1", [
    memberId,
    status,
    reason,
  ]);
}

/** Ends the member's open game sessions (a member who may no longer bet keeps no game open). */
export async function revokeVendorSessions(db: DbClient, memberId: bigint): Promise<void> {
  await db.query("update vendor_session set revoked_at = now() where member_id = $1 and revoked_at is null", [
    memberId,
  ]);
}

export type ConsoleMemberRow = {
  id: bigint;
  account: string;
  nickname: string;
  is_agent: number;
  status: MemberStatus;
  status_reason: string;
  status_changed_at: Date | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string;
  created_at: Date;
  last_login_at: Date | null;
};

const CONSOLE_MEMBER_COLUMNS = `m.id, m.account, m.nickname, m.is_agent, m.status, m.status_reason, m.status_changed_at,
  m.country_dialing_code, m.mobile_num,
  m.email, m.payee_name, m.created_at, m.last_login_at`;

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Members by account (prefix, any case), e-mail (prefix, any case), mobile number (with or
 * without the dialling code or the trunk 0) or id; an empty query lists the newest members.
 * Each row carries the member's main, vendor and withdrawal-hold balances.
 */
export async function searchConsoleMembers(
  db: DbClient,
  query: { q: string; page: number; size: number },
): Promise<{ total: number; rows: (ConsoleMemberRow & { main: bigint; vendor: bigint; hold: bigint })[] }> {
  const q = query.q.trim();
  const digits = q.replace(/[\s().-]/g, "");
  const isNumber = /^\+?[0-9]{1,18}$/.test(digits);
  const national = digits.replace(/^\+/, "").replace(/^0/, "");
  const where = `($1 = '' or m.account like $2 or lower(m.email) like $2
      or ($3 and (m.mobile_num = $4 or m.country_dialing_code || m.mobile_num = $5
                  or replace(m.country_dialing_code, '+', '') || m.mobile_num = $4 or m.id::text = $6)))`;
  const params = [q.toLowerCase(), likePrefix(q.toLowerCase()), isNumber, national, digits, digits];
  const count = await db.query<{ n: number }>(`select count(*)::int as n from member m where ${where}`, params);
  const { rows } = await db.query<ConsoleMemberRow & { main: bigint; vendor: bigint; hold: bigint }>(
    `select ${CONSOLE_MEMBER_COLUMNS},
            coalesce(b.main, 0)::int8 as main, coalesce(b.vendor, 0)::int8 as vendor, coalesce(b.hold, 0)::int8 as hold
       from member m
       left join lateral (
         select sum(balance) filter (where kind = 'player_main') as main,
                sum(balance) filter (where kind = 'player_vendor') as vendor,
                sum(balance) filter (where kind = 'player_withdrawal_hold') as hold
           from ledger_account a where a.member_id = m.id
       ) b on true
      where ${where}
      order by (m.account = $1) desc, m.id desc
      limit $7 offset $8`,
    [...params, query.size, (query.page - 1) * query.size],
  );
  return { total: count.rows[0]!.n, rows };
}

export async function findConsoleMember(db: DbClient, memberId: bigint): Promise<ConsoleMemberRow | null> {
  const { rows } = await db.query<ConsoleMemberRow>(`select ${CONSOLE_MEMBER_COLUMNS} from member m where m.id = $1`, [
    memberId.toString(),
  ]);
  return rows[0] ?? null;
}
