/**
 * Spec §2 withdrawal receipt-confirmation dialog, mounted once above every page for logged-in
 * members: appears when a payout awaits the member's confirmation. Placeholder until it lands.
 */
export default function ReceiptPrompt() {
  return null;
}
