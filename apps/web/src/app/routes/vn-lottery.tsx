import { UpcomingPage } from "../../features/coming-soon/components/upcoming-page";

export default function VnLotteryRoute() {
  return <UpcomingPage page="vnlottery" />;
}
