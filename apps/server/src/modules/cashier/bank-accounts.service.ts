import type { BankAccount, VN_BANK_CODES } from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { findPayoutIdentity } from "../account/index.ts";
import * as repo from "./bank-account.repository.ts";
import type { BankAccountRow } from "./bank-account.repository.ts";
import {
  bankOf,
  checkPaymentPassword,
  holderNameKey,
  iso,
  isUniqueViolation,
  maskAccountNumber,
} from "./cashier.common.ts";
import { lockMemberCashier } from "./cashier.repository.ts";

/*
 * The member's bank accounts for withdrawals: the holder must be the registered payee name, the
 * payment password guards adding and removing, at most MAX_BANK_ACCOUNTS active ones. Removing
 * keeps the row (withdrawal orders point at it) and sets removed_at.
 */

export const MAX_BANK_ACCOUNTS = 5;
type BankCode = (typeof VN_BANK_CODES)[number];

function toBankAccount(row: BankAccountRow): BankAccount {
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
  return (await repo.listActiveBankAccounts(db, memberId)).map(toBankAccount);
}

export type AddBankAccountInput = {
  bankCode: BankCode;
  accountNumber: string;
  accountName: string;
  paymentPassword: string;
};

export async function addBankAccount(db: Db, memberId: bigint, input: AddBankAccountInput): Promise<BankAccount> {
  const member = await findPayoutIdentity(db, memberId);
  if (!member) throw new Error(`member ${memberId} missing`);
  if (!member.has_payment_password) throw new AppError("payment_password_not_set");
  if (member.payee_name.trim() === "") throw new AppError("payee_name_required");
  await checkPaymentPassword(db, memberId, input.paymentPassword);
  if (holderNameKey(input.accountName) !== holderNameKey(member.payee_name)) {
    throw new AppError("bank_account_name_mismatch", { payeeName: member.payee_name });
  }
  try {
    return await inTransaction(db, async (client) => {
      await lockMemberCashier(client, memberId, "bank-account");
      const active = await repo.listActiveBankAccounts(client, memberId);
      if (active.some((a) => a.bank_code === input.bankCode && a.account_number === input.accountNumber)) {
        throw new AppError("bank_account_exists");
      }
      if (active.length >= MAX_BANK_ACCOUNTS) throw new AppError("bank_account_limit", { max: MAX_BANK_ACCOUNTS });
      const inserted = await repo.insertBankAccount(client, {
        memberId,
        bankCode: input.bankCode,
        accountNumber: input.accountNumber,
        // Stored as the bank prints it, the form the holder check compares.
        accountName: holderNameKey(input.accountName),
      });
      return toBankAccount(inserted);
    });
  } catch (error) {
    if (isUniqueViolation(error, "member_bank_account_active")) throw new AppError("bank_account_exists");
    throw error;
  }
}

/** Removes one of the member's own active accounts (another member's id is not_found like a missing one). */
export async function removeBankAccount(db: Db, memberId: bigint, id: string, paymentPassword: string): Promise<void> {
  if (!(await repo.hasActiveBankAccount(db, memberId, id))) throw new AppError("not_found");
  await checkPaymentPassword(db, memberId, paymentPassword);
  if (!(await repo.markBankAccountRemoved(db, memberId, id))) throw new AppError("not_found");
}
