import { randomBytes } from "node:crypto";
import type { Db, DbClient } from "../../src/db/pool.ts";
import { createSession, hashPassword } from "../../src/modules/account/index.ts";
import { main, runOperation, system } from "../../src/modules/ledger/ledger.ts";
import type { Headers } from "../http.ts";
import { bearer } from "./login.ts";

/**
 * Shared test factories (issue 12): every server test builds its members with these instead of
 * a helper of its own.
 * - `buildMember(db, overrides)`: a member in the database, as registration would leave it;
 * - `loggedInMember(db, overrides)`: the same with a live session (token, Bearer headers);
 * - `fundedMember(db, amount, overrides)`: a logged-in member whose main wallet holds `amount`
 *   (minor units), credited through the ledger's operation API.
 */

export type NewMember = {
  account?: string;
  password?: string;
  isAgent?: number;
  /** e.g. { dialingCode: "+84", number: "912000001" } */
  mobile?: { dialingCode: string; number: string };
  email?: string;
  payeeName?: string;
  mustChangePassword?: boolean;
  status?: "active" | "disabled" | "frozen" | "closed";
  totpSecret?: string;
  /** IPs from which no second verification is asked; by default the inject peer 127.0.0.1. */
  trustedIps?: string[];
  /** The direct upline (agents, issue 13); fixed for good once the member exists. */
  uplineId?: bigint;
  /** A payment password (hashed like the security centre does). */
  withPaymentPassword?: string;
};

export type BuiltMember = { id: bigint; account: string; password: string };
export type LoggedInMember = BuiltMember & { token: string; sessionId: string; headers: Headers };

/** A member written straight into the database (no registration call involved). */
export async function buildMember(db: DbClient, overrides: NewMember = {}): Promise<BuiltMember> {
  const account = overrides.account ?? `m${randomBytes(5).toString("hex")}`;
  const password = overrides.password ?? "Correct-Horse-9";
  const { rows } = await db.query<{ id: bigint }>(
    `insert into member (account, password_hash, is_agent, country_dialing_code, mobile_num, email, payee_name,
                         must_change_password, status, totp_secret, totp_enabled, upline_id, payment_password_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      account,
      await hashPassword(password),
      overrides.isAgent ?? 0,
      overrides.mobile?.dialingCode ?? null,
      overrides.mobile?.number ?? null,
      overrides.email ?? null,
      overrides.payeeName ?? "",
      overrides.mustChangePassword ?? false,
      overrides.status ?? "active",
      overrides.totpSecret ?? null,
      overrides.totpSecret !== undefined,
      overrides.uplineId ?? null,
      overrides.withPaymentPassword === undefined ? null : await hashPassword(overrides.withPaymentPassword),
    ],
  );
  const id = rows[0]!.id;
  for (const ip of overrides.trustedIps ?? ["127.0.0.1"]) {
    await db.query("insert into member_trusted_ip (member_id, ip) values ($1, $2)", [id, ip]);
  }
  return { id, account, password };
}

/** A session of an existing member, as a login from 127.0.0.1 would open it. */
export async function sessionFor(
  db: DbClient,
  memberId: bigint,
  input: { method?: string; ip?: string; userAgent?: string } = {},
): Promise<{ token: string; sessionId: string; headers: Headers }> {
  const session = await createSession(db, {
    memberId,
    method: input.method ?? "username",
    ip: input.ip ?? "127.0.0.1",
    userAgent: input.userAgent ?? "",
  });
  return { token: session.token, sessionId: session.id, headers: bearer(session.token) };
}

/** A member with a live session. */
export async function loggedInMember(db: DbClient, overrides: NewMember = {}): Promise<LoggedInMember> {
  const member = await buildMember(db, overrides);
  return { ...member, ...(await sessionFor(db, member.id)) };
}

/** Credits a member's main wallet through the ledger (as an operator adjustment would). */
export async function creditMain(db: Db, memberId: bigint, amount: bigint): Promise<void> {
  await runOperation(
    db,
    { key: `test-fund:${randomBytes(6).toString("hex")}`, kind: "adjustment", memberId, fingerprint: { amount } },
    async (op) => {
      await op.transfer([{ from: system("adjustments", memberId), to: main(memberId), amount }]);
      return null;
    },
  );
}

/** A logged-in member whose main wallet holds `amount` (minor units). */
export async function fundedMember(db: Db, amount: bigint, overrides: NewMember = {}): Promise<LoggedInMember> {
  const member = await loggedInMember(db, overrides);
  if (amount > 0n) await creditMain(db, member.id, amount);
  return member;
}
