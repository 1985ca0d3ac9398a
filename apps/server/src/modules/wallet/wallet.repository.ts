import type { BalanceValue } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";

/*
 * The wallet's SQL. Money moves are single statements (wallet/sql/wallet_transfer.sql,
 * wallet_return_balance.sql): each claims the idempotency key, applies the legs, stores and answers
 * the balances after them, in one round trip (autocommit). Balances are read through the ledger's
 * SQL function ledger_member_accounts (wallet_balance.sql): the ledger's table layout is the
 * ledger's.
 */

/** Whether any enabled vendor keeps its own wallet (GCS_merchantWallet isSingle is the opposite). */
export async function hasTransferVendor(db: DbClient): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    "select exists (select 1 from game_vendor where enabled and wallet_mode = 'transfer') as found",
  );
  return rows[0]!.found;
}

/** Deposit orders of the member that wait for the money and have not expired yet. */
export async function pendingDeposits(db: DbClient, memberId: bigint): Promise<bigint> {
  const { rows } = await db.query<{ total: bigint }>(
    `select coalesce(sum(amount), 0)::int8 as total from deposit_order
      where member_id = $1 and status = 'pending' and expires_at > now()`,
    [memberId.toString()],
  );
  return rows[0]!.total;
}

/** The balance call's value: main, the sum, and each enabled transfer vendor's wallet in list order. */
export async function walletBalance(db: DbClient, memberId: bigint): Promise<BalanceValue> {
  const { rows } = await db.query<{ value: BalanceValue }>({
    name: "wallet_balance",
    text: "select wallet_balance($1) as value",
    values: [memberId.toString()],
  });
  return rows[0]!.value;
}

/** A money call's answer: the balances after it (or the first answer of a repeat). */
export type WalletMove = { value: BalanceValue; replayed: boolean; moved: boolean };

/** SQLSTATEs the wallet's functions raise for a refusal (nothing is written). */
const REFUSALS: Record<string, "wallet_not_found" | "insufficient_balance"> = {
  LW404: "wallet_not_found",
  LL001: "insufficient_balance",
};

async function call<T extends { code: string; value: BalanceValue | null }>(
  db: DbClient,
  query: { name: string; text: string; values: unknown[] },
): Promise<T> {
  let row: T;
  try {
    row = (await db.query<T>(query)).rows[0]!;
  } catch (error) {
    const refusal = REFUSALS[(error as { code?: string }).code ?? ""];
    if (refusal) throw new AppError(refusal);
    throw error;
  }
  if (row.code !== "ok") throw new AppError(row.code as "idempotency_conflict");
  return row;
}

/** main <-> vendor wallet (wallet_transfer): one statement. */
export async function transferCall(
  db: DbClient,
  input: { memberId: bigint; key: string; fingerprint: Buffer; from: string; to: string; amount: bigint },
): Promise<WalletMove> {
  const row = await call<{ code: string; value: BalanceValue; replayed: boolean }>(db, {
    name: "wallet_transfer",
    text: "select * from wallet_transfer($1, $2, $3, $4, $5, $6)",
    values: [input.memberId.toString(), input.key, input.fingerprint, input.from, input.to, input.amount.toString()],
  });
  return { value: row.value, replayed: row.replayed, moved: !row.replayed };
}

/** Every vendor wallet back to main (wallet_return_balance): one statement. */
export async function returnBalanceCall(
  db: DbClient,
  input: { memberId: bigint; key: string; fingerprint: Buffer },
): Promise<WalletMove> {
  const row = await call<{ code: string; value: BalanceValue; replayed: boolean; moved: boolean }>(db, {
    name: "wallet_return_balance",
    text: "select * from wallet_return_balance($1, $2, $3)",
    values: [input.memberId.toString(), input.key, input.fingerprint],
  });
  return { value: row.value, replayed: row.replayed, moved: row.moved };
}
