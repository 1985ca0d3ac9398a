import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  MINOR_UNITS_PER_DONG,
  VN_BANKS,
  formatMinor,
  type MemberEvent,
} from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { checkSecret, type SecretBudget } from "../../lib/request-throttle.ts";
import { findPaymentPasswordHash, verifyPassword } from "../account/index.ts";
import { nextOrderSequence } from "./cashier.repository.ts";

/*
 * What deposits, withdrawals and the staff actions share: the operator's cashier settings, the
 * bank list, amount checks, order numbers, the payment-password gate, the services' dependencies
 * and the realtime signal.
 */

export type VnBank = (typeof VN_BANKS)[number];
const banksByCode = new Map<string, VnBank>(VN_BANKS.map((bank) => [bank.code, bank]));
export const bankOf = (code: string): VnBank | undefined => banksByCode.get(code);

/**
 * The amount checks of every cashier request: a whole number of đồng (else validation_failed)
 * within [min, max] (amount_below_minimum / amount_above_maximum with the limit formatted in the
 * reader's language).
 */
export function checkAmount(amount: bigint, min: bigint, max: bigint, language: string): void {
  if (amount % MINOR_UNITS_PER_DONG !== 0n) {
    throw new AppError("validation_failed", { detail: "amount: a whole number of đồng (no decimals)" });
  }
  if (amount < min) throw new AppError("amount_below_minimum", { min: formatMinor(min, language) });
  if (amount > max) throw new AppError("amount_above_maximum", { max: formatMinor(max, language) });
}

/** An order number: "D" (deposit) or "W" (withdrawal), the brand's date yyMMdd, then the sequence number. */
export const orderNoPattern = /^[DW][0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[0-9]+$/;

/** "D"/"W" + the brand's date (yyMMdd) + a sequence number: unique, readable over the phone. */
export async function nextOrderNo(db: DbClient, prefix: "D" | "W"): Promise<string> {
  return `${prefix}${await nextOrderSequence(db)}`;
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

/** Where a member's open tabs are signalled (the realtime hub's `notify`). */
export type MemberSignals = { notify(memberId: bigint, event: MemberEvent): Promise<void> };

/** What the cashier's services work with: the pool, the member signals and a logger for lost signals. */
export type CashierDeps = {
  db: Db;
  signals: MemberSignals;
  log?: { warn(details: object, message: string): void };
};

/** The cashier's dependencies taken from the server (routes, jobs, tests). */
export function cashierDeps(app: {
  db: Db;
  realtime: MemberSignals;
  log: { warn(details: object, message: string): void };
}): CashierDeps {
  return { db: app.db, signals: app.realtime, log: app.log };
}

/** Signals the member's open tabs after a commit (a lost signal only delays a refetch). */
export async function notifyMember(deps: CashierDeps, memberId: bigint, event: MemberEvent): Promise<void> {
  try {
    await deps.signals.notify(memberId, event);
  } catch (error) {
    deps.log?.warn({ err: error, memberId: memberId.toString(), event: event.type }, "realtime notify failed");
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
  const hash = await findPaymentPasswordHash(db, memberId);
  if (!hash) throw new AppError("payment_password_not_set");
  const right = await checkSecret(db, PAYMENT_PASSWORD_ATTEMPTS, memberId.toString(), () =>
    verifyPassword(hash, plain),
  );
  if (!right) throw new AppError("payment_password_wrong");
}

/** True for a unique-constraint violation (PostgreSQL 23505), optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === "23505" && (constraint === undefined || e.constraint === constraint);
}
