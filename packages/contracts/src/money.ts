import { z } from "zod";
import { nameSchema, textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { INT8_MAX, MINOR_AMOUNT_PATTERN, SIGNED_MINOR_AMOUNT_PATTERN } from "./money-units.ts";
import { VN_BANK_CODES } from "./banks.ts";
import { DATE_PRESETS, PASSWORD_MAX_LENGTH } from "./constants.ts";
import {
  DEPOSIT_METHOD_TYPES,
  DEPOSIT_STATUSES,
  MEMBER_EVENT_TYPES,
  RECEIPT_RESULTS,
  RECEIPT_SOURCES,
  TRANSACTION_TYPES,
  WITHDRAWAL_STATUSES,
} from "./money-enums.ts";

/*
 * Money calls of issue 4: wallet, deposit, withdrawal, receipt confirmation, records and the
 * realtime signals (spec §2, §3, §4, §7; architecture.md §4). Amounts are minor units (VND x 100)
 * as strings of digits; `amountSchema` turns a valid one into a positive bigint.
 */

/** An amount in a response: minor units as a string of digits. */
export const minorSchema = z.string().regex(MINOR_AMOUNT_PATTERN);
/** A signed amount in a response (ledger rows). */
export const signedMinorSchema = z.string().regex(SIGNED_MINOR_AMOUNT_PATTERN);
/**
 * An amount in a request: a string of digits in minor units, > 0 and ≤ int8. Negative, zero,
 * fractional, exponent, above int8, numbers (not strings) and other text fail validation.
 */
export const amountSchema = z
  .string()
  .regex(MINOR_AMOUNT_PATTERN)
  .transform((text) => BigInt(text))
  .refine((value) => value > 0n && value <= INT8_MAX, { message: "amount out of range" });
/**
 * The client's idempotency key for a money request: a retry of the same request sends the same key
 * and gets the first answer; the same key with other fields is refused (idempotency_conflict).
 */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const paymentPassword = textSchema(PASSWORD_MAX_LENGTH).min(1);
/** Order numbers: "D" deposit / "W" withdrawal + digits. */
export const orderNoSchema = z.string().regex(/^[DW][0-9]{6,20}$/);
export const orderNoParamsSchema = z.strictObject({ orderNo: orderNoSchema });
/** A calendar date yyyy-MM-dd (record filters), in the brand's time zone (Asia/Ho_Chi_Minh). */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/* ---- Wallet (spec §2 header, §3 merchant wallet and balance, §7) ---- */

export const vendorWalletSchema = z.object({
  /** The vendor's vassalage code, e.g. "EVO"; the main wallet is MAIN_WALLET. */
  vendorCode: z.string(),
  displayName: z.string(),
  balance: minorSchema,
});
/** GET /wps/v2/wallets/balance */
export const balanceResponseSchema = envelopeSchema(
  z.object({
    /** Main wallet + every vendor wallet (spec §3 sumBalance). */
    sumBalance: minorSchema,
    mainBalance: minorSchema,
    /** Transfer-wallet vendors only (empty when isSingle). */
    wallets: z.array(vendorWalletSchema),
  }),
);
export type BalanceValue = z.infer<typeof balanceResponseSchema>["value"];
/** GET /wps/relay/GCS_merchantWallet */
export const merchantWalletResponseSchema = envelopeSchema(
  z.object({
    /** true: one (seamless) wallet for every game; the transfer page shows no vendor wallets. */
    isSingle: z.boolean(),
  }),
);
export type MerchantWalletValue = z.infer<typeof merchantWalletResponseSchema>["value"];
/** GET /wps/member/info/funds/consolidated */
export const consolidatedFundsResponseSchema = envelopeSchema(
  z.object({
    sumBalance: minorSchema,
    mainBalance: minorSchema,
    vendorBalance: minorSchema,
    /** Withdrawals requested and not yet paid or rejected (held out of the main wallet). */
    withdrawalHold: minorSchema,
    /** Deposit orders waiting for the money (not yet in any balance). */
    pendingDeposits: minorSchema,
  }),
);
export type ConsolidatedFundsValue = z.infer<typeof consolidatedFundsResponseSchema>["value"];
/** POST /wps/relay/GCS_walletTransfer: MAIN → vendor or vendor → MAIN. */
export const walletTransferRequestSchema = z.strictObject({
  from: textSchema(32).min(1),
  to: textSchema(32).min(1),
  amount: amountSchema,
  requestId: requestIdSchema,
});
export type WalletTransferRequest = z.input<typeof walletTransferRequestSchema>;
/** The balances after a transfer or a return-balance. */
export const walletTransferResponseSchema = balanceResponseSchema;
/** POST /wps/relay/GCS_returnBalance: every vendor wallet back to MAIN. */
export const returnBalanceRequestSchema = z.strictObject({ requestId: requestIdSchema });
export type ReturnBalanceRequest = z.infer<typeof returnBalanceRequestSchema>;

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
export const idParamsSchema = z.strictObject({ id: z.string().regex(/^[0-9]{1,18}$/) });
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

/* ---- Records: account record / transaction history (/wps/relay/ODSFE2_MemTransDet) ---- */

export const transactionQuerySchema = z
  .strictObject({
    /** Inclusive dates (yyyy-MM-dd) in the brand's time zone; at most RECORD_MAX_RANGE_DAYS apart. */
    startDate: dateSchema,
    endDate: dateSchema,
    /** Comma-separated TRANSACTION_TYPES; empty = all. */
    types: textSchema(256).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => q.startDate <= q.endDate, { message: "startDate after endDate", path: ["endDate"] });
export type TransactionQuery = z.input<typeof transactionQuerySchema>;
export const transactionRowSchema = z.object({
  /** The ledger transfer id. */
  id: z.string(),
  at: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** + credited to the member's main wallet, − debited. */
  amount: signedMinorSchema,
  balanceAfter: minorSchema,
  /** The wallet on the other side (vendor code for transfers), or "". */
  wallet: z.string(),
  /** Order number (deposit/withdrawal), game round, or "". */
  reference: z.string(),
  /** Operator reason of an adjustment, or "". */
  remark: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;
export const transactionsResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    list: z.array(transactionRowSchema),
    /** Sums over the whole filtered range (not only this page). */
    totalIn: minorSchema,
    totalOut: minorSchema,
  }),
);
export type TransactionsValue = z.infer<typeof transactionsResponseSchema>["value"];
export const DATE_PRESET_VALUES = DATE_PRESETS;

/* ---- Realtime (/ws): the server signals, the client refetches (architecture.md §6) ---- */

export const memberEventSchema = z.object({
  type: z.enum(MEMBER_EVENT_TYPES),
  /** The order concerned, when there is one. */
  orderNo: z.string().optional(),
  amount: minorSchema.optional(),
});
export type MemberEvent = z.infer<typeof memberEventSchema>;
/** Client → server, first frame after the socket opens: the session token (browsers cannot set headers). */
export const wsHelloSchema = z.strictObject({ type: z.literal("hello"), token: textSchema(128).min(20) });
/** Server → client frames. */
export const wsServerFrameSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("ready") }),
  z.object({ kind: z.literal("event"), event: memberEventSchema }),
  z.object({ kind: z.literal("error"), code: z.string() }),
]);
export type WsServerFrame = z.infer<typeof wsServerFrameSchema>;
