import { UpcomingPage } from "../../features/coming-soon/components/upcoming-page";

export default function GameRoute() {
  return <UpcomingPage page="game" />;
}
