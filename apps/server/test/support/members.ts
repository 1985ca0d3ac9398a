import { randomBytes } from "node:crypto";
import type { DbClient } from "../../src/db/pool.ts";
import { hashPassword } from "../../src/modules/account/passwords.ts";

export type NewMember = {
  account?: string;
  password?: string;
  isAgent?: number;
  /** e.g. { dialingCode: "+84", number: "912000001" } */
  mobile?: { dialingCode: string; number: string };
  email?: string;
  payeeName?: string;
  mustChangePassword?: boolean;
  status?: "active" | "disabled";
  totpSecret?: string;
  /** IPs from which no second verification is asked; by default the inject peer 127.0.0.1. */
  trustedIps?: string[];
};

export type CreatedMember = { id: bigint; account: string; password: string };

/** A test member written straight into the database (no registration call involved). */
export async function createMember(db: DbClient, input: NewMember = {}): Promise<CreatedMember> {
  const account = input.account ?? `m${randomBytes(5).toString("hex")}`;
  const password = input.password ?? "Correct-Horse-9";
  const { rows } = await db.query<{ id: bigint }>(
    `insert into member (account, password_hash, is_agent, country_dialing_code, mobile_num, email, payee_name,
                         must_change_password, status, totp_secret, totp_enabled)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      account,
      await hashPassword(password),
      input.isAgent ?? 0,
      input.mobile?.dialingCode ?? null,
      input.mobile?.number ?? null,
      input.email ?? null,
      input.payeeName ?? "",
      input.mustChangePassword ?? false,
      input.status ?? "active",
      input.totpSecret ?? null,
      input.totpSecret !== undefined,
    ],
  );
  const id = rows[0]!.id;
  for (const ip of input.trustedIps ?? ["127.0.0.1"]) {
    await db.query("insert into member_trusted_ip (member_id, ip) values ($1, $2)", [id, ip]);
  }
  return { id, account, password };
}
