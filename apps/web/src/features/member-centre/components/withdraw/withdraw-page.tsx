/** Placeholder until the cashier page lands (issue 4). */
export default function WithdrawPage() {
  return null;
}
