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
