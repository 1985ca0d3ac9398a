import { z } from "zod";
import { nameSchema, textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { VN_BANK_CODES } from "./banks.ts";
import { PASSWORD_MAX_LENGTH } from "./constants.ts";
import {
  DEPOSIT_METHOD_TYPES,
  DEPOSIT_STATUSES,
  RECEIPT_RESULTS,
  RECEIPT_SOURCES,
  WITHDRAWAL_STATUSES,
} from "./money-enums.ts";
import { amountSchema, idParamsSchema, minorSchema, pageQueryFields, requestIdSchema } from "./wire.ts";

/*
 * Cashier: deposits (depositv2, VietQR), withdrawals with the member's receipt confirmation, the
 * member's bank accounts, and the operator side of them (queues, receiving accounts, limits).
 */

const paymentPassword = textSchema(PASSWORD_MAX_LENGTH).min(1);
/** Order numbers: "D" deposit / "W" withdrawal + digits. */
export const orderNoSchema = z.string().regex(/^[DW][0-9]{6,20}$/);
export const orderNoParamsSchema = z.strictObject({ orderNo: orderNoSchema });

/* ---- Deposit (depositv2) ---- */

export const receivingAccountSchema = z.object({
  id: z.string(),
  bankCode: z.enum(VN_BANK_CODES),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;
export const depositMethodSchema = z.object({
  id: z.string(),
  type: z.enum(DEPOSIT_METHOD_TYPES),
  name: z.string(),
  minAmount: minorSchema,
  maxAmount: minorSchema,
  /** The operator's receiving accounts for this method (at least one when the method is offered). */
  accounts: z.array(receivingAccountSchema),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;
/** GET /wps/cashier/deposit/methods */
export const depositMethodsResponseSchema = envelopeSchema(z.array(depositMethodSchema));
/** POST /wps/cashier/deposit */
export const depositRequestSchema = z.strictObject({
  methodId: z.string().regex(/^[0-9]{1,18}$/),
  receivingAccountId: z.string().regex(/^[0-9]{1,18}$/),
  amount: amountSchema,
  requestId: requestIdSchema,
  /** Issue 15: the deposit match chosen for this deposit, or "none" to take no bonus (the automatic one included). */
  promotionId: z
    .string()
    .regex(/^([0-9]{1,18}|none)$/)
    .optional(),
});
export type DepositRequest = z.input<typeof depositRequestSchema>;
export const depositOrderSchema = z.object({
  orderNo: z.string(),
  amount: minorSchema,
  status: z.enum(DEPOSIT_STATUSES),
  /** The unique transfer memo the member must write in the bank transfer. */
  memo: z.string(),
  account: receivingAccountSchema,
  /** The VietQR (NAPAS, EMVCo merchant-presented) payload: account, amount in đồng and memo. */
  qrPayload: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  creditedAt: z.string().nullable(),
  /** The operator's reason when rejected. */
  remark: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;
export const depositOrderResponseSchema = envelopeSchema(depositOrderSchema);

/* ---- Withdrawal ---- */

/** GET /wps/cashier/banks: the Vietnamese bank list (same as VN_BANKS). */
export const bankListResponseSchema = envelopeSchema(
  z.array(z.object({ code: z.string(), bin: z.string(), name: z.string(), fullName: z.string() })),
);
export const bankAccountSchema = z.object({
  id: z.string(),
  bankCode: z.enum(VN_BANK_CODES),
  bankName: z.string(),
  /** Masked except the last 4 digits. */
  accountNumberMasked: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
/** GET /wps/member/bankAccounts */
export const bankAccountsResponseSchema = envelopeSchema(z.array(bankAccountSchema));
/** POST /wps/member/bankAccounts: the holder must equal the registered payee name. */
export const addBankAccountRequestSchema = z.strictObject({
  bankCode: z.enum(VN_BANK_CODES),
  accountNumber: z.string().regex(/^[0-9]{6,19}$/),
  accountName: nameSchema(64).min(1),
  paymentPassword,
});
export type AddBankAccountRequest = z.infer<typeof addBankAccountRequestSchema>;
export const bankAccountResponseSchema = envelopeSchema(bankAccountSchema);
/** DELETE /wps/member/bankAccounts/:id needs the payment password too. */
export const removeBankAccountRequestSchema = z.strictObject({ paymentPassword });

/** GET /wps/cashier/withdraw/info: limits and today's use. */
export const withdrawInfoResponseSchema = envelopeSchema(
  z.object({
    minAmount: minorSchema,
    maxAmount: minorSchema,
    dailyCount: z.number().int().nonnegative(),
    usedToday: z.number().int().nonnegative(),
    mainBalance: minorSchema,
    /** The member has set a payment password (security centre); withdrawing needs one. */
    hasPaymentPassword: z.boolean(),
    /** The registered payee name bank accounts must match ("" if not yet set). */
    payeeName: z.string(),
  }),
);
export type WithdrawInfoValue = z.infer<typeof withdrawInfoResponseSchema>["value"];
/** POST /wps/cashier/withdraw */
export const withdrawRequestSchema = z.strictObject({
  bankAccountId: z.string().regex(/^[0-9]{1,18}$/),
  amount: amountSchema,
  paymentPassword,
  requestId: requestIdSchema,
  /** Issue 15: give up the active bonus grants to withdraw (otherwise an active grant refuses: withdraw_bonus_active). */
  forfeitBonus: z.boolean().optional(),
});
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;
export const withdrawalOrderSchema = z.object({
  orderNo: z.string(),
  amount: minorSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an unanswered payout counts as received. */
  receiptDeadline: z.string().nullable(),
  receipt: z
    .object({
      result: z.enum(RECEIPT_RESULTS),
      source: z.enum(RECEIPT_SOURCES),
      remainingAmount: minorSchema.nullable(),
      proofCount: z.number().int().nonnegative(),
      at: z.string(),
    })
    .nullable(),
  /** Staff remark (reject reason, dispute resolution). */
  remark: z.string(),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;
export const withdrawalOrderResponseSchema = envelopeSchema(withdrawalOrderSchema);
/** GET /wps/cashier/withdraw/awaitingReceipt: payouts that wait for the member's confirmation (spec §2 dialog). */
export const awaitingReceiptResponseSchema = envelopeSchema(z.array(withdrawalOrderSchema));
/** POST /wps/cashier/withdraw/orders/:orderNo/proofs: one raw png/jpeg body (≤ 5 MB) → a proof id. */
export const proofUploadResponseSchema = envelopeSchema(z.object({ proofId: z.string() }));
/** POST /wps/cashier/withdraw/orders/:orderNo/receipt */
export const receiptRequestSchema = z.strictObject({
  result: z.enum(RECEIPT_RESULTS),
  /** ALL_PAID: what the member says is still missing (0 < remaining ≤ amount). */
  remainingAmount: amountSchema.optional(),
  /** NOT_RECEIVED needs 1–3 uploaded proofs; ALL_PAID may carry up to 3. */
  proofIds: z
    .array(z.string().regex(/^[0-9]{1,18}$/))
    .max(3)
    .optional(),
});
export type ReceiptRequest = z.input<typeof receiptRequestSchema>;

/* ---- Order lists (deposit and withdrawal history in the cashier pages) ---- */

export const orderListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const depositOrdersResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(depositOrderSchema) }),
);
export const withdrawalOrdersResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(withdrawalOrderSchema) }),
);

/* ---- Operator console: deposit and withdrawal queues ---- */

const remark = textSchema(200);
export const consoleDepositQuerySchema = z.strictObject({
  status: z.enum(["pending", "credited", "rejected", "expired", "all"]).default("pending"),
  ...pageQueryFields,
});
export const consoleDepositSchema = depositOrderSchema.extend({ memberId: z.string(), memberAccount: z.string() });
export type ConsoleDeposit = z.infer<typeof consoleDepositSchema>;
export const consoleDepositsResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleDepositSchema) }),
);
export const consoleWithdrawalQuerySchema = z.strictObject({
  status: z
    .enum(["pending", "approved", "paid", "disputed", "received", "resolved", "rejected", "all"])
    .default("pending"),
  ...pageQueryFields,
});
export const consoleWithdrawalSchema = withdrawalOrderSchema.extend({
  memberId: z.string(),
  memberAccount: z.string(),
  /** The full account number (staff pay to it). */
  accountNumber: z.string(),
  proofIds: z.array(z.string()),
});
export type ConsoleWithdrawal = z.infer<typeof consoleWithdrawalSchema>;
export const consoleWithdrawalsResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleWithdrawalSchema) }),
);
/** confirm/approve/pay: optional remark; reject: a reason is required. */
export const consoleRemarkRequestSchema = z.strictObject({ remark: remark.optional() });
export const consoleRejectRequestSchema = z.strictObject({ remark: remark.min(1) });
/**
 * Review of a disputed payout: `paid` = the payout is confirmed as paid (forced receipt, no refund);
 * `refund` = the money never arrived, the amount returns to the member's main wallet.
 */
