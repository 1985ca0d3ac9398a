import type { Db } from "../db/pool.ts";
import { inTransaction } from "../db/pool.ts";
import { hashPassword } from "../modules/account/index.ts";
import { main, runOperation, system } from "../modules/ledger/index.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

/** demo01's payment password (6 digits, README): withdrawals and bank accounts ask for it. */
export const DEMO_PAYMENT_PASSWORD = "246810";
/** demo01's opening balance in minor units: 1,000,000.00 VND. */
export const DEMO_OPENING_BALANCE = 100_000_000n;
/** Vendors that keep their own wallet (money moves main ↔ vendor by transfer, spec §7 GCS_walletTransfer). */
export const DEMO_TRANSFER_VENDORS = ["GPI", "IBC", "TF"] as const;

/**
 * Demo operators (README). TOTP is mandatory; the demo secrets are fixed so that a local tester can
 * add them to an authenticator app (otpauth://totp/Lotus%20Console:admin01?secret=…) and so the
 * browser suite can compute codes. A production brand creates its operators with
 * `npm run admin -- operator create`, which draws a random secret.
 */
export const DEMO_OPERATORS = [
  { username: "admin01", displayName: "Quản trị viên", role: "admin", totpSecret: "LOTUSDEMOADMINQQQQQQQQQQQQQQQQQQ" },
  { username: "cashier01", displayName: "Thu ngân", role: "cashier", totpSecret: "LOTUSDEMOCASHIERQQQQQQQQQQQQQQQQ" },
] as const;

/** The demo brand's receiving bank accounts (VietQR deposits). */
export const DEMO_RECEIVING_ACCOUNTS = [
  { bankCode: "VCB", accountNumber: "1023456789", accountName: "CONG TY LOTUS GAMING" },
  { bankCode: "TCB", accountNumber: "19036688990011", accountName: "CONG TY LOTUS GAMING" },
] as const;

/** Idempotent money seed: runs after the accounts exist. */
export async function seedDemoMoney(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.query(
      "update game_vendor set wallet_mode = 'transfer' where vendor_code = any($1) and wallet_mode <> 'transfer'",
      [DEMO_TRANSFER_VENDORS],
    );
    if ((await tx.query("select 1 from receiving_account limit 1")).rows.length === 0) {
      for (const account of DEMO_RECEIVING_ACCOUNTS) {
        await tx.query("insert into receiving_account (bank_code, account_number, account_name) values ($1, $2, $3)", [
          account.bankCode,
          account.accountNumber,
          account.accountName,
        ]);
      }
    }
    for (const operator of DEMO_OPERATORS) {
      const exists = await tx.query("select 1 from operator where username = $1", [operator.username]);
      if (exists.rows.length > 0) continue;
      await tx.query(
        "insert into operator (username, display_name, password_hash, role, totp_secret) values ($1, $2, $3, $4, $5)",
        [
          operator.username,
          operator.displayName,
          await hashPassword(DEMO_PASSWORD),
          operator.role,
          operator.totpSecret,
        ],
      );
    }
    // Hashed only when missing: argon2 at every start would slow every restart for nothing.
    const unset = await tx.query("select 1 from member where account = 'demo01' and payment_password_hash is null");
    if (unset.rows.length > 0) {
      await tx.query("update member set payment_password_hash = $1 where account = 'demo01'", [
        await hashPassword(DEMO_PAYMENT_PASSWORD),
      ]);
    }
  });
  const { rows } = await db.query<{ id: bigint }>("select id from member where account = 'demo01'");
  const demo = rows[0];
  if (!demo) return;
  await runOperation(
    db,
    {
      key: "seed:opening-balance",
      kind: "adjustment",
      memberId: demo.id,
      fingerprint: { amount: DEMO_OPENING_BALANCE },
      remark: "Demo opening balance",
    },
    async (op) => {
      await op.transfer([{ from: system("adjustments", demo.id), to: main(demo.id), amount: DEMO_OPENING_BALANCE }]);
      return { amount: DEMO_OPENING_BALANCE.toString() };
    },
  );
}
