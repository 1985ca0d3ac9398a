import { LotteryPage } from "../../features/lottery/components/lottery-page";

/** /lottery: a game's betting board (?game=&view=&tab=&issue=), or a draw's verification (?verify=). */
export default function LotteryRoute() {
  return <LotteryPage />;
}
