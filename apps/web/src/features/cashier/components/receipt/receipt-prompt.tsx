import { lazy, Suspense, useState } from "react";
import type { WithdrawalOrder } from "@lotus/contracts/web";
import { canEnterMemberCentre, useSession } from "../../../../lib/session";
import { useAwaitingReceipt } from "../../api/get-awaiting-receipt";
import { dismissReceipt, useReceiptState } from "./receipt-store";

// The dialog (and its translations) load only when a payout actually waits for an answer.
const ReceiptDialog = lazy(() => import("./receipt-dialog"));

/**
 * Spec §2 withdrawal receipt-confirmation dialog, mounted once above every page for logged-in
 * members: appears when a payout awaits the member's confirmation. It asks about one payout at a
 * time; a payout closed without an answer comes back on the next page load.
 */
export default function ReceiptPrompt() {
  const session = useSession();
  if (!session || !canEnterMemberCentre(session)) return null;
  // A new login (or a rotated token) starts afresh: nothing pinned from the previous account.
  return <ReceiptPromptForSession key={session.token} />;
}

function ReceiptPromptForSession() {
  const awaiting = useAwaitingReceipt(true);
  const { requested, dismissed } = useReceiptState();
  const [shown, setShown] = useState<WithdrawalOrder | null>(null);
  const next = requested ?? awaiting.data?.find((order) => !dismissed.has(order.orderNo)) ?? null;
  // The payout on screen stays there until the member closes the dialog, even when the list is
  // read again in the meantime (the answer itself takes it off the list).
  if (!shown && next) setShown(next);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ReceiptDialog
        key={shown.orderNo}
        order={shown}
        onClose={() => {
          dismissReceipt(shown.orderNo);
          setShown(null);
        }}
      />
    </Suspense>
  );
}
