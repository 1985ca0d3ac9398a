/**
 * The cashier module's public surface: deposits (VietQR, bank-statement webhook), the members' bank
 * accounts, withdrawals with the receipt confirmation, and what staff do to the orders. Other
 * modules, the CLI, the seed and the tests import the cashier only from here.
 */

// Routes and jobs
export { CASHIER_JOBS, cashierRoutes } from "./cashier.routes.ts";
export { cashierConsoleRoutes } from "./cashier.console.routes.ts";

// What the services receive
/** The payment-password check (attempt limit included) other money calls share (agent transfers). */
export { checkPaymentPassword } from "./cashier.common.ts";
export { cashierDeps, type CashierDeps, type MemberSignals } from "./cashier.common.ts";

// Staff actions (console)
export {
  approveWithdrawal,
  confirmDeposit,
  listDeposits,
  listWithdrawals,
  payWithdrawal,
  readProof,
  rejectDeposit,
  rejectWithdrawal,
  resolveWithdrawal,
  type StaffActor,
} from "./cashier.operator.ts";

// The bank-statement webhook
export { BANK_WEBHOOK_SECRET_NAME, bankWebhookSecret } from "./webhook-secret.ts";
export { memosIn, signWebhookBody, verifyWebhookSignature } from "./statement.service.ts";

// Rules (pure: fast tests)
export {
  PAYMENT_PASSWORD_ATTEMPTS,
  bankOf,
  checkAmount,
  holderNameKey,
  maskAccountNumber,
  orderNoPattern,
} from "./cashier.common.ts";
export { MAX_BANK_ACCOUNTS } from "./bank-accounts.service.ts";
export { MEMO_PREFIX, newMemo } from "./deposit.service.ts";
export { checkReceipt, receiptDeadlinePassed, sniffImage } from "./withdraw.service.ts";
export { buildVietQr, crc16, parseTlv, parseVietQr, tlv, type ParsedVietQr, type VietQrInput } from "./vietqr.ts";
