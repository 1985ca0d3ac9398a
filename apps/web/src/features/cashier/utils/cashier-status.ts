import type { DepositStatus, WithdrawalStatus } from "@lotus/contracts/web";

export type StatusTone = "waiting" | "action" | "done" | "failed" | "neutral";

export const DEPOSIT_STATUS_TONE: Record<DepositStatus, StatusTone> = {
  pending: "waiting",
  credited: "done",
  rejected: "failed",
  expired: "neutral",
};

/** "paid" waits for the member's own answer (spec §4), so it stands out as an action. */
export const WITHDRAWAL_STATUS_TONE: Record<WithdrawalStatus, StatusTone> = {
  pending: "waiting",
  approved: "waiting",
  paid: "action",
  received: "done",
  disputed: "waiting",
  resolved: "done",
  rejected: "failed",
};
