import { UpcomingPage } from "../../features/coming-soon/components/upcoming-page";

export default function LotteryRoute() {
  return <UpcomingPage page="lottery" />;
}
