import type pg from "pg";
import { WEAK_DEFAULT_PASSWORD } from "@lotus/contracts";
import { hashPassword } from "../modules/account/index.ts";

/** The demo password of the seeded member and agent (README lists it). */
export const DEMO_PASSWORD = "Lotus@2026";
/** Logins from this machine are trusted, so a local demo skips the second verification. */
const LOCAL_IPS = ["127.0.0.1", "::1"];

type DemoAccount = {
  account: string;
  password: string;
  isAgent: number;
  nickname: string;
  mobile?: { dialingCode: string; number: string };
  email?: string;
  payeeName?: string;
  mustChangePassword?: boolean;
  upline?: string;
  registerMethod?: string;
  trustedIps: string[];
  affiliateCode?: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: "demo01",
    password: DEMO_PASSWORD,
    isAgent: 0,
    nickname: "Minh Anh",
    mobile: { dialingCode: "+84", number: "912345678" },
    email: "demo01@lotus.local",
    payeeName: "NGUYEN MINH ANH",
    trustedIps: LOCAL_IPS,
  },
  {
    account: "agent01",
    password: DEMO_PASSWORD,
    isAgent: 1,
    nickname: "Đại lý 01",
    trustedIps: LOCAL_IPS,
    affiliateCode: "LOTUS8",
  },
  {
    // An agent-created downline: the weak default is allowed only here and forces a change (§9).
    account: "newbie01",
    password: WEAK_DEFAULT_PASSWORD,
    isAgent: 0,
    nickname: "",
    mustChangePassword: true,
    upline: "agent01",
    registerMethod: "AGENT",
    trustedIps: [],
  },
];

/**
 * Demo members and agents (issue 3). Idempotent: an account that exists is left as it is (its
 * password may have been changed); only missing accounts are created, and their passwords are
 * hashed only then, so a restart costs no argon2 work.
 */
export async function seedDemoAccounts(tx: pg.PoolClient): Promise<void> {
  let createdAny = false;
  for (const demo of DEMO_ACCOUNTS) {
    const exists = await tx.query("select 1 from member where account = $1", [demo.account]);
    if (exists.rowCount) continue;
    const upline = demo.upline
      ? (await tx.query<{ id: bigint }>("select id from member where account = $1", [demo.upline])).rows[0]?.id
      : null;
    const inserted = await tx.query<{ id: bigint }>(
      `insert into member (account, password_hash, must_change_password, is_agent, nickname, payee_name, email,
                           country_dialing_code, mobile_num, upline_id, register_method, profile)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       on conflict do nothing returning id`,
      [
        demo.account,
        await hashPassword(demo.password),
        demo.mustChangePassword ?? false,
        demo.isAgent,
        demo.nickname,
        demo.payeeName ?? "",
        demo.email ?? null,
        demo.mobile?.dialingCode ?? null,
        demo.mobile?.number ?? null,
        upline ?? null,
        demo.registerMethod ?? "WEB",
        demo.upline ? { createdBy: demo.upline } : {},
      ],
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) continue;
    createdAny = true;
    for (const ip of demo.trustedIps) {
      await tx.query("insert into member_trusted_ip (member_id, ip) values ($1, $2) on conflict do nothing", [id, ip]);
    }
    if (demo.affiliateCode) {
      await tx.query("insert into affiliate_code (code, agent_id) values ($1, $2) on conflict do nothing", [
        demo.affiliateCode,
        id,
      ]);
    }
  }
  // The demo shows the second verification by SMS; set with the accounts only, so an operator who
  // later turns it off (NULL) is not overridden by the next start.
  if (createdAny) {
    await tx.query("update brand set second_verification = 'SMS' where id = 1 and second_verification is null");
  }
}
