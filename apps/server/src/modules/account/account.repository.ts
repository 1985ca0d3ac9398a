import type { MemberStatus, StoredText } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/** Digits a national mobile number has in the country of this dialling code ("+84" → 9); null when unknown. */
export async function findMobileDigits(db: DbClient, dialingCode: string): Promise<number | null> {
  const { rows } = await db.query<{ mobile_digits: number }>(
    "select mobile_digits from country where dialing_code = $1 limit 1",
    [dialingCode.replace(/^\+/, "")],
  );
  return rows[0]?.mobile_digits ?? null;
}

export async function findMinimumAge(db: DbClient): Promise<number> {
  const { rows } = await db.query<{ minimum_age: number }>("select minimum_age from brand where id = 1");
  return rows[0]?.minimum_age ?? 18;
}

/** The agent behind an active invitation code; codes are matched without regard to case. */
export async function findAffiliateAgent(
  db: DbClient,
  code: string,
): Promise<{ agentId: bigint; code: string; accountType: number } | null> {
  const { rows } = await db.query<{ agent_id: bigint; code: string; account_type: number }>(
    `select a.agent_id, a.code,
            case when a.account_type = 2 and m.is_agent in (41, 42) then 42
                 when a.account_type = 2 and m.is_agent in (1, 2) then 2 else 0 end as account_type
       from affiliate_code a join member m on m.id = a.agent_id
      where upper(a.code) = upper($1) and a.active and m.status = 'active'`,
    [code],
  );
  const row = rows[0];
  return row ? { agentId: row.agent_id, code: row.code, accountType: row.account_type } : null;
}

/** The member whose referral code (member.invite_code, member centre) this is; case is ignored. */
export async function findReferrer(db: DbClient, code: string): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>(
    "select id from member where invite_code = upper($1) and status in ('active', 'frozen')",
    [code],
  );
  return rows[0]?.id ?? null;
}

export type Taken = "username" | "mobile" | "email";

/**
 * Which of these identifiers another member already holds, the mobile number first (a mobile
 * registration's account name is its number: "number registered" is the message that helps).
 * A courtesy check before anything is spent; the unique indexes decide.
 */
export async function findTaken(
  db: DbClient,
  input: { account?: string; mobile?: { dialingCode: string; number: string } | null; email?: string | null },
): Promise<Taken | null> {
  const { rows } = await db.query<{ taken: Taken }>(
    `select taken from (
       select 'mobile' as taken, 1 as rank from member where country_dialing_code = $2 and mobile_num = $3
       union all select 'username', 2 from member where account = $1
       union all select 'email', 3 from member where lower(email) = lower($4)
     ) t order by rank limit 1`,
    [input.account ?? null, input.mobile?.dialingCode ?? null, input.mobile?.number ?? null, input.email ?? null],
  );
  return rows[0]?.taken ?? null;
}

export type NewMemberRow = {
  account: string;
  passwordHash: string;
  nickname: string;
  payeeName: string;
  email: string | null;
  mobile: { dialingCode: string; number: string } | null;
  birthday: string | null;
  uplineId: bigint | null;
  affiliateCode: string | null;
  referralCode: string | null;
  paymentPasswordHash: string | null;
  registerIp: string;
  registerUrl: string;
  domain: string;
  registerMethod: string;
  profile: Record<string, string>;
  /** Account type (spec §6); 0 when absent. A sub-agent link or the agent centre gives 2 (or 42). */
  isAgent?: number;
  /** The weak default password of an agent-created account: nothing but a change is accepted. */
  mustChangePassword?: boolean;
};

const UNIQUE_VIOLATION = "23505";
const CONSTRAINT_TAKEN: Record<string, Taken> = {
  member_account_key: "username",
  member_mobile_key: "mobile",
  member_email_key: "email",
};

