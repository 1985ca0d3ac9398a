import { UpcomingPage } from "../../features/coming-soon/components/upcoming-page";

export default function PointMallRoute() {
  return <UpcomingPage page="pointMall" />;
}
