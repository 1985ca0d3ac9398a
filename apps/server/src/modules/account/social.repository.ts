import type { MemberStatus } from "@lotus/contracts";
import type pg from "pg";
import type { DbClient } from "../../db/pool.ts";

export type LinkedMember = { memberId: bigint; account: string; status: MemberStatus; isAgent: number };

/** The member linked to a provider's subject; the e-mail plays no part in the lookup. */
export async function findLinkedMember(db: DbClient, provider: string, subject: string): Promise<LinkedMember | null> {
  const { rows } = await db.query<{
    member_id: bigint;
    account: string;
    status: MemberStatus;
    is_agent: number;
  }>(
    `select s.member_id, m.account, m.status, m.is_agent
       from social_identity s join member m on m.id = s.member_id
      where s.provider = $1 and s.subject = $2`,
    [provider, subject],
  );
  const row = rows[0];
  return row ? { memberId: row.member_id, account: row.account, status: row.status, isAgent: row.is_agent } : null;
}

/** Serialises first logins of one subject, so two parallel callbacks cannot create two members. */
export async function lockSubject(tx: pg.PoolClient, provider: string, subject: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`social:${provider}:${subject}`]);
}

export async function isRegistrationOpen(db: DbClient): Promise<boolean> {
  const { rows } = await db.query<{ enabled: boolean }>("select enabled from setting_node where mod_id = 'REGISTER3'");
  return rows[0]?.enabled ?? false;
}

export async function accountExists(db: DbClient, account: string): Promise<boolean> {
  const { rows } = await db.query("select 1 from member where account = $1", [account]);
  return rows.length > 0;
}

export async function insertSocialMember(
  tx: pg.PoolClient,
  input: {
    account: string;
    passwordHash: string;
    nickname: string;
    provider: string;
    subject: string;
    email: string | null;
    ip: string;
    domain: string;
  },
): Promise<bigint> {
  const { rows } = await tx.query<{ id: bigint }>(
    `insert into member (account, password_hash, nickname, register_method, register_ip, domain, profile)
     values ($1, $2, $3, 'WEB', $4, $5, jsonb_build_object('socialProvider', $6::text))
     returning id`,
    [input.account, input.passwordHash, input.nickname, input.ip, input.domain, input.provider],
  );
  const memberId = rows[0]!.id;
  await tx.query("insert into social_identity (provider, subject, member_id, email) values ($1, $2, $3, $4)", [
    input.provider,
    input.subject,
    memberId,
    input.email,
  ]);
  return memberId;
}

export async function memberStatus(db: DbClient, memberId: bigint): Promise<MemberStatus | null> {
  const { rows } = await db.query<{ status: MemberStatus }>("select status from member where id = $1", [memberId]);
  return rows[0]?.status ?? null;
}
