import { localized, type Language, type MemberInfo } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { findMemberInfoRow } from "./account.repository.ts";

/** The URL of a member's uploaded avatar; `v` changes with every upload so caches never show an old one. */
export function customAvatarUrl(memberId: bigint, updatedAt: Date | null): string {
  return `/media/avatars/${memberId}?v=${Math.floor((updatedAt?.getTime() ?? 0) / 1000)}`;
}

/**
 * Member info of spec §3 for one member. `lastLoginAt`/`lastLoginIp` are the login before the
 * current one (what a member checks to spot someone else's login); the VIP label is the name of
 * the member's own VIP level, in the request's language.
 */
export async function loadMemberInfo(db: DbClient, memberId: bigint, language: Language): Promise<MemberInfo> {
  const row = await findMemberInfoRow(db, memberId);
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
