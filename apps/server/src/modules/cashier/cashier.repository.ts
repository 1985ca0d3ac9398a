import { BRAND_TIME_ZONE, type ErrorCode } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";

/*
 * The cashier's shared SQL: the operator's cashier settings, order numbers, the per-member write
 * lock and the bank webhook's kept secret. Orders, bank accounts and statement lines have their own
 * repositories (deposit, withdrawal, bank-account, statement).
 */

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

/** The brand's date (yyMMdd) followed by the next value of the order sequence (the prefix is the caller's). */
export async function nextOrderSequence(db: DbClient): Promise<string> {
  const { rows } = await db.query<{ no: string }>(
    `select to_char(now() at time zone '${BRAND_TIME_ZONE}', 'YYMMDD') || nextval('cashier_order_no')::text as no`,
  );
  return rows[0]!.no;
}

/** Serializes one member's cashier writes of one kind until the caller's transaction ends. */
export async function lockMemberCashier(db: DbClient, memberId: bigint, what: string): Promise<void> {
  await db.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`lotus.cashier.${what}.${memberId}`]);
}

/** A kept server secret: the stored value, the candidate stored first when there was none. */
export async function keepServerSecret(db: DbClient, name: string, candidate: string): Promise<string> {
  await db.query("insert into server_secret (name, value) values ($1, $2) on conflict (name) do nothing", [
    name,
    candidate,
  ]);
  const { rows } = await db.query<{ value: string }>("select value from server_secret where name = $1", [name]);
  return rows[0]!.value;
}

/**
 * Runs a cashier money call (the functions in sql/) and turns its refusals into the catalogue's
 * errors: SQLSTATE 'LC400' carries the code as message and its params (JSON) as detail; nothing
 * was written (the statement was rolled back).
 */
export async function refusalsAsErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const e = error as { code?: string; message?: string; detail?: string };
    if (e.code === "LC400" && e.message) {
      const params = e.detail ? (JSON.parse(e.detail) as Record<string, string | number>) : {};
      throw new AppError(e.message as ErrorCode, params);
    }
    throw error;
  }
}
