import type { WithdrawalStatus } from "@lotus/contracts/web";
import type { BadgeTone } from "../../../components/ui/badge";

export type WithdrawalActionSet = { approve: boolean; pay: boolean; reject: boolean; review: boolean };

/**
 * What staff may do at each step: pending → approve or reject; approved → mark paid or reject
 * (the hold returns); disputed (member says "not received") → review and resolve. Paid orders wait
 * for the member's receipt; received, resolved and rejected are final.
 */
export function withdrawalActions(status: WithdrawalStatus): WithdrawalActionSet {
  return {
    approve: status === "pending",
    pay: status === "approved",
    reject: status === "pending" || status === "approved",
    review: status === "disputed",
  };
}

export const WITHDRAWAL_STATUS_TONE: Record<WithdrawalStatus, BadgeTone> = {
  pending: "warn",
  approved: "info",
  paid: "info",
  received: "success",
  disputed: "danger",
  resolved: "success",
  rejected: "neutral",
};
