import type { BankAccount, VN_BANK_CODES } from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import {
  bankOf,
  checkPaymentPassword,
  holderNameKey,
  iso,
  isUniqueViolation,
  lockMemberCashier,
  maskAccountNumber,
} from "./cashier.common.ts";

/*
 * The member's bank accounts for withdrawals: the holder must be the registered payee name, the
 * payment password guards adding and removing, at most MAX_BANK_ACCOUNTS active ones. Removing
 * keeps the row (withdrawal orders point at it) and sets removed_at.
 */

export const MAX_BANK_ACCOUNTS = 5;
type BankCode = (typeof VN_BANK_CODES)[number];

type AccountRow = { id: bigint; bank_code: string; account_number: string; account_name: string; created_at: Date };

function toBankAccount(row: AccountRow): BankAccount {
  return {
    id: row.id.toString(),
    bankCode: row.bank_code as BankCode,
    bankName: bankOf(row.bank_code)?.name ?? row.bank_code,
    accountNumberMasked: maskAccountNumber(row.account_number),
    accountName: row.account_name,
    createdAt: iso(row.created_at),
  };
}

export async function listBankAccounts(db: DbClient, memberId: bigint): Promise<BankAccount[]> {
  const { rows } = await db.query<AccountRow>(
    `select id, bank_code, account_number, account_name, created_at from member_bank_account
      where member_id = $1 and removed_at is null order by created_at, id`,
    [memberId],
  );
  return rows.map(toBankAccount);
}

export type AddBankAccountInput = {
  bankCode: BankCode;
  accountNumber: string;
  accountName: string;
  paymentPassword: string;
};

export async function addBankAccount(db: Db, memberId: bigint, input: AddBankAccountInput): Promise<BankAccount> {
  const { rows } = await db.query<{ payee_name: string; has_payment_password: boolean }>(
    "select payee_name, payment_password_hash is not null as has_payment_password from member where id = $1",
    [memberId],
  );
  const member = rows[0]!;
  if (!member.has_payment_password) throw new AppError("payment_password_not_set");
  if (member.payee_name.trim() === "") throw new AppError("payee_name_required");
  await checkPaymentPassword(db, memberId, input.paymentPassword);
  if (holderNameKey(input.accountName) !== holderNameKey(member.payee_name)) {
    throw new AppError("bank_account_name_mismatch", { payeeName: member.payee_name });
  }
  try {
    return await inTransaction(db, async (client) => {
      await lockMemberCashier(client, memberId, "bank-account");
      const { rows: active } = await client.query<{ bank_code: string; account_number: string }>(
        "select bank_code, account_number from member_bank_account where member_id = $1 and removed_at is null",
        [memberId],
      );
      if (active.some((a) => a.bank_code === input.bankCode && a.account_number === input.accountNumber)) {
        throw new AppError("bank_account_exists");
      }
      if (active.length >= MAX_BANK_ACCOUNTS) throw new AppError("bank_account_limit", { max: MAX_BANK_ACCOUNTS });
      const { rows: inserted } = await client.query<AccountRow>(
        `insert into member_bank_account (member_id, bank_code, account_number, account_name)
         values ($1, $2, $3, $4)
         returning id, bank_code, account_number, account_name, created_at`,
        // Stored as the bank prints it, the form the holder check compares.
        [memberId, input.bankCode, input.accountNumber, holderNameKey(input.accountName)],
      );
      return toBankAccount(inserted[0]!);
    });
  } catch (error) {
    if (isUniqueViolation(error, "member_bank_account_active")) throw new AppError("bank_account_exists");
    throw error;
  }
}

/** Removes one of the member's own active accounts (another member's id is not_found like a missing one). */
export async function removeBankAccount(db: Db, memberId: bigint, id: string, paymentPassword: string): Promise<void> {
  const { rows } = await db.query(
    "select 1 from member_bank_account where id = $1 and member_id = $2 and removed_at is null",
    [id, memberId],
  );
  if (rows.length === 0) throw new AppError("not_found");
  await checkPaymentPassword(db, memberId, paymentPassword);
  const removed = await db.query(
    "update member_bank_account set removed_at = now() where id = $1 and member_id = $2 and removed_at is null",
    [id, memberId],
  );
  if (removed.rowCount === 0) throw new AppError("not_found");
}
