import type { FastifyInstance } from "fastify";
import type pg from "pg";
import {
  BRAND_TIME_ZONE,
  LOGIN_FAILURE_WINDOW_MINUTES,
  VN_BANKS,
  formatMinor,
  type MemberEvent,
} from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { verifyPassword } from "../account/passwords.ts";
import { checkSecret, type SecretBudget } from "../../lib/request-throttle.ts";

/*
 * What deposits, withdrawals and the staff actions share: the operator's cashier settings, the
 * bank list, amount checks, order numbers, the payment-password gate and the realtime signal.
 */

/** Minor units per đồng: bank transfers carry whole đồng only. */
const MINOR_PER_DONG = 100n;

export type CashierSettingRow = {
  deposit_enabled: boolean;
  deposit_min: bigint;
  deposit_max: bigint;
  deposit_expiry_minutes: number;
  withdraw_enabled: boolean;
  withdraw_min: bigint;
  withdraw_max: bigint;
  withdraw_daily_count: number;
  auto_receipt_minutes: number;
};

export async function loadSettings(db: DbClient): Promise<CashierSettingRow> {
  const { rows } = await db.query<CashierSettingRow>(
    `select deposit_enabled, deposit_min, deposit_max, deposit_expiry_minutes, withdraw_enabled, withdraw_min,
            withdraw_max, withdraw_daily_count, auto_receipt_minutes
       from cashier_setting where id`,
  );
  const row = rows[0];
  if (!row) throw new Error("cashier_setting row missing");
  return row;
}

export type VnBank = (typeof VN_BANKS)[number];
const banksByCode = new Map<string, VnBank>(VN_BANKS.map((bank) => [bank.code, bank]));
export const bankOf = (code: string): VnBank | undefined => banksByCode.get(code);

/**
 * The amount checks of every cashier request: a whole number of đồng (else validation_failed)
 * within [min, max] (amount_below_minimum / amount_above_maximum with the limit formatted in the
 * reader's language).
 */
export function checkAmount(amount: bigint, min: bigint, max: bigint, language: string): void {
  if (amount % MINOR_PER_DONG !== 0n) {
    throw new AppError("validation_failed", { detail: "amount: a whole number of đồng (no decimals)" });
  }
  if (amount < min) throw new AppError("amount_below_minimum", { min: formatMinor(min, language) });
  if (amount > max) throw new AppError("amount_above_maximum", { max: formatMinor(max, language) });
}

/** "D"/"W" + the brand's date (yyMMdd) + a sequence number: unique, readable over the phone. */
export async function nextOrderNo(client: DbClient, prefix: "D" | "W"): Promise<string> {
  const { rows } = await client.query<{ no: string }>(
    `select to_char(now() at time zone '${BRAND_TIME_ZONE}', 'YYMMDD') || nextval('cashier_order_no')::text as no`,
  );
  return `${prefix}${rows[0]!.no}`;
}

/** Masks all but the last 4 digits: "1023456789" → "******6789". */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return "*".repeat(Math.max(0, accountNumber.length - visible.length)) + visible;
}

/**
 * The comparison form of an account holder's name: trimmed, spaces collapsed, Vietnamese
 * diacritics removed (Đ/đ → D), upper-case — the way banks print it ("Nguyễn Minh Anh" → "NGUYEN MINH ANH").
 */
export function holderNameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").replace(/[đĐ]/g, "D").toUpperCase().trim().replace(/\s+/g, " ");
}

/** Timestamps on the wire. */
export const iso = (at: Date): string => at.toISOString();
export const isoOrNull = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** Signals the member's open tabs after a commit (a lost signal only delays a refetch). */
export async function notifyMember(app: FastifyInstance, memberId: bigint, event: MemberEvent): Promise<void> {
  try {
    await app.realtime.notify(memberId, event);
  } catch (error) {
    app.log.warn({ err: error, memberId: memberId.toString(), event: event.type }, "realtime notify failed");
  }
}

/** Wrong payment passwords allowed per member in the window before too_many_attempts. */
export const PAYMENT_PASSWORD_ATTEMPTS: SecretBudget = {
  scope: "payment_password:member",
  limit: 5,
  windowSeconds: LOGIN_FAILURE_WINDOW_MINUTES * 60,
};

/**
 * The payment-password gate of bank accounts and withdrawals: payment_password_not_set when the
 * member has none; only wrong passwords use up the budget (5 in 15 minutes, then
 * too_many_attempts), so right ones sent in parallel never lock the member out (checkSecret).
 */
export async function checkPaymentPassword(db: Db, memberId: bigint, plain: string): Promise<void> {
  const { rows } = await db.query<{ payment_password_hash: string | null }>(
    "select payment_password_hash from member where id = $1",
    [memberId],
  );
  const hash = rows[0]?.payment_password_hash;
  if (!hash) throw new AppError("payment_password_not_set");
  const right = await checkSecret(db, PAYMENT_PASSWORD_ATTEMPTS, memberId.toString(), () =>
    verifyPassword(hash, plain),
  );
  if (!right) throw new AppError("payment_password_wrong");
}

/** Serializes one member's cashier writes (limits counted inside the transaction hold under concurrency). */
export async function lockMemberCashier(client: pg.PoolClient, memberId: bigint, what: string): Promise<void> {
  await client.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`lotus.cashier.${what}.${memberId}`]);
}

/** True for a unique-constraint violation (PostgreSQL 23505), optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === "23505" && (constraint === undefined || e.constraint === constraint);
}