/** Inserts a member; a unique index that refuses it (also under a race) is reported as what is taken. */
export async function insertMember(
  db: DbClient,
  row: NewMemberRow,
): Promise<{ id: bigint; taken?: never } | { taken: Taken; id?: never }> {
  try {
    const { rows } = await db.query<{ id: bigint }>(
      `insert into member (account, password_hash, nickname, payee_name, email, country_dialing_code, mobile_num,
                           birthday, upline_id, affiliate_code, referral_code, payment_password_hash, register_ip,
                           register_url, domain, register_method, profile, is_agent, must_change_password)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) returning id`,
      [
        row.account,
        row.passwordHash,
        row.nickname,
        row.payeeName,
        row.email,
        row.mobile?.dialingCode ?? null,
        row.mobile?.number ?? null,
        row.birthday,
        row.uplineId,
        row.affiliateCode,
        row.referralCode,
        row.paymentPasswordHash,
        row.registerIp,
        row.registerUrl,
        row.domain,
        row.registerMethod,
        row.profile,
        row.isAgent ?? 0,
        row.mustChangePassword ?? false,
      ],
    );
    return { id: rows[0]!.id };
  } catch (error) {
    const e = error as { code?: string; constraint?: string };
    const taken = e.code === UNIQUE_VIOLATION && e.constraint ? CONSTRAINT_TAKEN[e.constraint] : undefined;
    if (taken) return { taken };
    throw error;
  }
}

export type MemberCredentials = {
  id: bigint;
  account: string;
  email: string | null;
  status: MemberStatus;
  is_agent: number;
  password_hash: string;
};

const CREDENTIAL_COLUMNS = "id, account, email, status, is_agent, password_hash";

