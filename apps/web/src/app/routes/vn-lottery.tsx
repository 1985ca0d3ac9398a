import { VnLotteryPage } from "../../features/lottery/components/vn-lottery-page";

/** /vnlottery: the Vietnamese lottery lobby (regions, today's stations, results, statistics). */
export default function VnLotteryRoute() {
  return <VnLotteryPage />;
}
