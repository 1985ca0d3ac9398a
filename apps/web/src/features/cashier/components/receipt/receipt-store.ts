import { useSyncExternalStore } from "react";
import type { WithdrawalOrder } from "@lotus/contracts/web";

/*
 * Which payout the receipt dialog asks about. The dialog opens by itself for a payout awaiting the
 * member's answer; the withdrawal history can ask for one explicitly. Closing it (Esc, the close
 * button, "later") sets the payout aside until the next page load, when it asks again.
 */
type State = { requested: WithdrawalOrder | null; dismissed: ReadonlySet<string> };

let state: State = { requested: null, dismissed: new Set() };
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Opens the receipt dialog for this payout (the Confirm button of the withdrawal history). */
export function requestReceipt(order: WithdrawalOrder) {
  const dismissed = new Set(state.dismissed);
  dismissed.delete(order.orderNo);
  set({ requested: order, dismissed });
}

/** Closes the dialog; the payout is not offered again by itself before the next page load. */
export function dismissReceipt(orderNo: string) {
  set({ requested: null, dismissed: new Set(state.dismissed).add(orderNo) });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useReceiptState = () => useSyncExternalStore(subscribe, () => state);
