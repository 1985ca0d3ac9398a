import type { DbClient } from "../../db/pool.ts";

/* The members' bank accounts for withdrawals (removing keeps the row and sets removed_at). */

export type BankAccountRow = {
  id: bigint;
  bank_code: string;
  account_number: string;
  account_name: string;
  created_at: Date;
};

export async function listActiveBankAccounts(db: DbClient, memberId: bigint): Promise<BankAccountRow[]> {
  const { rows } = await db.query<BankAccountRow>(
    `select id, bank_code, account_number, account_name, created_at from member_bank_account
      where member_id = $1 and removed_at is null order by created_at, id`,
    [memberId],
  );
  return rows;
}

/** True when the id is one of the member's own active accounts. */
export async function hasActiveBankAccount(db: DbClient, memberId: bigint, id: string): Promise<boolean> {
  const { rows } = await db.query(
    "select 1 from member_bank_account where id = $1 and member_id = $2 and removed_at is null",
    [id, memberId],
  );
  return rows.length > 0;
}

/** The bank code of one of the member's own active accounts, or null. */
export async function findActiveBankCode(db: DbClient, memberId: bigint, id: string): Promise<string | null> {
  const { rows } = await db.query<{ bank_code: string }>(
    "select bank_code from member_bank_account where id = $1 and member_id = $2 and removed_at is null",
    [id, memberId],
  );
  return rows[0]?.bank_code ?? null;
}

export async function insertBankAccount(
  db: DbClient,
  account: { memberId: bigint; bankCode: string; accountNumber: string; accountName: string },
): Promise<BankAccountRow> {
  const { rows } = await db.query<BankAccountRow>(
    `insert into member_bank_account (member_id, bank_code, account_number, account_name)
     values ($1, $2, $3, $4)
     returning id, bank_code, account_number, account_name, created_at`,
    [account.memberId, account.bankCode, account.accountNumber, account.accountName],
  );
  return rows[0]!;
}

/** Sets removed_at on one of the member's own active accounts; false when there was none. */
export async function markBankAccountRemoved(db: DbClient, memberId: bigint, id: string): Promise<boolean> {
  const { rowCount } = await db.query(
    "update member_bank_account set removed_at = now() where id = $1 and member_id = $2 and removed_at is null",
    [id, memberId],
  );
  return (rowCount ?? 0) > 0;
}
