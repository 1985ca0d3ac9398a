import type { DepositStatus } from "@lotus/contracts/web";
import type { BadgeTone } from "../../../components/ui/badge";

/**
 * What staff may do with a deposit order: a pending one is confirmed (money seen on the statement)
 * or rejected; an expired one can still be confirmed when the money arrived late.
 */
export function depositActions(status: DepositStatus): { confirm: boolean; reject: boolean } {
  return { confirm: status === "pending" || status === "expired", reject: status === "pending" };
}

export const DEPOSIT_STATUS_TONE: Record<DepositStatus, BadgeTone> = {
  pending: "warn",
  credited: "success",
  rejected: "danger",
  expired: "neutral",
};