export async function findMemberById(db: DbClient, id: bigint): Promise<MemberCredentials | null> {
  const { rows } = await db.query<MemberCredentials>(`select ${CREDENTIAL_COLUMNS} from member where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findMemberByAccount(db: DbClient, account: string): Promise<MemberCredentials | null> {
  const { rows } = await db.query<MemberCredentials>(`select ${CREDENTIAL_COLUMNS} from member where account = $1`, [
    account.toLowerCase(),
  ]);
  return rows[0] ?? null;
}

export async function findMemberByMobile(
  db: DbClient,
  dialingCode: string,
  number: string,
): Promise<MemberCredentials | null> {
  const { rows } = await db.query<MemberCredentials>(
    `select ${CREDENTIAL_COLUMNS} from member where country_dialing_code = $1 and mobile_num = $2`,
    [dialingCode, number],
  );
  return rows[0] ?? null;
}

/** A new password: the change date restarts the expiry clock and lifts a forced change. */
export async function updatePassword(db: DbClient, memberId: bigint, passwordHash: string): Promise<void> {
  await db.query(
    `update member set password_hash = $2, password_changed_at = now(), must_change_password = false where id = $1`,
    [memberId, passwordHash],
  );
}

/** Burns the member's open password-reset links: only the newest one works. */
export async function closeResetLinks(db: DbClient, memberId: bigint): Promise<void> {
  await db.query(
    `update verification_code set consumed_at = now()
      where flow = 'reset_password_email' and member_id = $1 and consumed_at is null`,
    [memberId],
  );
}

export type AvatarRow = {
  id: bigint;
  avatar: string;
  avatar_type: "STATIC" | "CUSTOM";
  avatar_updated_at: Date | null;
};

export async function findAvatar(db: DbClient, memberId: bigint): Promise<AvatarRow | null> {
  const { rows } = await db.query<AvatarRow>(
    `select m.id, m.avatar, m.avatar_type, a.updated_at as avatar_updated_at
       from member m left join member_avatar a on a.member_id = m.id where m.id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function setStaticAvatar(db: DbClient, memberId: bigint, avatar: string): Promise<void> {
  await db.query("update member set avatar = $2, avatar_type = 'STATIC' where id = $1", [memberId, avatar]);
}

export async function setCustomAvatar(db: DbClient, memberId: bigint, mime: string, bytes: Buffer): Promise<void> {
  await db.query(
    `insert into member_avatar (member_id, mime, bytes, updated_at) values ($1, $2, $3, now())
     on conflict (member_id) do update set mime = excluded.mime, bytes = excluded.bytes,
       updated_at = greatest(now(), member_avatar.updated_at + interval '1 second')`,
    [memberId, mime, bytes],
  );
  await db.query("update member set avatar_type = 'CUSTOM' where id = $1", [memberId]);
}

/** An uploaded avatar, only while the member shows it (a STATIC choice hides the old upload). */
export async function findCustomAvatarImage(
  db: DbClient,
  memberId: bigint,
): Promise<{ mime: string; bytes: Buffer; updated_at: Date } | null> {
  const { rows } = await db.query<{ mime: string; bytes: Buffer; updated_at: Date }>(
    `select a.mime, a.bytes, a.updated_at from member_avatar a join member m on m.id = a.member_id
      where a.member_id = $1 and m.avatar_type = 'CUSTOM'`,
    [memberId],
  );
  return rows[0] ?? null;
}

export type MemberInfoRow = {
  id: bigint;
  account: string;
  nickname: string;
  is_agent: number;
  upline_id: bigint | null;
  avatar: string;
  avatar_type: "STATIC" | "CUSTOM";
  avatar_updated_at: Date | null;
  previous_login_at: Date | null;
  previous_login_ip: string | null;
  merchant_code: string;
  vip_name: StoredText | null;
};

/**
 * The columns of spec §3 member info: the member, the brand's merchant code, the name of the
 * member's VIP level (the vip module's `member_vip`; level 0 for a member never evaluated).
 */
export async function findMemberInfoRow(db: DbClient, memberId: bigint): Promise<MemberInfoRow | null> {
  const { rows } = await db.query<MemberInfoRow>(
    `select m.id, m.account, m.nickname, m.is_agent, m.upline_id, m.avatar, m.avatar_type,
            a.updated_at as avatar_updated_at, m.previous_login_at, m.previous_login_ip,
            b.merchant_code,
            (select v.name from vip_level v
              where v.level = coalesce((select mv.level from member_vip mv where mv.member_id = m.id), 0)) as vip_name
       from member m
       cross join brand b
       left join member_avatar a on a.member_id = m.id
      where m.id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/*
 * Member look-ups for other modules (the `member` table is the account module's): exported
 * through index.ts, so no other module queries `member` on its own.
 */

/** A member by account name (any case); null when there is none. */
export async function findMemberIdByAccount(
  db: DbClient,
  account: string,
): Promise<{ id: bigint; account: string } | null> {
  const { rows } = await db.query<{ id: bigint; account: string }>(
    "select id, account from member where account = lower($1)",
    [account],
  );
  return rows[0] ?? null;
}

/**
 * Locks the member row against concurrent changes of its keys and state (`for no key update`,
 * inside the caller's transaction): serialises a member's money and session steps. False when there is none.
 */
export async function lockMemberForUpdate(db: DbClient, memberId: bigint): Promise<boolean> {
  const { rowCount } = await db.query("select 1 from member where id = $1 for no key update", [memberId]);
  return rowCount === 1;
}

/** The payee name a payout goes to and whether a payment password is set; null when there is no such member. */
export async function findPayoutIdentity(
  db: DbClient,
  memberId: bigint,
): Promise<{ payee_name: string; has_payment_password: boolean } | null> {
  const { rows } = await db.query<{ payee_name: string; has_payment_password: boolean }>(
    "select payee_name, payment_password_hash is not null as has_payment_password from member where id = $1",
    [memberId],
  );
  return rows[0] ?? null;
}

/** The stored payment password hash (null when none is set or there is no such member). */
export async function findPaymentPasswordHash(db: DbClient, memberId: bigint): Promise<string | null> {
  const { rows } = await db.query<{ payment_password_hash: string | null }>(
    "select payment_password_hash from member where id = $1",
    [memberId],
  );
  return rows[0]?.payment_password_hash ?? null;
}

/** Account names of members, by id (as a string); ids without a member are left out. */
export async function memberDisplayNames(db: DbClient, ids: readonly bigint[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: bigint; account: string }>(
    "select id, account from member where id = any($1::int8[])",
    [ids.map(String)],
  );
  return new Map(rows.map((r) => [r.id.toString(), r.account]));
}
