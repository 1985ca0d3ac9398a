/** Placeholder until the cashier page lands (issue 4). */
export default function DepositPage() {
  return null;
}
