import type pg from "pg";
import { localized, type Language, type MemberInfo, type StoredText } from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";

type MemberInfoRow = {
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

/** The URL of a member's uploaded avatar; `v` changes with every upload so caches never show an old one. */
export function customAvatarUrl(memberId: bigint, updatedAt: Date | null): string {
  return `/media/avatars/${memberId}?v=${Math.floor((updatedAt?.getTime() ?? 0) / 1000)}`;
}

/**
 * Member info of spec §3 for one member. `lastLoginAt`/`lastLoginIp` are the login before the
 * current one (what a member checks to spot someone else's login); the VIP label is the entry
 * level until issue 4 gives members a level of their own, named in the request's language.
 */
export async function loadMemberInfo(
  db: Db | pg.PoolClient,
  memberId: bigint,
  language: Language,
): Promise<MemberInfo> {
  const { rows } = await db.query<MemberInfoRow>(
    `select m.id, m.account, m.nickname, m.is_agent, m.upline_id, m.avatar, m.avatar_type,
            a.updated_at as avatar_updated_at, m.previous_login_at, m.previous_login_ip,
            b.merchant_code,
            (select v.name from vip_level v order by v.level limit 1) as vip_name
       from member m
       cross join brand b
       left join member_avatar a on a.member_id = m.id
      where m.id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) throw new AppError("session_expired");
  const custom = row.avatar_type === "CUSTOM";
  return {
    id: String(row.id),
    account: row.account,
    nickname: row.nickname,
    type: row.is_agent,
    isAgent: row.is_agent,
    toUpline: row.upline_id !== null,
    clubLabel: null,
    memberLabel: row.vip_name ? [{ labelName: localized(row.vip_name, language) }] : [],
    avatar: custom ? customAvatarUrl(row.id, row.avatar_updated_at) : row.avatar,
    avatarType: row.avatar_type,
    merchant: row.merchant_code,
    lastLoginAt: row.previous_login_at?.toISOString() ?? null,
    lastLoginIp: row.previous_login_ip,
  };
}