export const consoleResolveRequestSchema = z.strictObject({
  outcome: z.enum(["paid", "refund"]),
  remark: remark.min(1),
});
export const proofParamsSchema = orderNoParamsSchema.extend({ proofId: z.string().regex(/^[0-9]{1,18}$/) });

/* ---- Operator console: receiving accounts and cashier settings ---- */
export const consoleReceivingAccountSchema = z.object({
  id: z.string(),
  bankCode: z.enum(VN_BANK_CODES),
  accountNumber: z.string(),
  accountName: z.string(),
  enabled: z.boolean(),
});
export const consoleReceivingAccountsResponseSchema = envelopeSchema(z.array(consoleReceivingAccountSchema));
export const consoleReceivingAccountRequestSchema = z.strictObject({
  bankCode: z.enum(VN_BANK_CODES),
  accountNumber: z.string().regex(/^[0-9]{6,19}$/),
  /** Upper-case letters and spaces, as the bank prints it (VietQR shows it to the payer). */
  accountName: z.string().regex(/^[A-Z][A-Z ]{1,63}$/),
  enabled: z.boolean(),
});
/** The same as idParamsSchema (a receiving account id). */
export const consoleIdParamsSchema = idParamsSchema;
export const cashierSettingsSchema = z.object({
  deposit: z.object({
    enabled: z.boolean(),
    minAmount: minorSchema,
    maxAmount: minorSchema,
    expiryMinutes: z.number().int(),
  }),
  withdraw: z.object({
    enabled: z.boolean(),
    minAmount: minorSchema,
    maxAmount: minorSchema,
    dailyCount: z.number().int(),
    autoReceiptMinutes: z.number().int(),
  }),
});
export type CashierSettings = z.infer<typeof cashierSettingsSchema>;
export const cashierSettingsResponseSchema = envelopeSchema(cashierSettingsSchema);
const limitPattern = /^[1-9][0-9]{0,18}$/;
const limit = z.string().regex(limitPattern);
/**
 * min ≤ max. Zod runs object refinements even after a field failed its own check, so this must
 * not throw on what did not pass (a missing part, "10.5", a number): those fail elsewhere.
 */
const notAbove = (part: { minAmount: unknown; maxAmount: unknown } | undefined): boolean => {
  const min = String(part?.minAmount);
  const max = String(part?.maxAmount);
  return !limitPattern.test(min) || !limitPattern.test(max) || BigInt(min) <= BigInt(max);
};
export const cashierSettingsRequestSchema = z
  .strictObject({
    deposit: z.strictObject({
      enabled: z.boolean(),
      minAmount: limit,
      maxAmount: limit,
      expiryMinutes: z.number().int().min(5).max(1440),
    }),
    withdraw: z.strictObject({
      enabled: z.boolean(),
      minAmount: limit,
      maxAmount: limit,
      dailyCount: z.number().int().min(1).max(100),
      autoReceiptMinutes: z.number().int().min(1).max(10_080),
    }),
  })
  .refine((s) => notAbove(s.deposit), { path: ["deposit", "maxAmount"] })
  .refine((s) => notAbove(s.withdraw), { path: ["withdraw", "maxAmount"] });
export type CashierSettingsRequest = z.infer<typeof cashierSettingsRequestSchema>;
