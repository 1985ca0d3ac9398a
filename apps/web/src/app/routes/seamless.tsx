import { UpcomingPage } from "../../features/coming-soon/components/upcoming-page";

export default function SeamlessRoute() {
  return <UpcomingPage page="seamless" />;
}
