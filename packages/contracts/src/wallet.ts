import { z } from "zod";
import { textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { amountSchema, minorSchema, requestIdSchema } from "./wire.ts";

/*
 * Wallet (spec §2 header, §3 merchant wallet and balance, §7): the main wallet, the vendor
 * wallets of transfer-wallet vendors, transfers between them and the return of every vendor
 * balance to the main wallet.
 */

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
    /*
     * Agent contract flags (spec §3, issue 13): *req = contract offers and termination requests
     * waiting for the member's answer (dividend, daily, hourly, real-time); *info = 1 when the member
     * has a signed contract of the kind (contractmrdailysalinfotype mirrors dailysalinfotype).
     */
    divtypereq: z.number().int(),
    dailysalreqtype: z.number().int(),
    contracthoursalreq: z.number().int(),
    realtimesalreqtype: z.number().int(),
    divtypeinfo: z.number().int(),
    dailysalinfotype: z.number().int(),
    contractmrdailysalinfotype: z.number().int(),
    contracthoursalinfo: z.number().int(),
    realtimesalinfotype: z.number().int(),
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
