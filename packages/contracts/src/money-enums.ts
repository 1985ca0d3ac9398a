/** The value lists of the money calls (zod-free, for the web client); schemas in cashier.ts, records.ts and realtime.ts. */

export const DEPOSIT_METHOD_TYPES = ["BANK_TRANSFER"] as const;

export const DEPOSIT_STATUSES = ["pending", "credited", "rejected", "expired"] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * pending (held) → approved → paid (awaiting the member's receipt) → received | disputed → resolved;
 * pending/approved → rejected (the hold returns).
 */
export const WITHDRAWAL_STATUSES = [
  "pending",
  "approved",
  "paid",
  "received",
  "disputed",
  "resolved",
  "rejected",
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Spec §4 receipt: received; not received (proofs for staff review); all paid with a remaining amount. */
export const RECEIPT_RESULTS = ["RECEIVED", "NOT_RECEIVED", "ALL_PAID"] as const;
export type ReceiptResult = (typeof RECEIPT_RESULTS)[number];

/** How a receipt was settled: by the member, automatically after the configured minutes, or forced by staff. */
export const RECEIPT_SOURCES = ["member", "auto", "forced"] as const;

/** Ledger operation kinds a member sees in the account record. */
export const TRANSACTION_TYPES = [
  "deposit",
  "withdrawal",
  "withdrawal_refund",
  "transfer_in",
  "transfer_out",
  "adjustment",
  "trial_grant",
  "bet",
  "win",
  "rollback",
  /* Agents (issue 13): upline/downline transfers and contract payouts (salaries, dividends). */
  "agent_transfer_in",
  "agent_transfer_out",
  "commission",
  /* Engagement (issue 15): bonus conversions, rewards, envelopes, wheel prizes paid into main. */
  "bonus",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const MEMBER_EVENT_TYPES = [
  "balance_changed",
  "deposit_arrived",
  "deposit_failed",
  "withdrawal_approved",
  "withdrawal_rejected",
  "withdrawal_paid",
  /** A new inbox message (issue 16): the header badge refetches CSP_unreadCount. */
  "message",
  /** An operator answered in the customer-service chat (issue 16): the chat refetches. */
  "support_reply",
] as const;
export type MemberEventType = (typeof MEMBER_EVENT_TYPES)[number];
